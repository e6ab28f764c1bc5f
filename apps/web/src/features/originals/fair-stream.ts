import { arrayStream, type InstantStep, instantGame, type Uint32Stream } from '@fortuna/bgs/instant';

/**
 * Instant rounds recomputed in the browser with Web Crypto (providers/bgs/FAIRNESS.md "Instant
 * games"): block i = HMAC-SHA256(key = the server seed's 64 characters, `${clientSeed}:${nonce}:${i}`),
 * read as big-endian unsigned 32-bit numbers, handed to the very game code the server runs. The
 * blocks are made beforehand (HMAC is asynchronous here, the games are not); a round that needs
 * more numbers than were made is simply recomputed with more.
 */

const encoder = new TextEncoder();
const SEED_PATTERN = /^[0-9a-f]{64}$/;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text in lowercase hex (a server seed's published hash). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** Whether a text is a server seed as published: 64 lowercase hex characters. */
export function isServerSeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

/** The first `blocks` × 8 numbers of a round's stream. */
export async function roundNumbers(serverSeed: string, clientSeed: string, nonce: number, blocks: number): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signed = await Promise.all(
    Array.from({ length: blocks }, (_, i) => crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${i}`))),
  );
  const numbers: number[] = [];
  for (const bytes of signed) {
    const view = new DataView(bytes);
    for (let offset = 0; offset < view.byteLength; offset += 4) numbers.push(view.getUint32(offset));
  }
  return numbers;
}

export type RecomputeInput = {
  code: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The bet in minor units. */
  bet: bigint;
  params: unknown;
  actions: readonly unknown[];
};

/** Replays a round: the game's start over the stream, then each recorded action. */
export async function recomputeRound(input: RecomputeInput): Promise<InstantStep> {
  const game = instantGame(input.code);
  if (!game) throw new Error(`unknown game ${input.code}`);
  const params = game.params.parse(input.params);
  for (let blocks = 16; ; blocks *= 4) {
    const stream: Uint32Stream = arrayStream(await roundNumbers(input.serverSeed, input.clientSeed, input.nonce, blocks));
    try {
      let step = game.start({ stream, bet: input.bet, params });
      for (const action of input.actions) {
        if (!game.act || !game.action) break;
        step = game.act({ state: step.state, bet: input.bet, params, action: game.action.parse(action) });
      }
      return step;
    } catch (error) {
      if (!(error instanceof RangeError && /ran out/.test(error.message)) || blocks >= 4096) throw error;
    }
  }
}
