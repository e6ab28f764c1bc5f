import { GAMES } from '@fortuna/bgs/games';
import type { DrawSpec } from '@fortuna/bgs/types';
import { gameTypeOfLottery, type LotteryTypeCode } from './lottery-types';

/**
 * The provably fair draw recomputed in the browser with Web Crypto, step by step as
 * providers/bgs/FAIRNESS.md describes it (the server's own version is providers/bgs/src/fair/draw.ts,
 * which uses node:crypto and so stays out of the bundle). Anyone can check a result here without
 * trusting the server's own verify answer.
 */

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const TWO_POW_32 = 2 ** 32;
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a seed is in the published form: 64 lowercase hex characters (an uppercase seed is refused). */
export function isSeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

/** SHA-256 of the seed's 64 characters as text, in lowercase hex: the hash published before the draw. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The unsigned 32-bit numbers of HMAC-SHA256(seed, `code:numero:i`) blocks, 8 per block, read in order. */
function uint32Stream(key: CryptoKey, gameCode: string, numero: string) {
  let block = 0;
  let view: DataView | null = null;
  let offset = 0;
  return {
    async next(): Promise<number> {
      if (!view || offset === view.byteLength) {
        const bytes = await crypto.subtle.sign('HMAC', key, encoder.encode(`${gameCode}:${numero}:${block}`));
        view = new DataView(bytes);
        block += 1;
        offset = 0;
      }
      const value = view.getUint32(offset);
      offset += 4;
      return value;
    },
  };
}

type Stream = ReturnType<typeof uint32Stream>;

/** A pick of 0..n−1: numbers at or above floor(2^32 / n) × n are skipped so every pick is equally likely. */
async function uniformInt(stream: Stream, n: number): Promise<number> {
  const limit = Math.floor(TWO_POW_32 / n) * n;
  for (;;) {
    const x = await stream.next();
    if (x < limit) return x % n;
  }
}

/** `count` different numbers of 1..`of` in draw order (the first `count` swaps of a shuffle). */
async function distinct(stream: Stream, count: number, of: number): Promise<number[]> {
  const items = Array.from({ length: of }, (_, i) => i + 1);
  for (let i = 0; i < count && i < of - 1; i += 1) {
    const j = i + (await uniformInt(stream, of - i));
    [items[i], items[j]] = [items[j] as number, items[i] as number];
  }
  return items.slice(0, count);
}

async function drawBySpec(spec: DrawSpec, stream: Stream): Promise<number[]> {
  switch (spec.kind) {
    case 'digits': {
      const digits: number[] = [];
      for (let i = 0; i < spec.count; i += 1) digits.push(await uniformInt(stream, 10));
      return digits;
    }
    case 'permutation':
      return distinct(stream, spec.size, spec.size);
    case 'distinct':
      return distinct(stream, spec.count, spec.of);
    case 'numbers': {
      // One uniformInt(10^w) per width, in board order (a 4D prize is width 4, a VN ĐB 5 or 6).
      const numbers: number[] = [];
      for (const width of spec.widths) numbers.push(await uniformInt(stream, 10 ** width));
      return numbers;
    }
  }
}

/** The result of one draw recomputed from its revealed seed; throws a RangeError on a malformed seed or code. */
export async function recomputeDraw(lotteryType: LotteryTypeCode, seed: string, gameCode: string, numero: string): Promise<number[]> {
  if (!isSeed(seed)) throw new RangeError('a server seed is 64 lowercase hex characters');
  if (!gameCode || gameCode.includes(':') || !numero || numero.includes(':')) throw new RangeError('invalid game code or numero');
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return drawBySpec(GAMES[gameTypeOfLottery(lotteryType)].draw, uint32Stream(key, gameCode, numero));
}

/** What the browser found for one draw: the seed against its hash and the result against the recomputed one. */
export type BrowserVerification = { seedMatchesHash: boolean; resultMatches: boolean; recomputed: number[] };

/** Checks a revealed seed against its published hash and recomputes the result. */
export async function verifyInBrowser(input: {
  lotteryType: LotteryTypeCode;
  gameCode: string;
  numero: string;
  serverSeed: string;
  seedHash: string;
  result: readonly number[];
}): Promise<BrowserVerification> {
  const recomputed = await recomputeDraw(input.lotteryType, input.serverSeed, input.gameCode, input.numero);
  const hash = await sha256Hex(input.serverSeed);
  return {
    seedMatchesHash: hash === input.seedHash.toLowerCase(),
    resultMatches: recomputed.length === input.result.length && recomputed.every((n, i) => n === input.result[i]),
    recomputed,
  };
}
