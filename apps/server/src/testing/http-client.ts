import { encryptRequestBody, importEncryptionPublicKey } from '@fortuna/shared';

export type HttpReply = { status: number; body: { success: boolean; value: any; message: string } };

/** A client of a listening server over real HTTP, encrypting bodies of encrypted calls as the web client does. */
export function httpClient(baseUrl: string, defaults: Record<string, string> = {}) {
  let key: Promise<{ keyId: string; publicKey: Awaited<ReturnType<typeof importEncryptionPublicKey>> }> | undefined;

  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpReply> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...defaults, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as HttpReply['body'] };
  }

  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => send('POST', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => send('DELETE', path, undefined, headers),
    async encrypted(method: 'POST' | 'PUT', path: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpReply> {
      key ??= send('GET', '/wps/system/encryptionKey').then(async (r) => ({
        keyId: r.body.value.keyId as string,
        publicKey: await importEncryptionPublicKey(r.body.value.publicKey as string),
      }));
      const k = await key;
      const sealed = await encryptRequestBody(k.publicKey, k.keyId, body);
      return send(method, path, sealed.body, { ...headers, encryption: sealed.header });
    },
  };
}
