import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, operatorToken, seedSettledRound, type TestApp } from '../../testing/index';
import { businessDays } from '../agent-reports/business-days';
import { isoDay } from '../missions/periods';

let t: TestApp;
let owner: string;
let auditor: string;
let service: string;
const db = () => t.database.db;

type Reply = { status: number; body: { success: boolean; value: any; message: string; code?: string } };

async function call(method: string, url: string, body?: unknown, token = owner, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: token } : {}),
      'x-forwarded-for': freshIp(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
}
const visitor = (url: string, language = 'en') => call('GET', url, undefined, '', { language });

async function lastAudit(action: string) {
  return db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  owner = await operatorToken(db(), 'pages_owner', 'owner');
  auditor = await operatorToken(db(), 'pages_auditor', 'auditor');
  service = await operatorToken(db(), 'pages_service', 'customer_service');
}, 60_000);
afterAll(async () => t?.close());

describe('winners list and jackpot ranking', () => {
  let zone: string;
  let slot: { id: number; category: string };
  let fish: { id: number; category: string };

  beforeAll(async () => {
    const merchant = await db().selectFrom('merchant').select(['time_zone', 'id']).where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    zone = merchant.time_zone;
    slot = await db()
      .selectFrom('game')
      .select(['id', 'category_code as category'])
      .where('category_code', '=', 'RNG')
      .executeTakeFirstOrThrow();
    fish = await db()
      .selectFrom('game')
      .select(['id', 'category_code as category'])
      .where('category_code', '=', 'FISH')
      .executeTakeFirstOrThrow();
    // The merchant's today and yesterday (its zone), a minute into each, whatever the runner's clock.
    const today = isoDay(new Date(), zone);
    const todayStart = businessDays(today, today, zone).start;
    const yesterdayStart = new Date(todayStart.getTime() - 86_400_000 + 60_000);
    const inToday = new Date(Math.min(todayStart.getTime() + 60_000, Date.now() - 1000));
    const round = (gameId: number, bet: bigint, win: bigint, settledAt: Date, playMoney = false) =>
      seedSettledRound(db(), { username: 'player01', gameId, bet, win, settledAt, playMoney });
    await round(slot.id, 100n, 5_000_000n, inToday); // 50,000.00 on 1.00: ×50000
    await round(slot.id, 100_000n, 123_456_789n, inToday); // 1,234,567.89 on 1,000.00: ×1234.57
    await round(fish.id, 1_000n, 250_050n, inToday); // 2,500.50 on 10.00: ×250.05
    await round(slot.id, 1_000n, 999_999_999n, inToday, true); // play money: never listed
    await round(slot.id, 1_000n, 777_700n, yesterdayStart); // yesterday
    await round(slot.id, 1_000n, 888_800n, new Date(todayStart.getTime() - 40 * 86_400_000)); // outside 30 days
  });

  it("lists today's real-money wins biggest first, masked, with the range's business days", async () => {
    const reply = await visitor('/wps/game/winners?range=today');
    expect(reply.status).toBe(200);
    const page = reply.body.value;
    expect(page.firstDay).toBe(isoDay(new Date(), zone));
    expect(page.lastDay).toBe(page.firstDay);
    expect(page.total).toBe(3);
    expect(page.list.map((row: { winAmount: string }) => row.winAmount)).toEqual(['1234567.89', '50000.00', '2500.50']);
    expect(page.list[0]).toMatchObject({ player: 'pl****01', betAmount: '1000.00', gameType: 'RNG' });
    expect(JSON.stringify(page)).not.toContain('player01');
  });

  it('filters by category, pages, and widens with the range presets', async () => {
    const fishOnly = (await visitor('/wps/game/winners?range=today&gameCategory=FISH')).body.value;
    expect(fishOnly.list.map((row: { winAmount: string }) => row.winAmount)).toEqual(['2500.50']);
    const second = (await visitor('/wps/game/winners?range=today&pageNo=2&pageSize=2')).body.value;
    expect(second).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(second.list.map((row: { winAmount: string }) => row.winAmount)).toEqual(['2500.50']);
    const yesterday = (await visitor('/wps/game/winners?range=yesterday')).body.value;
    expect(yesterday.list.map((row: { winAmount: string }) => row.winAmount)).toEqual(['7777.00']);
    const week = (await visitor('/wps/game/winners?range=last_7_days')).body.value;
    expect(week.total).toBe(4);
    expect((await visitor('/wps/game/winners?range=last_30_days')).body.value.total).toBe(4);
  });

  it('refuses malformed queries with a 4xx envelope', async () => {
    for (const url of [
      '/wps/game/winners?range=forever',
      '/wps/game/winners?pageSize=500',
      '/wps/game/winners?gameCategory=NOPE',
      '/wps/game/jackpotRanking?period=year',
    ]) {
      const reply = await visitor(url);
      expect(reply.status, url).toBe(400);
      expect(reply.body.success).toBe(false);
    }
  });

  it('ranks the biggest multipliers of the period, a small stake first when it multiplied most', async () => {
    const ranking = (await visitor('/wps/game/jackpotRanking?period=today')).body.value;
    expect(ranking.list.map((row: { multiplier: string; rank: number }) => [row.rank, row.multiplier])).toEqual([
      [1, '50000.00'],
      [2, '1234.57'],
      [3, '250.05'],
    ]);
    const fishOnly = (await visitor('/wps/game/jackpotRanking?period=month&gameCategory=FISH')).body.value;
    expect(fishOnly.list).toHaveLength(1);
    expect(fishOnly.list[0]).toMatchObject({ player: 'pl****01', winAmount: '2500.50' });
  });
});

describe('blog', () => {
  const texts = {
    en: {
      title: 'Hello <b>world</b>',
      summary: 'A summary',
      html: '<p>Safe <strong>text</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    },
    zh: { title: '你好', summary: '摘要', html: '<p>中文<a href="javascript:alert(3)">链接</a></p>' },
  };

  it('keeps a new post a draft, sanitizes its HTML on save, and audits each step', async () => {
    const created = await call('POST', '/ops/pages/blog', { coverUrl: '', category: 'news', texts });
    expect(created.status).toBe(200);
    const post = created.body.value;
    expect(post.status).toBe('draft');
    expect(post.texts.en.html).toContain('<strong>text</strong>');
    expect(post.texts.en.html).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(post.texts.zh.html).not.toContain('javascript:');
    // Titles are plain text: kept as typed, rendered as text by the web.
    expect(post.texts.en.title).toBe('Hello <b>world</b>');
    const stored = await db().selectFrom('blog_post').select('texts').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.texts)).not.toMatch(/onerror|<script/);
    expect((await lastAudit('pages.blog.create'))?.target_id).toBe(String(post.id));

    expect((await visitor(`/wps/content/blog/${post.id}`)).status).toBe(404);
    const published = await call('POST', `/ops/pages/blog/${post.id}/publish`, {});
    expect(published.body.value.status).toBe('published');
    const article = await visitor(`/wps/content/blog/${post.id}`, 'zh');
    expect(article.body.value).toMatchObject({ title: '你好', language: 'zh', category: 'news' });
    const fallback = await visitor(`/wps/content/blog/${post.id}`, 'my');
    expect(fallback.body.value.language).not.toBe('my');
    const audit = await lastAudit('pages.blog.publish');
    expect(audit?.before).toMatchObject({ status: 'draft' });
    expect(audit?.after).toMatchObject({ status: 'published' });

    const list = (await visitor('/wps/content/blog?pageSize=30')).body.value;
    expect(list.list.map((row: { id: number }) => row.id)).toContain(post.id);
    expect(list.categories).toContain('news');

    await call('POST', `/ops/pages/blog/${post.id}/withdraw`, {});
    expect((await visitor(`/wps/content/blog/${post.id}`)).status).toBe(404);
    expect((await lastAudit('pages.blog.withdraw'))?.after).toMatchObject({ status: 'withdrawn' });
  });

  it('schedules a post: hidden until its time, listed as scheduled in the back office', async () => {
    const post = (await call('POST', '/ops/pages/blog', { coverUrl: '/demo/banners/w_home-1.svg', category: '', texts: { en: texts.en } }))
      .body.value;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/ops/pages/blog/${post.id}/publish`, { publishAt: at });
    expect(scheduled.body.value).toMatchObject({ status: 'scheduled', publishAt: at });
    expect((await visitor(`/wps/content/blog/${post.id}`)).status).toBe(404);
    const listed = (await call('GET', '/ops/pages/blog?status=scheduled')).body.value;
    expect(listed.rows.map((row: { id: number }) => row.id)).toContain(post.id);
    await sql`UPDATE blog_post SET publish_at = now() - interval '1 minute' WHERE id = ${post.id}`.execute(db());
    expect((await visitor(`/wps/content/blog/${post.id}`)).status).toBe(200);
  });

  it('edits content without changing state, deletes, and answers not-found for another id', async () => {
    const post = (await call('POST', '/ops/pages/blog', { coverUrl: '', category: '', texts: { en: texts.en } })).body.value;
    const updated = await call('PUT', `/ops/pages/blog/${post.id}`, {
      coverUrl: '',
      category: 'guides',
      texts: { en: { title: 'New', summary: '', html: '<p onclick="x()">New</p>' } },
    });
    expect(updated.body.value).toMatchObject({ status: 'draft', category: 'guides' });
    expect(updated.body.value.texts.en.html).toBe('<p>New</p>');
    expect((await lastAudit('pages.blog.update'))?.before).toMatchObject({ category: '' });
    expect((await call('DELETE', `/ops/pages/blog/${post.id}`)).status).toBe(200);
    expect((await call('GET', `/ops/pages/blog/${post.id}`)).status).toBe(404);
    expect((await call('POST', '/ops/pages/blog/999999/publish', {})).status).toBe(404);
  });

  it('refuses malformed posts with a 4xx and writes nothing', async () => {
    const before = await db()
      .selectFrom('blog_post')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const body of [
      { coverUrl: '', category: '', texts: {} },
      { coverUrl: 'javascript:alert(1)', category: '', texts: { en: texts.en } },
      { coverUrl: '', category: '', texts: { en: { title: '', summary: '', html: '' } } },
      { coverUrl: '', category: '', texts: { xx: texts.en } },
      { coverUrl: '', category: 'x'.repeat(41), texts: { en: texts.en } },
    ]) {
      const reply = await call('POST', '/ops/pages/blog', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/ops/pages/blog/1/publish', { publishAt: 'tomorrow' })).status).toBe(400);
    expect((await visitor('/wps/content/blog/abc')).status).toBe(400);
    const after = await db()
      .selectFrom('blog_post')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('mirrors, licence and app links', () => {
  it('replaces the mirror list in order and shows it with the licence; audited', async () => {
    const mirrors = [
      { label: 'B <i>site</i>', url: 'https://b.example.com', note: 'second <script>' },
      { label: 'A', url: 'https://a.example.com', note: '' },
    ];
    const reply = await call('PUT', '/ops/pages/mirrors', { mirrors });
    expect(reply.status).toBe(200);
    expect((await lastAudit('pages.mirrors'))?.after).toMatchObject([{ label: 'B <i>site</i>' }, { label: 'A' }]);
    const licence = await call('PUT', '/ops/pages/licence', {
      text: 'Licensed <b>x</b>',
      number: 'N-1',
      url: 'https://reg.example.com/n-1',
    });
    expect(licence.status).toBe(200);
    const page = (await visitor('/wps/content/mirrors')).body.value;
    expect(page.mirrors.map((m: { label: string; note: string }) => [m.label, m.note])).toEqual([
      ['B <i>site</i>', 'second <script>'],
      ['A', ''],
    ]);
    expect(page.licence).toEqual({ text: 'Licensed <b>x</b>', number: 'N-1', url: 'https://reg.example.com/n-1' });
    const whitelabel = (await visitor('/wps/system/whitelabel')).body.value;
    expect(whitelabel.merchant).toMatchObject({
      licence: 'Licensed <b>x</b>',
      licenceNumber: 'N-1',
      licenceUrl: 'https://reg.example.com/n-1',
    });
    expect((await lastAudit('pages.licence'))?.after).toMatchObject({ number: 'N-1' });
  });

  it('sets the app download links the download page and side menu read', async () => {
    const apps = [
      { type: 'ANDROID', url: 'https://dl.example.com/app.apk' },
      { type: 'IOS', url: 'https://dl.example.com/ios' },
    ];
    expect((await call('PUT', '/ops/pages/apps', { apps })).status).toBe(200);
    const resources = (await visitor('/wps/system/whitelabel')).body.value.resources as { type: string; url: string }[];
    expect(resources.filter((r) => ['IOS', 'ANDROID', 'IOS_LITE'].includes(r.type)).map((r) => [r.type, r.url])).toEqual([
      ['IOS', 'https://dl.example.com/ios'],
      ['ANDROID', 'https://dl.example.com/app.apk'],
    ]);
    expect((await call('GET', '/ops/pages/settings')).body.value.apps).toEqual([
      { type: 'IOS', url: 'https://dl.example.com/ios' },
      { type: 'ANDROID', url: 'https://dl.example.com/app.apk' },
    ]);
    expect((await lastAudit('pages.apps'))?.after).toHaveLength(2);
  });

  it('refuses bad links and lists with a 4xx', async () => {
    for (const [url, body] of [
      ['/ops/pages/apps', { apps: [{ type: 'IOS', url: 'http://plain.example.com' }] }],
      [
        '/ops/pages/apps',
        {
          apps: [
            { type: 'IOS', url: 'https://a.example.com' },
            { type: 'IOS', url: 'https://b.example.com' },
          ],
        },
      ],
      ['/ops/pages/mirrors', { mirrors: [{ label: '', url: 'https://a.example.com', note: '' }] }],
      ['/ops/pages/mirrors', { mirrors: [{ label: 'x', url: 'javascript:alert(1)', note: '' }] }],
      ['/ops/pages/licence', { text: '', number: '', url: 'javascript:alert(1)' }],
    ] as const) {
      expect((await call('PUT', url, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('authorization', () => {
  it('lets content.read read and only content.write write', async () => {
    expect((await call('GET', '/ops/pages/settings', undefined, auditor)).status).toBe(200);
    expect((await call('GET', '/ops/pages/blog', undefined, service)).status).toBe(200);
    expect((await call('PUT', '/ops/pages/mirrors', { mirrors: [] }, auditor)).status).toBe(403);
    expect(
      (await call('POST', '/ops/pages/blog', { coverUrl: '', category: '', texts: { en: { title: 'x', summary: '', html: '' } } }, service))
        .status,
    ).toBe(403);
    expect((await call('GET', '/ops/pages/settings', undefined, '')).status).toBe(401);
  });
});
