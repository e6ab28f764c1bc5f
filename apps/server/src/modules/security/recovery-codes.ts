import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@fortuna/shared';

/** Letters and digits that cannot be mistaken for each other when copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten fresh recovery codes, "xxxxx-xxxxx" (50 random bits each, drawn with crypto.randomInt). They
 * are random, not chosen, so a plain SHA-256 of the normalised code is enough to keep them: there
 * is no dictionary to try against it.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a code as typed: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): Buffer {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return crypto.createHash('sha256').update(normal).digest();
}

/** Whether a typed second-factor code looks like a recovery code rather than a 6-digit TOTP. */
export function isRecoveryCode(code: string): boolean {
  return !/^\d{6}$/.test(code.replace(/\s/g, ''));
}
