import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../testing/index';

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-boundary-web-'));
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let member: string;
let operator: string;
let baseUrl: URL;

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await buildTestApp({ config: { webDistDir: web, trustProxy: true } });
  api = apiClient(t.app);
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  member = login.body.value.token;
  operator = await operatorToken(t.database.db);
  baseUrl = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const isEnvelope = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).sort().join() === 'message,success,value' &&
  typeof (body as { success: unknown }).success === 'boolean';

async function inject(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body: body as { success: boolean; value: unknown; message: string }, headers: res.headers };
}

/** Writes raw bytes to the listening server and reads the answer until the server closes or answers in full. */
function rawHttp(bytes: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(baseUrl.port), baseUrl.hostname);
    let data = '';
    const finish = () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      const length = /content-length: (\d+)/i.exec(data)?.[1];
      const [, body] = data.split('\r\n\r\n');
      if (length !== undefined && body !== undefined && Buffer.byteLength(body) >= Number(length)) {
        socket.destroy();
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', (error) => (data ? finish() : reject(error)));
    socket.write(bytes);
  });
}

describe('control characters in any input', () => {
  it('answers 400 invalid_parameter, never a 500, for a NUL in a body, query, route parameter or header', async () => {
    const nul = 'a\u0000b';
    const cases = [
      { method: 'POST' as const, url: '/ops/session/login', payload: { username: nul, password: 'Operator123' } },
      { method: 'GET' as const, url: '/wps/agent/affiliate?code=%00' },
      { method: 'POST' as const, url: '/wps/member/password/email', payload: { username: nul, email: 'a@example.com' } },
      { method: 'POST' as const, url: '/wps/verification/newIp', payload: { username: nul, password: 'Player123', method: 'sms' } },
      {
        method: 'POST' as const,
        url: '/wps/cashier/callback/simulator',
        payload: { orderId: nul, merchantOrderId: nul, amount: '1.00', status: 'SUCCESS', timestamp: 1, signature: nul },
      },
      { method: 'GET' as const, url: '/ops/deposits?status=%00', headers: { authorization: operator } },
      { method: 'GET' as const, url: '/ops/withdrawals?pageNo=1%00', headers: { authorization: operator } },
      { method: 'POST' as const, url: '/wps/cashier/withdrawal/1%00/confirm', payload: {}, headers: { authorization: member } },
      { method: 'GET' as const, url: '/wps/system/status', headers: { merchant: 'FORTUNA\u0000' } },
      { method: 'GET' as const, url: '/wps/system/status', headers: { language: 'en\u0000' } },
      { method: 'GET' as const, url: '/wps/system/status', headers: { device: 'web\u0000' } },
      { method: 'GET' as const, url: '/wps/member/info', headers: { authorization: `${member}\u0000` } },
      { method: 'GET' as const, url: '/ops/deposits', headers: { authorization: `${operator}\u0000` } },
      { method: 'POST' as const, url: '/wps/relay/GCSGAME_gameList', payload: { gameName: 'x\u0001y' } },
      { method: 'POST' as const, url: '/wps/relay/GCSGAME_gameList', payload: { 'k\u0000': 1 } },
      {
        method: 'POST' as const,
        url: '/wps/relay/GCSGAME_gameList',
        payload: '{"gameName":"\\ud800"}',
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const c of cases) {
      const res = await inject(t.app, c);
      expect({ url: c.url, status: res.status, message: res.body.message }).toEqual({
        url: c.url,
        status: 400,
        message: 'invalid_parameter',
      });
    }
  });

  it('refuses a NUL inside an encrypted body, after decryption', async () => {
    const res = await api.encrypted('POST', '/wps/session/login', { type: 'username', username: 'player\u000001', password: 'Player123' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'invalid_parameter' });
    expect(res.body.value.issues[0]).toMatchObject({ path: 'username', code: 'invalid_characters' });
  });

  it('keeps tabs and line breaks in multi-line text (an operator rejection reason)', async () => {
    const created = await api.post(
      '/wps/cashier/deposit',
      { channel: 'KBZ_BANK', amount: '5000', requestId: 'boundary-reason-01' },
      { authorization: member },
    );
    const res = await api.post(
      `/ops/deposits/${created.body.value.id}/fail`,
      { reason: 'no money arrived\r\n\tchecked twice' },
      {
        authorization: operator,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe('multipart bodies in shapes a route does not expect', () => {
  const boundary = '----fortunaboundary';
  const headers = () => ({ authorization: member, 'content-type': `multipart/form-data; boundary=${boundary}` });
  const part = (name: string, value: string, file?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\n${value}\r\n`;
  const end = `--${boundary}--\r\n`;

  it('answers each with a 4xx envelope on the withdrawal confirmation and on JSON-only routes', async () => {
    const bodies = [
      `${part('result', 'RECEIVED')}`, // never ends
      `${part('proof', 'x', 'a.png')}${part('proof', 'y', 'b.png')}${end}`, // two files
      `${Array.from({ length: 12 }, (_, i) => part(`f${i}`, 'v')).join('')}${end}`, // too many fields
      `${part('result', 'RECEIVED\u0000')}${end}`, // a control character in a field
      `${part('__proto__', 'x')}${part('result', 'RECEIVED')}${end}`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n${end}`,
      'not multipart at all',
      '',
    ];
    for (const url of ['/wps/cashier/withdrawal/1/confirm', '/wps/cashier/deposit', '/wps/relay/GCSGAME_gameList', '/ops/session/login']) {
      for (const payload of bodies) {
        const res = await inject(t.app, { method: 'POST', url, headers: headers(), payload });
        expect({ url, payload, status: res.status < 500, envelope: isEnvelope(res.body) }).toEqual({
          url,
          payload,
          status: true,
          envelope: true,
        });
      }
      const noBoundary = await inject(t.app, {
        method: 'POST',
        url,
        headers: { authorization: member, 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect({ url, status: noBoundary.status < 500, envelope: isEnvelope(noBoundary.body) }).toEqual({
        url,
        status: true,
        envelope: true,
      });
    }
  });
});

describe('errors the HTTP layer raises itself', () => {
  it('answers a broken URL encoding and an over-long route parameter with the envelope', async () => {
    for (const url of ['/wps/system/%E0%A4%A', `/wps/cashier/withdrawal/${'9'.repeat(200)}/confirm`, '/ops/deposits/%/confirm']) {
      const res = await inject(t.app, { method: 'POST', url, headers: { authorization: member } });
      expect(res.status).toBe(400);
      expect(isEnvelope(res.body)).toBe(true);
      expect(res.body.message).toBe('invalid_parameter');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers unsupported content types, bodies too large, malformed JSON and unknown methods with the envelope', async () => {
    const cases = [
      { method: 'POST' as const, url: '/wps/relay/GCSGAME_gameList', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
      {
        method: 'POST' as const,
        url: '/wps/relay/GCSGAME_gameList',
        headers: { 'content-type': 'application/json' },
        payload: `"${'x'.repeat(1_100_000)}"`,
      },
      { method: 'POST' as const, url: '/wps/relay/GCSGAME_gameList', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      { method: 'POST' as const, url: '/provider/v1/debit', headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { method: 'POST' as const, url: '/provider/v1/debit', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(20_000) },
      { method: 'PROPFIND' as const, url: '/wps/system/status' },
    ];
    for (const c of cases) {
      const res = await inject(t.app, c);
      expect({ url: c.url, status: res.status >= 400 && res.status < 500, envelope: isEnvelope(res.body) }).toEqual({
        url: c.url,
        status: true,
        envelope: true,
      });
    }
  });

  it('answers over real HTTP with the envelope: headers too large, a lying content length, a malformed request', async () => {
    const big = await rawHttp(`GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({ success: false, value: null, message: 'header_too_large' });
    expect(big.headers).toContain('permissions-policy:');

    const lying = await rawHttp(
      'POST /wps/relay/GCSGAME_gameList HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{"pageNo":1}',
    );
    expect(lying.status).toBeGreaterThanOrEqual(400);
    expect(lying.status).toBeLessThan(500);
    expect(isEnvelope(JSON.parse(lying.body))).toBe(true);

    const malformed = await rawHttp('GET /wps/system/status HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual({ success: false, value: null, message: 'invalid_parameter' });

    const nulHeader = await rawHttp('GET /wps/system/status HTTP/1.1\r\nHost: x\r\nMerchant: FOR\u0000TUNA\r\n\r\n');
    expect(nulHeader.status).toBe(400);
    expect(isEnvelope(JSON.parse(nulHeader.body))).toBe(true);
  });
});

describe('answers to authenticated calls are never stored by a shared cache', () => {
  it('says Cache-Control: no-store to members, agents and operators, errors included, and not to guests', async () => {
    for (const [url, authorization] of [
      ['/wps/v2/wallets/balance', member],
      ['/wps/member/accountRecord', member],
      ['/wps/member/accountRecord?pageNo=x', member],
      ['/wps/member/info', 'not-a-token'],
      ['/ops/deposits', operator],
      ['/ops/deposits', 'not-a-token'],
      ['/wps/nothing/here', member],
      ['/wps/system/whitelabel', member],
    ] as const) {
      const res = await inject(t.app, { method: 'GET', url, headers: { authorization } });
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    const guest = await inject(t.app, { method: 'GET', url: '/wps/system/whitelabel' });
    expect(guest.headers['cache-control']).not.toBe('no-store');
  });
});

describe('paths the server owns are never the web app', () => {
  it('answers an unknown path under any API prefix with a 404 envelope, and pages with the app', async () => {
    for (const url of [
      '/play/reference/api/session',
      '/play/reference/api/balance',
      '/play/reference/api/spin',
      '/play/reference/nothing',
      '/provider/v1/nothing',
      '/lotto/nothing',
      '/wps',
      '/ops/nothing',
      '/socket.io/nothing',
      '/cdn/nothing.svg',
      '/locales/nothing',
      '/healthz/x',
    ]) {
      const res = await inject(t.app, { method: 'GET', url });
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 404,
        body: { success: false, value: null, message: 'not_found' },
      });
    }
    const page = await inject(t.app, { method: 'GET', url: '/member' });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
  });
});

describe('Permissions-Policy', () => {
  it('is on every answer: pages, API answers, errors and not-found; it denies what the portal never uses', async () => {
    await t.database.db
      .updateTable('merchant')
      .set({ launch_game_cdns: JSON.stringify(['https://games.cdn-one.example/launch', '/play']) })
      .execute();
    for (const url of ['/', '/member', '/wps/system/status', '/wps/member/info', '/wps/nothing', '/healthz']) {
      const res = await inject(t.app, { method: 'GET', url });
      const policy = String(res.headers['permissions-policy'] ?? '');
      expect({ url, policy: policy.length > 0 }).toEqual({ url, policy: true });
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied);
      expect(policy).toContain('clipboard-write=(self');
      expect(policy).toContain('fullscreen=(self');
    }
    const page = String((await inject(t.app, { method: 'GET', url: '/' })).headers['permissions-policy']);
    expect(page).toContain('fullscreen=(self "https://games.cdn-one.example")');
  });
});
