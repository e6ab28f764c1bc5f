import { randomBytes } from 'node:crypto';
import { drawStream, type Uint32Stream } from './draw';

/**
 * The fairness of instant (in-house, player-started) rounds, an extension of the lottery's draws
 * (FAIRNESS.md "Instant games"): each member has a secret server seed per game whose SHA-256 is
 * shown before play, a client seed of their own choice, and a nonce that counts their rounds under
 * that pair (0, 1, 2, …). Round `nonce` reads the lottery's stream with the client seed in the
 * game-code place and the nonce in the numero place: block i = HMAC-SHA256(key = the server seed's
 * 64 characters, message = `${clientSeed}:${nonce}:${i}`). Rotating the pair reveals the old seed.
 */

/** A client seed: 1–64 letters, digits, `_` or `-` (never `:`, which separates the message's parts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A fresh client seed (the member may replace it): 16 random hex characters. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The stream of one instant round. */
export function instantStream(serverSeed: string, clientSeed: string, nonce: number): Uint32Stream {
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) throw new RangeError('invalid client seed');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`invalid nonce: ${nonce}`);
  return drawStream(serverSeed, clientSeed, String(nonce));
}

export { newServerSeed, seedHash } from './draw';
