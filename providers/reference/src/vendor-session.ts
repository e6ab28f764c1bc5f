import crypto from 'node:crypto';
import { fromBase64Url, toBase64Url } from '@fortuna/shared';

/** What the reference vendor remembers about a player between calls of its game page. */
export type VendorSession = {
  /** Operator (merchant) code and vendor code: which key signs this player's calls. */
  operator: string;
  vendor: string;
  /** The portal's player session token. */
  token: string;
  game: string;
  currency: string;
  /** Decimal places of the currency, read off the balance the portal answered. */
  decimals: number;
  playMoney: boolean;
  /** When the portal's session ends (ms since epoch). */
  expiresAt: number;
};

const key = (secret: string) => crypto.createHmac('sha256', secret).update('reference-vendor-session').digest();

/**
 * Seals a session into an opaque string the game page keeps: `operator.vendor.` followed by
 * AES-256-GCM of the session under a key derived from that vendor's secret. The vendor keeps no
 * state of its own, so any process of it can serve any player, and the page can neither read
 * the portal's token nor forge a session.
 */
export function sealSession(secret: string, session: VendorSession): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${session.operator}.${session.vendor}.${toBase64Url(Buffer.concat([iv, sealed]))}`;
}

/** The operator and vendor a sealed session names (to find the secret that opens it), or null. */
export function sessionOwner(sealed: string): { operator: string; vendor: string } | null {
  const match = /^([A-Za-z0-9_-]{2,32})\.([A-Z0-9_]{1,20})\.[A-Za-z0-9_-]+$/.exec(sealed);
  return match ? { operator: match[1] as string, vendor: match[2] as string } : null;
}

/** Opens a sealed session; null when it was not sealed with this secret or was altered. */
export function openSession(secret: string, sealed: string): VendorSession | null {
  try {
    const bytes = Buffer.from(fromBase64Url(sealed.split('.')[2] ?? ''));
    if (bytes.length < 12 + 16 + 2) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as VendorSession;
  } catch {
    return null;
  }
}
