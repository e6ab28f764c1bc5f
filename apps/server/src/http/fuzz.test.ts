import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { encryptRequestBody, importEncryptionPublicKey } from '@fortuna/shared';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../testing/index';

/**
 * Fuzzes every route of the real server, as a guest, a member, an agent and an operator, with
 * malformed bodies, queries, route parameters and headers, and asserts that nothing answers a 5xx
 * and that every answer is the envelope. The routes are read from the server's own route table,
 * so a new route is fuzzed without anyone adding it here. Fixed seed, bounded runs.
 */

/** Routes whose answer is legitimately not the envelope; for them only "no 5xx" is asserted. */
const NOT_ENVELOPE: Record<string, string> = {
  '/': 'the web app page',
  '/*': "the web build's static files and the web app's page routes",
  '/play/reference': "the reference vendor's game page (a redirect to its folder)",
  '/play/reference/': "the reference vendor's game page (HTML)",
  '/play/reference/game.js': "the reference vendor's game script",
  '/play/reference/game.css': "the reference vendor's game styles",
  '/cdn/*': 'images of the demo image CDN (SVG); a missing one is the envelope',
  '/locales/:file': 'locale bundles (plain JSON texts); a missing one is the envelope',
  '/wps/cashier/simulator/:orderId': "the payment simulator's pay page (HTML)",
  '/wps/cashier/simulator-pay.js': "the payment simulator's pay page script (the page's CSP allows no inline script)",
};

/** The routes of the server, from its own route table (http/route-table.ts): [method, path] pairs. */
function routeTable(app: FastifyInstance): [string, string][] {
  return app.routeTable.map((route): [string, string] => [route.method, route.url]);
}

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-fuzz-web-'));
let t: TestApp;
const tokens: Record<string, string> = {};
let keyId = '';
let publicKey: Awaited<ReturnType<typeof importEncryptionPublicKey>>;

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await buildTestApp({ config: { webDistDir: web, trustProxy: true } });
  const api = apiClient(t.app);
  for (const [who, username, password] of [
    ['member', 'player01', 'Player123'],
    ['agent', 'agent01', 'Agent1234'],
  ] as const) {
    const reply = await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username, password },
      { 'x-forwarded-for': freshIp() },
    );
    tokens[who] = reply.body.value.token;
  }
  tokens.operator = await operatorToken(t.database.db);
  const published = (await api.get('/wps/system/encryptionKey')).body.value;
  keyId = published.keyId;
  publicKey = await importEncryptionPublicKey(published.publicKey);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const hostileText = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0001\u001f\u007f',
  '\u0085',
  '\ud800',
  'line\nbreak\ttab',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0024{jndi:x}',
  '__proto__',
  'constructor',
  '张三',
  'မြန်မာ',
  '😀',
  'x'.repeat(70_000),
);
const hostileNumberText = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '0x10',
  '1,000',
  '  7 ',
  '007',
);
const text = fc.oneof(hostileText, hostileNumberText, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const number = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/** Field names the API reads, so a fuzzed body reaches the schemas' deeper checks. */
const FIELDS = [
  'username',
  'password',
  'type',
  'code',
  'pageNo',
  'pageSize',
  'amount',
  'requestId',
  'channel',
  'status',
  'from',
  'to',
  'memberId',
  'gameCode',
  'nodeId',
  'vendor',
  'gameType',
  'email',
  'mobileNum',
  'countryDialingCode',
  'captcha',
  'captchaId',
  'series',
  'playSeries',
  'bets',
  'numero',
  'issue',
  'kind',
  'tiers',
  'period',
  'reason',
  'result',
  'note',
  'role',
  'data',
  'sessionToken',
  'txnId',
  'roundId',
  'launchToken',
  'missionId',
  'category',
  'rankBy',
  'sort',
  'order',
  'gameName',
  'affiliateCode',
];
const field = fc.oneof(fc.constantFrom(...FIELDS), text);
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(field, tie('v'), { maxKeys: 5 }),
  ),
})).v;
const objectBody = fc.dictionary(field, value, { maxKeys: 8 });

/**
 * A body every schema of the API would nearly accept (valid-looking values under the names the
 * calls read) with one field replaced by a hostile value, so the hostile value gets past the
 * other fields' checks and reaches the services and the database.
 */
const PLAUSIBLE: Record<string, string | number> = {
  type: 'username',
  username: 'player01',
  password: 'Player123',
  code: 'FORTUNA1',
  email: 'player01@fortuna-demo.example',
  method: 'sms',
  purpose: 'login',
  countryDialingCode: '95',
  mobileNum: '9420000002',
  pageNo: 1,
  pageSize: 10,
  amount: '10.00',
  requestId: 'fuzz-request-1',
  channel: 'KBZ_BANK',
  status: 'PENDING',
  from: '2026-01-01',
  to: '2026-01-02',
  gameCode: 'SSC1',
  nodeId: 1,
  vendor: 'LOTT',
  gameType: 'LOTT',
  reason: 'fuzz',
  result: 'RECEIVED',
  note: 'fuzz',
  orderId: 'o1',
  merchantOrderId: 'm1',
  timestamp: 1,
  signature: 'ab',
  sessionToken: 'token-token-token',
  txnId: 't1',
  roundId: 'r1',
  launchToken: 'launch-token-launch-token',
  category: 'ALL',
  domain: 'localhost',
  affiliateCode: 'FORTUNA1',
};
const plausible = fc
  .tuple(fc.constantFrom(...Object.keys(PLAUSIBLE)), fc.oneof(hostileText, hostileNumberText))
  .map(([key, bad]) => ({ ...PLAUSIBLE, [key]: bad }));

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

/** A body with its content type: JSON of any shape, deep nesting, huge, broken, another type, junk multipart. */
const body = fc.oneof(
  { weight: 6, arbitrary: objectBody.map((b) => ({ type: 'application/json', payload: JSON.stringify(b) })) },
  { weight: 6, arbitrary: plausible.map((b) => ({ type: 'application/json', payload: JSON.stringify(b) })) },
  { weight: 2, arbitrary: value.map((b) => ({ type: 'application/json', payload: JSON.stringify(b) ?? 'null' })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      { type: 'application/json', payload: deep(5000) },
      { type: 'application/json', payload: deepObject(5000) },
      { type: 'application/json', payload: '{"a":' },
      { type: 'application/json', payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
      { type: 'application/json', payload: '' },
      { type: 'application/json', payload: `{"username":"${'x'.repeat(900_000)}"}` },
      { type: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` },
      { type: 'application/json; charset=latin1', payload: '{"a":1}' },
      { type: 'text/plain', payload: 'hello' },
      { type: 'application/xml', payload: '<a/>' },
      { type: 'application/x-www-form-urlencoded', payload: 'username=a%00b&password=x&pageNo=abc&a[b][c]=1' },
      { type: 'application/x-www-form-urlencoded', payload: '%E0%A4%A=1' },
      { type: 'multipart/form-data', payload: 'x' },
      {
        type: 'multipart/form-data; boundary=zz',
        payload: '--zz\r\nContent-Disposition: form-data; name="result"\r\n\r\nRECEIVED\r\n--zz--\r\n',
      },
      {
        type: 'multipart/form-data; boundary=zz',
        payload: '--zz\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\n\r\nabc',
      },
      { type: 'multipart/form-data; boundary=zz', payload: '--zz\r\nBroken header\r\n\r\nx\r\n--zz--\r\n' },
      { type: 'application/octet-stream', payload: '\u0000\u0001' },
    ),
  },
);

/** A value for a route parameter: plausible and hostile. */
const paramValue = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '1.5',
    'simulator',
    'en.json',
    'ja.json',
    'x.svg',
    'demo/logo.svg',
  ),
  fc.constantFrom('%00', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%20', 'a%0Ab', encodeURIComponent('張三'), '9'.repeat(150)),
);

/** Who calls, by its Authorization header: nobody, a live session, or a bad token. */
const identity = fc.constantFrom('guest', 'member', 'agent', 'operator', 'garbage', 'bearer-garbage', 'nul');
const authorizationOf = (who: string): string | undefined => {
  if (who === 'garbage') return 'x'.repeat(64);
  if (who === 'bearer-garbage') return 'Bearer not-a-token';
  if (who === 'nul') return `${tokens.member}\u0000`;
  return tokens[who];
};

/** The other headers the server reads, now and then wrong. */
const siteHeaders = fc.record(
  {
    merchant: fc.constantFrom('FORTUNA', 'fortuna', 'NOPE', 'a', 'x'.repeat(40), 'FOR\u0000'),
    language: fc.constantFrom('en', 'zh', 'my', 'xx', 'EN', '', 'e\u0000n', 'x'.repeat(40)),
    device: fc.constantFrom('web', 'mobile', 'toaster', 'w\u0001'),
    encryption: fc.oneof(
      fc.constantFrom('', 'x', 'a.b', '.', 'k.', '...'),
      fc.string({ maxLength: 60 }).map((s) => `${keyId}.${s}`),
      fc.constant(`${keyId}.${'A'.repeat(344)}`),
    ),
    'x-provider-key': fc.constantFrom('x', 'nope', ''),
    'x-provider-timestamp': fc.constantFrom('0', 'abc', '99999999999999999999', String(Math.floor(Date.now() / 1000))),
    'x-provider-signature': fc.constantFrom('00', 'zz', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
  },
  { requiredKeys: [] },
);

const query = fc.oneof(
  fc.dictionary(field, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 6 }),
  plausible.map((q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]))),
);

/** `sealed`: a JSON body is sent encrypted with the server's real key, so encrypted calls reach their schemas too. */
const request = fc.record({
  who: identity,
  params: fc.array(paramValue, { minLength: 2, maxLength: 2 }),
  query,
  body,
  headers: siteHeaders,
  sealed: fc.boolean(),
});

/** The body as sent: sealed with the server's key when asked and the body is JSON, else as generated. */
async function payloadOf(r: {
  body: { type: string; payload: string };
  sealed: boolean;
}): Promise<{ payload: string; encryption?: string }> {
  if (!r.sealed || r.body.type !== 'application/json') return { payload: r.body.payload };
  let parsed: unknown;
  try {
    parsed = JSON.parse(r.body.payload);
  } catch {
    return { payload: r.body.payload };
  }
  const sealed = await encryptRequestBody(publicKey, keyId, parsed);
  return { payload: JSON.stringify(sealed.body), encryption: sealed.header };
}

/** The answer's text, decompressed when the server compressed it (the fuzz asks for gzip and br too). */
function textOf(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

function isEnvelope(res: { headers: Record<string, unknown>; rawPayload: Buffer }): boolean {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const parsed = JSON.parse(textOf(res)) as Record<string, unknown>;
    return (
      Object.keys(parsed).sort().join() === 'message,success,value' &&
      typeof parsed.success === 'boolean' &&
      typeof parsed.message === 'string'
    );
  } catch {
    return false;
  }
}

/** The URL of a route with its parameters filled (`:name` and the `*` wildcard), plus a query string. */
function urlOf(route: string, params: string[], q: Record<string, string | string[]>): string {
  let i = 0;
  const filled = route.replace(/:[A-Za-z0-9_]+|\*/g, () => params[i++ % params.length] ?? '1');
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
  const s = search.toString();
  return s ? `${filled}?${s}` : filled;
}

describe('fuzzing every route of the server', () => {
  it('reads a route table that holds every area', () => {
    const paths = routeTable(t.app).map(([, p]) => p);
    for (const known of [
      '/wps/session/login',
      '/wps/cashier/withdrawal/:id/confirm',
      '/ops/deposits',
      '/provider/v1/debit',
      '/locales/:file',
      '/cdn/*',
    ]) {
      expect(paths).toContain(known);
    }
  });

  it('answers every malformed call without a 5xx, and with the envelope', async () => {
    // The logout route goes last: a fuzzed logout would end the member's session for the routes after it.
    const routes = routeTable(t.app).sort(([, a], [, b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
    const failures: string[] = [];
    for (const [method, route] of routes) {
      await fc
        .assert(
          fc.asyncProperty(request, async (r) => {
            const authorization = authorizationOf(r.who);
            const withBody = method !== 'GET' && method !== 'DELETE';
            const sent = await payloadOf(r);
            const options: InjectOptions = {
              method: method as InjectOptions['method'],
              url: urlOf(route, r.params, r.query),
              headers: {
                ...r.headers,
                ...(authorization === undefined ? {} : { authorization }),
                'x-forwarded-for': freshIp(),
                ...(withBody ? { 'content-type': r.body.type } : {}),
                ...(withBody && sent.encryption ? { encryption: sent.encryption } : {}),
              },
              ...(withBody ? { payload: sent.payload } : {}),
            };
            const res = await t.app.inject(options);
            const envelope = NOT_ENVELOPE[route] !== undefined || isEnvelope(res);
            if (res.statusCode >= 500 || !envelope) {
              const shown = { ...options, payload: String(options.payload ?? '').slice(0, 200) };
              failures.push(`${method} ${route} → ${res.statusCode} ${textOf(res).slice(0, 200)} ← ${JSON.stringify(shown).slice(0, 600)}`);
              return false;
            }
            return true;
          }),
          { seed: 20261127, numRuns: 15, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A failed run is already in `failures`; anything else thrown is a defect of its own.
          if (!failures.some((f) => f.startsWith(`${method} ${route} `)))
            failures.push(`${method} ${route} threw ${error.message.slice(0, 300)}`);
        });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
