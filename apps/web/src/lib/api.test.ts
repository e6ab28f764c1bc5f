import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, setApiLanguage, setApiMerchant } from './api';
import { setToken } from './session';

function respond(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiMerchant(undefined);
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
