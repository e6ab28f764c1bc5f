import { HELP_SECTION_IDS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';
import { pickHelpLanguage } from './help.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: string;
let service: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  owner = await operatorToken(t.database.db, 'help_owner', 'owner');
  service = await operatorToken(t.database.db, 'help_cs', 'customer_service');
}, 60_000);
afterAll(async () => t?.close());

const ops = (token = owner) => ({ authorization: token, 'x-forwarded-for': freshIp() });

describe('pickHelpLanguage', () => {
  it('takes the asked language, else the site default, else English, else the first', () => {
    expect(pickHelpLanguage(['en', 'zh', 'my'], 'zh', 'my')).toBe('zh');
    expect(pickHelpLanguage(['en', 'my'], 'th', 'my')).toBe('my');
    expect(pickHelpLanguage(['en', 'zh'], 'th', 'my')).toBe('en');
    expect(pickHelpLanguage(['zh'], 'th', 'my')).toBe('zh');
    expect(pickHelpLanguage([], 'th', 'my')).toBeUndefined();
  });
});

describe('/wps/system/helpCenter', () => {
  it('answers every seeded section in the asked language, by GET and by POST', async () => {
    for (const lang of ['en', 'zh', 'my']) {
      const get = await api.get(`/wps/system/helpCenter?lang=${lang}&device=WEB`);
      expect(get.status).toBe(200);
      expect(get.body.value.lang).toBe(lang);
      expect(get.body.value.sections.map((s: { id: string }) => s.id)).toEqual([...HELP_SECTION_IDS]);
      for (const section of get.body.value.sections) {
        expect(section.lang).toBe(lang);
        expect(section.content.length).toBeGreaterThan(200);
      }
      const post = await api.post('/wps/system/helpCenter', { lang, device: 'WEB' });
      expect(post.body.value).toEqual(get.body.value);
    }
    const zh = await api.get('/wps/system/helpCenter?lang=zh');
    expect(zh.body.value.sections.find((s: { id: string }) => s.id === 'term').title).toBe('使用条款');
  });

  it('falls back to the site language, then English, for a language without texts; the header language is used without lang', async () => {
    const th = await api.get('/wps/system/helpCenter?lang=th');
    expect(th.body.value.lang).toBe('th');
    expect(th.body.value.sections[0].lang).toBe('my');
    const header = await api.get('/wps/system/helpCenter', { language: 'en' });
    expect(header.body.value.sections[0].lang).toBe('en');
  });

  it('refuses a malformed device with a 4xx', async () => {
    const bad = await api.get('/wps/system/helpCenter?device=TOASTER');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('invalid_parameter');
  });
});

describe('/ops/help', () => {
  it('lists every section with its texts; customer service reads but may not write', async () => {
    const overview = await api.get('/ops/help', ops(service));
    expect(overview.status).toBe(200);
    expect(overview.body.value.sections).toHaveLength(HELP_SECTION_IDS.length);
    expect(overview.body.value.sections[1].texts.map((x: { lang: string }) => x.lang).sort()).toEqual(['en', 'my', 'zh']);
    const refused = await api.put('/ops/help/term/en', { title: 'x', content: '<p>x</p>' }, ops(service));
    expect(refused.status).toBe(403);
  });

  it('sanitizes HTML on save, audits it, and players read the saved text', async () => {
    const html = '<p onclick="alert(1)">Hello <script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a></p>';
    const saved = await api.put('/ops/help/privacy/ja', { title: 'プライバシー', content: html }, ops());
    expect(saved.status).toBe(200);
    expect(saved.body.value.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(saved.body.value.content).toContain('Hello');
    const player = await api.get('/wps/system/helpCenter?lang=ja');
    const privacy = player.body.value.sections.find((s: { id: string }) => s.id === 'privacy');
    expect(privacy).toMatchObject({ lang: 'ja', title: 'プライバシー', content: saved.body.value.content });
    // Another section has no Japanese text: it falls back.
    expect(player.body.value.sections.find((s: { id: string }) => s.id === 'term').lang).toBe('my');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'help.text')
      .where('target_id', '=', 'privacy:ja')
      .where('outcome', '=', 'ok')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses HTML that sanitizes to nothing, an unknown section and a language the site does not offer', async () => {
    expect((await api.put('/ops/help/term/en', { title: 'T', content: '<script>alert(1)</script>' }, ops())).body.value.reason).toBe(
      'content_empty',
    );
    expect((await api.put('/ops/help/nope/en', { title: 'T', content: '<p>x</p>' }, ops())).status).toBe(400);
    await t.database.db
      .updateTable('merchant')
      .set({ languages: ['my', 'en', 'zh'] })
      .where('code', '=', 'FORTUNA')
      .execute();
    try {
      const refused = await api.put('/ops/help/term/ja', { title: 'T', content: '<p>x</p>' }, ops());
      expect(refused.body.value.reason).toBe('language_not_offered');
    } finally {
      await t.database.db
        .updateTable('merchant')
        .set({
          languages: (
            await t.database.db.selectFrom('merchant').select('languages').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()
          ).languages.concat(['ja']),
        })
        .where('code', '=', 'FORTUNA')
        .execute();
    }
  });

  it('orders and switches sections off; a disabled section leaves the player call', async () => {
    const changed = await api.put(
      '/ops/help/sections',
      { sections: ['faq', ...HELP_SECTION_IDS.filter((id) => id !== 'faq')].map((id, sort) => ({ id, sort, enabled: id !== 'agent' })) },
      ops(),
    );
    expect(changed.status).toBe(200);
    const ids = (await api.get('/wps/system/helpCenter?lang=en')).body.value.sections.map((s: { id: string }) => s.id);
    expect(ids[0]).toBe('faq');
    expect(ids).not.toContain('agent');
    await api.put('/ops/help/sections', { sections: HELP_SECTION_IDS.map((id, sort) => ({ id, sort, enabled: true })) }, ops());
    expect((await api.get('/wps/system/helpCenter?lang=en')).body.value.sections.map((s: { id: string }) => s.id)).toEqual([
      ...HELP_SECTION_IDS,
    ]);
    const duplicate = await api.put(
      '/ops/help/sections',
      {
        sections: [
          { id: 'faq', sort: 0, enabled: true },
          { id: 'faq', sort: 1, enabled: true },
        ],
      },
      ops(),
    );
    expect(duplicate.status).toBe(400);
  });
});
