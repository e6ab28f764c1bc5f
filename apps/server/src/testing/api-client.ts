import { encryptRequestBody, importEncryptionPublicKey } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type Reply = { status: number; body: { success: boolean; value: any; message: string } };

/** Calls the app the way the web client does, encrypting bodies of encrypted calls. */
export function apiClient(app: FastifyInstance, defaults: Record<string, string> = {}) {
  let key: { keyId: string; publicKey: Awaited<ReturnType<typeof importEncryptionPublicKey>> } | undefined;

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await app.inject({
      method,
      url,
      headers: { ...defaults, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  }

  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body: unknown, headers?: Record<string, string>) => send('POST', url, body, headers),
    put: (url: string, body: unknown, headers?: Record<string, string>) => send('PUT', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => send('DELETE', url, undefined, headers),

    /** Sends an encrypted call (login, register, passwords). */
    async encrypted(method: 'POST' | 'PUT', url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
      if (!key) {
        const published = (await send('GET', '/wps/system/encryptionKey')).body.value as { keyId: string; publicKey: string };
        key = { keyId: published.keyId, publicKey: await importEncryptionPublicKey(published.publicKey) };
      }
      const sealed = await encryptRequestBody(key.publicKey, key.keyId, body);
      return send(method, url, sealed.body, { ...headers, encryption: sealed.header });
    },
  };
}

/** The latest code sent to a recipient, read from the built-in providers' outbox. */
export async function lastCode(db: Kysely<Database>, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const match = /\b(\d{6})\b/.exec(row.body);
  if (!match?.[1]) throw new Error(`no code in: ${row.body}`);
  return match[1];
}
