/**
 * Encrypted calls (ARCHITECTURE §2): the original wrapped a random DES key with RSA in an
 * `Encryption` header. We keep that shape with modern primitives: a random AES-256-GCM key
 * encrypts the JSON body, and the key travels wrapped with the server's RSA-OAEP (SHA-256)
 * public key in the header `Encryption: <keyId>.<base64url(wrapped key)>`. The body becomes
 * `{ "data": base64url(iv ‖ ciphertext) }`. WebCrypto only, so browser, server and tests share it.
 */
import { fromBase64Url, toBase64Url } from './base64url';

export const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** The body of an encrypted call. */
export type EncryptedBody = { data: string };

/** Imports the server's published public key (base64url SPKI). */
export function importEncryptionPublicKey(spki: string) {
  return crypto.subtle.importKey('spki', fromBase64Url(spki), RSA_OAEP, false, ['wrapKey']);
}

/** Encrypts a request body for the server; returns the header value and the body to send. */
export async function encryptRequestBody(
  publicKey: Awaited<ReturnType<typeof importEncryptionPublicKey>>,
  keyId: string,
  body: unknown,
): Promise<{ header: string; body: EncryptedBody }> {
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body))));
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', aes, publicKey, RSA_OAEP));
  const data = new Uint8Array(iv.length + sealed.length);
  data.set(iv, 0);
  data.set(sealed, iv.length);
  return { header: `${keyId}.${toBase64Url(wrapped)}`, body: { data: toBase64Url(data) } };
}

/**
 * Decrypts a request body with the server's private key. Throws on anything malformed or
 * tampered with; the caller turns that into `encryption_invalid`.
 */
export async function decryptRequestBody(
  privateKey: Awaited<ReturnType<typeof crypto.subtle.importKey>>,
  header: string,
  body: unknown,
): Promise<unknown> {
  const dot = header.indexOf('.');
  if (dot < 1) throw new Error('malformed Encryption header');
  const wrapped = fromBase64Url(header.slice(dot + 1));
  const data = body && typeof body === 'object' && typeof (body as EncryptedBody).data === 'string' ? (body as EncryptedBody).data : null;
  if (data === null) throw new Error('missing encrypted data');
  const bytes = fromBase64Url(data);
  if (bytes.length < 12 + 16) throw new Error('encrypted data too short');
  const aes = await crypto.subtle.unwrapKey('raw', wrapped, privateKey, RSA_OAEP, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, aes, bytes.slice(12));
  return JSON.parse(new TextDecoder().decode(plain));
}

/** The key id named in an `Encryption` header. */
export function encryptionKeyId(header: string): string {
  return header.slice(0, Math.max(0, header.indexOf('.')));
}
