import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crashPointFromHmac, isHex64 } from './crash-point';

/**
 * The hash chain of crash games (node side; the browser checks with ./chain-verify.ts).
 *
 * A secret seed s (64 hex characters) is the chain's last element: chain[L] = s and
 * chain[i] = SHA-256(chain[i + 1]) (hex of the 64 characters as text) down to chain[0], the
 * terminal hash published before game 1. Game n (1 … L) uses chain[n], so the games use the chain
 * from its end backwards and SHA-256(hash of game n) = hash of game n − 1 (game 0 = the terminal
 * hash): anyone can check that a game's hash was fixed when the terminal hash was published.
 * The server keeps every `checkpointEvery`-th element (secret, like the seed) so a game's hash costs
 * at most that many SHA-256 instead of L − n.
 */

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** HMAC-SHA256(key = game hash as text, message = salt as text) in hex. */
export function crashHmac(gameHash: string, salt: string): string {
  return createHmac('sha256', Buffer.from(gameHash, 'utf8')).update(salt, 'utf8').digest('hex');
}

/** The crash point (hundredths) of a game hash under the chain's salt. */
export function crashPointOf(gameHash: string, salt: string): bigint {
  if (!isHex64(gameHash)) throw new RangeError('a game hash is 64 lowercase hex characters');
  return crashPointFromHmac(crashHmac(gameHash, salt));
}

/** 32 random bytes as 64 lowercase hex characters: a chain seed or a salt. */
export function newChainSecret(): string {
  return randomBytes(32).toString('hex');
}

export type ChainPlan = {
  length: number;
  /** chain[0]: published before the first game. */
  terminalHash: string;
  /** chain[i] for i = every, 2·every, … < length, by index (secret). */
  checkpoints: Record<string, string>;
  checkpointEvery: number;
};

/** Hashes the chain down from the seed once, keeping the checkpoints and the terminal hash. */
export function planChain(seed: string, length: number, checkpointEvery = 1000): ChainPlan {
  if (!isHex64(seed)) throw new RangeError('a chain seed is 64 lowercase hex characters');
  if (!Number.isInteger(length) || length < 1) throw new RangeError('a chain has at least one game');
  if (!Number.isInteger(checkpointEvery) || checkpointEvery < 1) throw new RangeError('checkpointEvery ≥ 1');
  const checkpoints: Record<string, string> = {};
  let value = seed;
  for (let i = length - 1; i >= 0; i--) {
    value = sha256Hex(value);
    if (i > 0 && i % checkpointEvery === 0) checkpoints[String(i)] = value;
  }
  return { length, terminalHash: value, checkpoints, checkpointEvery };
}

/** chain[index] (1 ≤ index ≤ length): the hash of game `index`. */
export function gameHashAt(seed: string, plan: Pick<ChainPlan, 'length' | 'checkpoints' | 'checkpointEvery'>, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > plan.length) throw new RangeError(`no game ${index} in this chain`);
  // The nearest known element at or above the index: a checkpoint or the seed itself.
  let at = Math.ceil(index / plan.checkpointEvery) * plan.checkpointEvery;
  let value = at < plan.length ? plan.checkpoints[String(at)] : undefined;
  if (value === undefined) {
    at = plan.length;
    value = seed;
  }
  for (; at > index; at--) value = sha256Hex(value);
  return value;
}
