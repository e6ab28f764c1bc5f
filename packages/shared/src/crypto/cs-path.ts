/**
 * Customer-service `path` values travel encrypted (spec §3: "the last 8 characters are the
 * key, decrypted on the client"). The original used DES; we keep the shape with modern
 * primitives: path = base64url(iv ‖ AES-256-GCM(url)) + key8, where the AES key is
 * SHA-256(key8). It hides links from scrapers, not from a determined reader: the key ships with
 * the value, as in the original. Uses WebCrypto, so server and browser share this code.
 */
import { fromBase64Url, toBase64Url } from './base64url';

const KEY_LENGTH = 8;
const IV_LENGTH = 12;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

async function aesKey(key8: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Encrypts a customer-service URL with a fresh random 8-character key appended. */
export async function encryptCsPath(url: string): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(KEY_LENGTH));
  const key8 = Array.from(random, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
  const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(key8), new TextEncoder().encode(url));
  const out = new Uint8Array(IV_LENGTH + sealed.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(sealed), IV_LENGTH);
  return toBase64Url(out) + key8;
}

/** Decrypts a value made by {@link encryptCsPath}; throws if it was tampered with. */
export async function decryptCsPath(path: string): Promise<string> {
  if (path.length <= KEY_LENGTH) throw new Error('cs path too short');
  const key8 = path.slice(-KEY_LENGTH);
  const data = fromBase64Url(path.slice(0, -KEY_LENGTH));
  const iv = data.slice(0, IV_LENGTH);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await aesKey(key8), data.slice(IV_LENGTH));
  return new TextDecoder().decode(plain);
}
