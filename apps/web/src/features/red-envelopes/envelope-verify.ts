import { arrayStream, splitBudget } from '@fortuna/bgs/fair/red-envelope';
import type { RedEnvelopeFairness } from '@fortuna/shared';

/**
 * A red-envelope drop recomputed in the browser with Web Crypto, as providers/bgs/FAIRNESS.md
 * "Red envelopes" describes it: the seed against its published hash, then every amount from
 * HMAC-SHA256(seed, `RED:<dropId>:<i>`) blocks with the same split the server uses.
 */

const encoder = new TextEncoder();
const SEED_PATTERN = /^[0-9a-f]{64}$/;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A decimal amount ("200.00") in minor units, with the places it was written with. */
function minor(text: string): { value: bigint; places: number } {
  const [whole = '0', fraction = ''] = text.split('.');
  return { value: BigInt(whole + fraction), places: fraction.length };
}

/** Minor units back to the decimal form with `places` places. */
export function decimal(value: bigint, places: number): string {
  if (places === 0) return value.toString();
  const text = value.toString().padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}

/** The unsigned 32-bit numbers of the first `blocks` HMAC blocks of a drop. */
async function numbers(key: CryptoKey, dropId: number, blocks: number): Promise<number[]> {
  const out: number[] = [];
  for (let block = 0; block < blocks; block += 1) {
    const view = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`RED:${dropId}:${block}`)));
    for (let offset = 0; offset < view.byteLength; offset += 4) out.push(view.getUint32(offset));
  }
  return out;
}

export type EnvelopeVerification = { seedMatchesHash: boolean; amounts: string[]; sumMatches: boolean };

/** Checks a revealed seed against its hash and recomputes the drop's amounts (decimal strings, envelope 0 first). */
export async function verifyDrop(fairness: RedEnvelopeFairness): Promise<EnvelopeVerification> {
  const seed = fairness.serverSeed ?? '';
  if (!SEED_PATTERN.test(seed)) throw new RangeError('a server seed is 64 lowercase hex characters');
  const hash = toHex(await crypto.subtle.digest('SHA-256', encoder.encode(seed)));
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const budget = minor(fairness.budget);
  const min = minor(fairness.minAmount);
  // Enough numbers for count − 1 picks and a few skips; more blocks if the skips ran past them.
  let blocks = Math.ceil(fairness.count / 8) + 1;
  for (;;) {
    try {
      const stream = arrayStream(await numbers(key, fairness.dropId, blocks));
      const amounts = splitBudget(stream, budget.value, fairness.count, min.value);
      return {
        seedMatchesHash: hash === fairness.seedHash,
        amounts: amounts.map((a) => decimal(a, budget.places)),
        sumMatches: amounts.reduce((s, a) => s + a, 0n) === budget.value,
      };
    } catch (error) {
      if (!(error instanceof RangeError) || !String(error.message).includes('ran out')) throw error;
      blocks *= 2;
    }
  }
}
