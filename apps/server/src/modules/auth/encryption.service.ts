import crypto from 'node:crypto';
import { decryptRequestBody, type EncryptionKey, encryptionKeyId, RSA_OAEP, toBase64Url } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';

type ActiveKey = { id: string; publicKey: string; privateKey: Awaited<ReturnType<typeof crypto.subtle.importKey>> };

/**
 * The server's RSA-OAEP key pair for encrypted calls. Made once, on first need, and kept in the
 * database so every process uses the same pair (the first writer wins; the others read it).
 */
export function createEncryptionService(db: Kysely<Database>) {
  let active: Promise<ActiveKey> | undefined;

  async function loadOrCreate(): Promise<ActiveKey> {
    let row = await db.selectFrom('server_key').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    if (!row) {
      const pair = await crypto.subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
        'wrapKey',
        'unwrapKey',
      ]);
      const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
      const privateKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
      const id = `k${crypto.createHash('sha256').update(publicKey).digest('hex').slice(0, 12)}`;
      await db
        .insertInto('server_key')
        .values({ id, public_key: publicKey, private_key: privateKey })
        .onConflict((oc) => oc.doNothing())
        .execute();
      row = await db.selectFrom('server_key').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    }
    const privateKey = await crypto.subtle.importKey('pkcs8', Buffer.from(row.private_key, 'base64url'), RSA_OAEP, false, ['unwrapKey']);
    return { id: row.id, publicKey: row.public_key, privateKey };
  }

  function key(): Promise<ActiveKey> {
    if (!active) {
      active = loadOrCreate();
      active.catch(() => {
        active = undefined;
      });
    }
    return active;
  }

  return {
    /** `GET /wps/system/encryptionKey`. */
    async publicKey(): Promise<EncryptionKey> {
      const k = await key();
      return { keyId: k.id, publicKey: k.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' };
    },

    /**
     * The decrypted JSON body of an encrypted call. A call without the `Encryption` header is
     * `encryption_required`; a wrong key id, a tampered or malformed body is `encryption_invalid`.
     */
    async readBody(request: FastifyRequest): Promise<unknown> {
      const header = request.headers.encryption;
      if (typeof header !== 'string' || header.length === 0) throw new AppError('encryption_required');
      const k = await key();
      if (encryptionKeyId(header) !== k.id) throw new AppError('encryption_invalid', { reason: 'unknown key' });
      try {
        return await decryptRequestBody(k.privateKey, header, request.body);
      } catch {
        throw new AppError('encryption_invalid');
      }
    },
  };
}

export type EncryptionService = ReturnType<typeof createEncryptionService>;
