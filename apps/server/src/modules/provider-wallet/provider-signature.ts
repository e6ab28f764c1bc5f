import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { PROVIDER_HEADERS, PROVIDER_SIGNATURE_WINDOW_SECONDS, providerSignaturePayload } from '@fortuna/shared';
import { AppError } from '../../http/app-error';
import type { CredentialRow } from './provider-wallet.repository';

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** HMAC-SHA256 of a call (the same text packages/shared signs), raw bytes. */
function mac(secret: string, timestamp: string, rawBody: string): Buffer {
  return crypto.createHmac('sha256', secret).update(providerSignaturePayload(timestamp, rawBody)).digest();
}

// An unknown key still costs one HMAC, so the answer's timing does not tell known keys apart.
const DECOY_SECRET = crypto.randomBytes(32).toString('hex');

/**
 * Checks a protocol call's signature headers against the raw body and returns the vendor's
 * credential. Unknown or disabled key, malformed headers or a wrong signature:
 * `provider_signature_invalid`; a good signature outside the replay window:
 * `provider_request_expired`. The comparison is constant-time.
 */
export async function verifyProviderSignature(
  headers: IncomingHttpHeaders,
  rawBody: string,
  findCredential: (keyId: string) => Promise<CredentialRow | undefined>,
  now = Date.now(),
): Promise<CredentialRow> {
  const keyId = header(headers, PROVIDER_HEADERS.keyId) ?? '';
  const timestamp = header(headers, PROVIDER_HEADERS.timestamp) ?? '';
  const signature = header(headers, PROVIDER_HEADERS.signature) ?? '';
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(keyId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) {
    throw new AppError('provider_signature_invalid');
  }
  const credential = await findCredential(keyId);
  const expected = mac(credential?.secret ?? DECOY_SECRET, timestamp, rawBody);
  const given = Buffer.from(signature, 'hex');
  if (!crypto.timingSafeEqual(expected, given) || !credential) throw new AppError('provider_signature_invalid');
  if (Math.abs(now - Number(timestamp) * 1000) > PROVIDER_SIGNATURE_WINDOW_SECONDS * 1000) throw new AppError('provider_request_expired');
  return credential;
}
