import { Secret, TOTP } from 'otpauth';

/** TOTP (RFC 6238) as authenticator apps do it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;

function totpOf(secret: string, label = 'operator', issuer = 'Fortuna'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, base32), and the otpauth:// URL an authenticator app scans. */
export function newTotpSecret(label: string, issuer: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label, issuer).toString() };
}

/**
 * The step a code is good for, within one step either side of now (a clock a little off), or null.
 * The caller keeps the last step used and refuses it and any earlier one: a code is good once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code of a secret at a time (tests, and the demo's seeded operators). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}
