import { REWARD_KINDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type Reply, type TestApp } from '../../testing/index';
import { ruleOf } from '../promotions/rules/registry';

/**
 * The back office's promotion editor over the demo: create and update with each refusal its own
 * code, who may write (content yes, customer service no), audit rows in the write's transaction,
 * enable/disable, reorder, the kinds' JSON Schemas, banners checked by their bytes, and a new
 * promotion reaching the member's list.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  tokens.owner = await operatorToken(db(), 'promo_owner', 'owner');
  tokens.content = await operatorToken(db(), 'promo_content', 'content');
  tokens.cs = await operatorToken(db(), 'promo_cs', 'customer_service');
}, 60_000);
afterAll(async () => t?.close());

function ops(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = 'owner'): Promise<Reply> {
  return t.app
    .inject({
      method,
      url,
      headers: {
        authorization: tokens[who] as string,
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

function multipart(bytes: Buffer, filename: string) {
  const boundary = `----promo${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/ops/promotions/banner',
    headers: {
      authorization: tokens.owner as string,
      'x-forwarded-for': freshIp(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

let codes = 0;
/** A valid promotion: a first-deposit bonus for everyone, running from an hour ago. */
function input(change: Record<string, unknown> = {}) {
  codes += 1;
  return {
    code: `TEST_PROMO_${codes}`,
    category: 'DEPOSIT',
    tags: ['LIMITED', 'LIMITED', 'VIP'],
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    audience: { kind: 'everyone' },
    takeMode: 'claim',
    rewardKind: 'first_deposit',
    rule: { percent: 20, cap: '200', minDeposit: '50' },
    turnover: { multiple: 2, base: 'bonus', category: null },
    budget: '10000',
    texts: {
      en: { title: '  Spring   bonus ', summary: 'Twenty percent', html: '<p>Hello<script>alert(1)</script></p>' },
      zh: { title: '春季红利', summary: '百分之二十', html: '<p>你好</p>' },
      my: { title: '', summary: '', html: '' },
    },
    bannerUrl: '',
    sort: 50,
    enabled: true,
    ...change,
  };
}

async function auditRows(action: string, targetId: number | string) {
  return db().selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
}

describe('creating a promotion', () => {
  it('stores a valid one (texts cleaned, defaults filled, tags once), audits it, and members see it', async () => {
    const reply = await ops('POST', '/ops/promotions', input());
    expect(reply.status).toBe(200);
    const created = reply.body.value;
    expect(created).toMatchObject({
      tags: ['LIMITED', 'VIP'],
      state: 'running',
      budget: '10000.00',
      spent: '0.00',
      claims: 0,
      rule: { percent: 20, cap: '200', minDeposit: '50', scope: 'lifetime' },
    });
    expect(created.texts.en).toEqual({ title: 'Spring bonus', summary: 'Twenty percent', html: '<p>Hello</p>' });
    expect(created.texts.my).toBeUndefined();
    const audit = await auditRows('promotion.create', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operator_username).toBe('promo_owner');

    const list = (await api.get('/wps/promotion/list', { language: 'zh' })).body.value as { code: string; title: string }[];
    expect(list.find((p) => p.code === created.code)?.title).toBe('春季红利');
    const fetched = await ops('GET', `/ops/promotions/${created.id}`);
    expect(fetched.body.value.code).toBe(created.code);
  });

  it('refuses each kind of bad input with its own code', async () => {
    const refused = async (body: unknown, code: string, status: number) => {
      const reply = await ops('POST', '/ops/promotions', body);
      expect(reply.body.message, JSON.stringify(reply.body)).toBe(code);
      expect(reply.status).toBe(status);
      return reply.body;
    };
    await refused(input({ code: 'lower case' }), 'invalid_parameter', 400);
    await refused(input({ category: 'ALL' }), 'invalid_parameter', 400);
    await refused(input({ tags: ['NOPE'] }), 'invalid_parameter', 400);
    await refused(input({ takeMode: 'grab' }), 'invalid_parameter', 400);
    await refused(input({ budget: '-1' }), 'invalid_parameter', 400);
    await refused(input({ bannerUrl: 'javascript:alert(1)' }), 'invalid_parameter', 400);
    await refused(input({ audience: { kind: 'vip', levels: [] } }), 'invalid_parameter', 400);
    const now = Date.now();
    await refused(
      input({ startsAt: new Date(now).toISOString(), endsAt: new Date(now - 1000).toISOString() }),
      'promotion_period_invalid',
      400,
    );
    await refused(input({ texts: { zh: { title: '只有中文', summary: '', html: '' } } }), 'promotion_title_required', 400);
    await refused(input({ texts: { en: { title: '   ', summary: '', html: '' } } }), 'promotion_title_required', 400);
    await refused(input({ takeMode: 'apply' }), 'promotion_mode_mismatch', 400);
    await refused(input({ rewardKind: 'application', rule: { amount: '10' } }), 'promotion_mode_mismatch', 400);
    const bad = await refused(input({ rule: { percent: 0, cap: 'ten', minDeposit: '50' } }), 'promotion_rule_invalid', 400);
    expect(bad.value.issues.map((i: { path: string }) => i.path).sort()).toEqual(['rule.cap', 'rule.percent']);
    await refused(input({ audience: { kind: 'team', agent: 'no_such_agent' } }), 'promotion_agent_not_found', 400);
    // A member who is not an agent does not lead a team.
    await refused(input({ audience: { kind: 'team', agent: 'player01' } }), 'promotion_agent_not_found', 400);
    await refused(input({ code: 'FESTIVAL_FIRST_DEPOSIT' }), 'promotion_code_taken', 409);
    const ruleless = REWARD_KINDS.find((kind) => ruleOf(kind) === null);
    if (ruleless) await refused(input({ rewardKind: ruleless, rule: {} }), 'promotion_kind_unsupported', 400);
    // Nothing of the refused was stored.
    const stored = await db().selectFrom('promotion').select('code').where('code', 'like', 'TEST_PROMO_%').execute();
    expect(stored).toHaveLength(1);
  });

  it('accepts a team audience led by an agent, and an application in apply mode', async () => {
    const team = await ops('POST', '/ops/promotions', input({ audience: { kind: 'team', agent: 'agent01' } }));
    expect(team.status).toBe(200);
    const apply = await ops('POST', '/ops/promotions', input({ takeMode: 'apply', rewardKind: 'application', rule: { amount: '12.5' } }));
    expect(apply.body.value.rule).toEqual({ amount: '12.5', period: 'once' });
  });
});

describe('who may change promotions', () => {
  it('lets the content role write and customer service only read', async () => {
    const byContent = await ops('POST', '/ops/promotions', input(), 'content');
    expect(byContent.status).toBe(200);
    const byCs = await ops('POST', '/ops/promotions', input(), 'cs');
    expect(byCs.status).toBe(403);
    expect(byCs.body.message).toBe('forbidden');
    expect((await ops('PUT', `/ops/promotions/${byContent.body.value.id}`, input(), 'cs')).status).toBe(403);
    expect((await ops('POST', `/ops/promotions/${byContent.body.value.id}/enabled`, { enabled: false }, 'cs')).status).toBe(403);
    const read = await ops('GET', '/ops/promotions?pageSize=200', undefined, 'cs');
    expect(read.status).toBe(200);
    expect(read.body.value.rows.some((row: { id: number }) => row.id === byContent.body.value.id)).toBe(true);
  });
});

describe('updating a promotion', () => {
  it('changes it with before and after in the audit, keeping the code unique and the budget above what was spent', async () => {
    const created = (await ops('POST', '/ops/promotions', input())).body.value;
    const changed = await ops('PUT', `/ops/promotions/${created.id}`, input({ code: created.code, budget: '300', category: 'SLOTS' }));
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({ code: created.code, budget: '300.00', category: 'SLOTS' });
    const [audit] = await auditRows('promotion.update', created.id);
    expect(audit?.before).toMatchObject({ budget: '10000.00', category: 'DEPOSIT' });
    expect(audit?.after).toMatchObject({ budget: '300.00', category: 'SLOTS' });

    await db().updateTable('promotion').set({ spent: 25_000n }).where('id', '=', created.id).execute();
    const below = await ops('PUT', `/ops/promotions/${created.id}`, input({ code: created.code, budget: '249.99' }));
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ message: 'promotion_budget_below_spent', value: { spent: '250.00' } });
    expect((await ops('PUT', `/ops/promotions/${created.id}`, input({ code: created.code, budget: '250' }))).status).toBe(200);
    expect((await ops('PUT', `/ops/promotions/${created.id}`, input({ code: 'WELCOME_GIFT' }))).body.message).toBe('promotion_code_taken');
    expect((await ops('PUT', '/ops/promotions/999999', input())).body.message).toBe('promotion_not_found');
  });

  it('switches a promotion off and on, hiding it from members while off', async () => {
    const created = (await ops('POST', '/ops/promotions', input())).body.value;
    const off = await ops('POST', `/ops/promotions/${created.id}/enabled`, { enabled: false });
    expect(off.body.value).toMatchObject({ enabled: false, state: 'disabled' });
    expect(await auditRows('promotion.disable', created.id)).toHaveLength(1);
    const codesNow = async () => ((await api.get('/wps/promotion/list')).body.value as { code: string }[]).map((p) => p.code);
    expect(await codesNow()).not.toContain(created.code);
    const disabled = await ops('GET', '/ops/promotions?state=disabled&pageSize=200');
    expect(disabled.body.value.rows.map((r: { id: number }) => r.id)).toContain(created.id);
    await ops('POST', `/ops/promotions/${created.id}/enabled`, { enabled: true });
    expect(await codesNow()).toContain(created.code);
  });

  it('reorders the given promotions among the places they hold, the others staying put', async () => {
    const ids = async () => ((await ops('GET', '/ops/promotions?pageSize=200')).body.value.rows as { id: number }[]).map((r) => r.id);
    const all = await ids();
    const [a, b, c] = all as [number, number, number];
    const reply = await ops('PUT', '/ops/promotions/order', { ids: [c, a] });
    expect(reply.status).toBe(200);
    expect(await ids()).toEqual([c, b, a, ...all.slice(3)]);
    const rows = (await ops('GET', '/ops/promotions?pageSize=200')).body.value.rows as { sort: number }[];
    expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i));
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'promotion.reorder').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual([c, b, a, ...all.slice(3)]);
    expect((await ops('PUT', '/ops/promotions/order', { ids: [999999] })).body.message).toBe('promotion_not_found');
    expect((await ops('PUT', '/ops/promotions/order', { ids: [a, a] })).body.message).toBe('invalid_parameter');
  });

  it('filters the list by text, category and state', async () => {
    const found = (await ops('GET', '/ops/promotions?q=festival')).body.value;
    expect(found.rows.map((r: { code: string }) => r.code)).toEqual(['FESTIVAL_FIRST_DEPOSIT']);
    const newbie = (await ops('GET', '/ops/promotions?category=NEWBIE')).body.value;
    expect(newbie.rows.map((r: { code: string }) => r.code)).toEqual(['WELCOME_GIFT']);
    const scheduled = await ops('POST', '/ops/promotions', input({ startsAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const rows = (await ops('GET', '/ops/promotions?state=scheduled')).body.value.rows as { id: number; state: string }[];
    expect(rows.map((r) => r.id)).toContain(scheduled.body.value.id);
    expect(rows.every((r) => r.state === 'scheduled')).toBe(true);
  });
});

describe('reward kinds and banners', () => {
  it('lists each kind that has a rule with its parameters as JSON Schema', async () => {
    const kinds = (await ops('GET', '/ops/promotions/kinds', undefined, 'cs')).body.value as { kind: string; params: any }[];
    const first = kinds.find((k) => k.kind === 'first_deposit');
    expect(first?.params.type).toBe('object');
    expect(first?.params.properties.percent).toMatchObject({ type: 'number', minimum: 0.01 });
    expect(first?.params.properties.scope.enum).toEqual(['lifetime', 'promotion']);
    expect(first?.params.required).not.toContain('scope');
    expect(kinds.every((k) => ruleOf(k.kind) !== null)).toBe(true);
  });

  it('stores a png or webp banner by its bytes and serves it; refuses anything else', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
    const stored = await multipart(png, 'banner.png');
    expect(stored.statusCode).toBe(200);
    const url = stored.json().value.url as string;
    expect(url).toMatch(/^\/wps\/promotion\/banner\/\d+$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);
    expect((await multipart(webp, 'b.webp')).statusCode).toBe(200);
    const text = await multipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(text.json().message).toBe('promotion_banner_invalid');
    expect((await ops('POST', '/ops/promotions/banner', {})).body.message).toBe('promotion_banner_invalid');
    const uploadAudits = await db().selectFrom('audit_log').select('outcome').where('action', '=', 'promotion.banner_upload').execute();
    expect(uploadAudits.filter((a) => a.outcome === 'ok')).toHaveLength(2);
    const created = await ops('POST', '/ops/promotions', input({ bannerUrl: url }));
    expect(created.body.value.bannerUrl).toBe(url);
  });
});
