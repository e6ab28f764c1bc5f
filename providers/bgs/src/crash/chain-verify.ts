import { crashPointFromHmac, isHex64 } from './crash-point';

/**
 * Verifying a crash game with Web Crypto (globalThis.crypto.subtle: the browser, and Node ≥ 20):
 * no node imports, so the web bundle uses this file as it is.
 */

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the text (UTF-8), in lowercase hex. */
export async function sha256HexWeb(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256(key = the text of `key`, message = the text of `message`) in lowercase hex. */
export async function hmacHexWeb(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The crash point (hundredths) of a game hash under the chain's salt. */
export async function crashPointWeb(gameHash: string, salt: string): Promise<bigint> {
  if (!isHex64(gameHash)) throw new RangeError('a game hash is 64 lowercase hex characters');
  return crashPointFromHmac(await hmacHexWeb(gameHash, salt));
}

export type CrashVerification = {
  /** The crash point recomputed from the hash and salt (hundredths). */
  crashPoint: bigint;
  /** SHA-256 of the game's hash: must equal the previous game's hash (the published terminal hash for game 1). */
  previousHash: string;
  /** Whether the recomputed crash point equals the one shown. */
  crashMatches: boolean;
  /** Whether SHA-256(hash) equals the expected previous hash (when one was given). */
  chainMatches: boolean | undefined;
};

/** Recomputes a game: its crash point from the hash and salt, and its link to the previous game. */
export async function verifyCrashGame(input: {
  hash: string;
  salt: string;
  crashPoint: bigint;
  previousHash?: string;
}): Promise<CrashVerification> {
  const crashPoint = await crashPointWeb(input.hash, input.salt);
  const previousHash = await sha256HexWeb(input.hash);
  return {
    crashPoint,
    previousHash,
    crashMatches: crashPoint === input.crashPoint,
    chainMatches: input.previousHash === undefined ? undefined : previousHash === input.previousHash,
  };
}
