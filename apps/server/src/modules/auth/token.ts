import crypto from 'node:crypto';

/** A session or reset token: 256 random bits, base64url. Only its SHA-256 is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

/** Reads the token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  const token = value.trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}
