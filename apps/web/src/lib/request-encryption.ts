import { encryptionKeySchema, encryptRequestBody, importEncryptionPublicKey } from '@fortuna/shared';
import { apiGet } from './api';

/** Encrypted calls' helpers (ARCHITECTURE §2), loaded by lib/api.ts with the first login, register or password call. */
export { encryptRequestBody };

/** `GET /wps/system/encryptionKey`: the server's public key, imported for Web Crypto. */
export async function loadEncryptionKey() {
  const key = await apiGet('/wps/system/encryptionKey', encryptionKeySchema);
  return { keyId: key.keyId, publicKey: await importEncryptionPublicKey(key.publicKey) };
}
