import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiSend, resetEncryptionKey, setApiLanguage, setApiMerchant } from './api';
import { getToken, setToken } from './session';

function respond(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiMerchant(undefined);
  resetEncryptionKey();
});

describe('apiGet', () => {
  it('sends the portal headers and parses value with the schema', async () => {
    const fetchMock = respond({ success: true, value: { n: 1 }, message: '' });
    vi.stubGlobal('fetch', fetchMock);
    setApiMerchant('DEMO');
    setApiLanguage('zh');
    setToken('tok-123');

    await expect(apiGet('/wps/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init.headers);
    expect(headers.get('Merchant')).toBe('DEMO');
    expect(headers.get('Language')).toBe('zh');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('Authorization')).toBe('tok-123');
  });

  it('omits Merchant and Authorization when unknown', async () => {
    const fetchMock = respond({ success: true, value: 1, message: '' });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/wps/x', z.number());
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.has('Merchant')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('throws ApiError with the server code, status and value', async () => {
    vi.stubGlobal('fetch', respond({ success: false, value: { field: 'x' }, message: 'too_many_requests' }, 429));
    const error = await apiGet('/wps/x', z.number()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'too_many_requests', status: 429, value: { field: 'x' } });
  });

  it('reports a value that does not match the schema as invalid_response', async () => {
    vi.stubGlobal('fetch', respond({ success: true, value: 'nope', message: '' }));
    await expect(apiGet('/wps/x', z.number())).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports network failures as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/wps/x', z.number())).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});

type Call = [string, RequestInit];

/** A server that answers each path with the next queued reply. */
function server(replies: Record<string, { body: unknown; status?: number }[]>) {
  return vi.fn(async (path: string) => {
    const reply = replies[path]?.shift();
    if (!reply) throw new Error(`unexpected call to ${path}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
}

async function publishedKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const publicKey = btoa(String.fromCharCode(...spki))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { keyId: 'k1', publicKey, algorithm: 'RSA-OAEP-256+A256GCM' };
}

describe('apiSend', () => {
  it('sends JSON with the method and the portal headers', async () => {
    const fetchMock = server({ '/wps/x': [{ body: { success: true, value: { ok: true }, message: '' } }] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiSend('POST', '/wps/x', { a: 1 }, z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init.headers).get('Device')).toBe('web');
  });

  it('encrypts the body with the published key, fetched once and cached', async () => {
    const key = await publishedKey();
    const ok = { body: { success: true, value: 1, message: '' } };
    const fetchMock = server({ '/wps/system/encryptionKey': [{ body: { success: true, value: key, message: '' } }], '/wps/y': [ok, ok] });
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('PUT', '/wps/y', { password: 'secret' }, z.number(), { encrypted: true });
    await apiSend('PUT', '/wps/y', { password: 'secret' }, z.number(), { encrypted: true });
    const sends = (fetchMock.mock.calls as unknown as Call[]).filter(([path]) => path === '/wps/y');
    expect(fetchMock.mock.calls.filter(([path]) => path === '/wps/system/encryptionKey')).toHaveLength(1);
    for (const [, init] of sends) {
      expect(new Headers(init.headers).get('Encryption')).toMatch(/^k1\.[\w-]+$/);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['data']);
      expect(String(init.body)).not.toContain('secret');
    }
  });

  it('asks for the key again and repeats the call once when the server no longer knows the key', async () => {
    const key = await publishedKey();
    const keyReply = { body: { success: true, value: key, message: '' } };
    const fetchMock = server({
      '/wps/system/encryptionKey': [keyReply, keyReply],
      '/wps/z': [
        { body: { success: false, value: null, message: 'encryption_invalid' }, status: 400 },
        { body: { success: true, value: 2, message: '' } },
      ],
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiSend('POST', '/wps/z', {}, z.number(), { encrypted: true })).resolves.toBe(2);
    expect(fetchMock.mock.calls.filter(([path]) => path === '/wps/system/encryptionKey')).toHaveLength(2);
  });

  it('drops a token the server answers session_expired for, but not on other refusals', async () => {
    setToken('old-token');
    vi.stubGlobal(
      'fetch',
      server({
        '/wps/a': [{ body: { success: false, value: { captcha: false }, message: 'incorrect_account_or_password' }, status: 401 }],
      }),
    );
    await expect(apiSend('POST', '/wps/a', {}, z.unknown())).rejects.toMatchObject({ code: 'incorrect_account_or_password' });
    expect(getToken()).toBe('old-token');

    vi.stubGlobal(
      'fetch',
      server({ '/wps/member/info': [{ body: { success: false, value: null, message: 'session_expired' }, status: 401 }] }),
    );
    await expect(apiGet('/wps/member/info', z.unknown())).rejects.toMatchObject({ code: 'session_expired', status: 401 });
    expect(getToken()).toBeNull();
  });
});
