import { announcementPageSchema, bannerSchema, envelopeSchema } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: any; message: string } };
}

describe('GET /wps/content/banners', () => {
  it('lists the banners of a group in order', async () => {
    const { status, body } = await get('/wps/content/banners?group=w_home');
    expect(status).toBe(200);
    const banners = envelopeSchema(z.array(bannerSchema)).parse(body).value ?? [];
    expect(banners.length).toBe(5);
    expect(banners.every((b) => b.groupName === 'w_home')).toBe(true);
    expect(banners[0]).toMatchObject({ url: '/demo/banners/w_home-1.svg', linkageType: 'INTERNAL', link: '/promotions' });
  });

  it('lists every group without a filter and hides banners out of their window', async () => {
    const all = await get('/wps/content/banners');
    const groups = new Set((all.body.value as { groupName: string }[]).map((b) => b.groupName));
    expect(groups).toEqual(new Set(['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget']));
    await t.database.db
      .updateTable('banner')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('image_path', '=', '/demo/banners/w_home-5.svg')
      .execute();
    const home = await get('/wps/content/banners?group=w_home');
    expect(home.body.value).toHaveLength(4);
  });

  it('refuses an unknown group with invalid_parameter', async () => {
    const { status, body } = await get('/wps/content/banners?group=w_nowhere');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'invalid_parameter' });
    expect(body.value.issues[0].path).toBe('group');
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('pages marquee announcements in the caller’s language, falling back to English', async () => {
    const zh = await get('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&pageNo=1&pageSize=2', { language: 'zh' });
    const page = envelopeSchema(announcementPageSchema).parse(zh.body).value;
    expect(page?.list).toHaveLength(2);
    expect(page?.totalPages).toBe(2);
    expect(page?.list[0]?.title).toBe('欢迎来到 Fortuna');
    const ja = await get('/wps/relay/MCSFE_getListAnnouncements?types=B', { language: 'ja' });
    expect(ja.body.value.list[0].title).toBe('Welcome to Fortuna');
    const my = await get('/wps/relay/MCSFE_getListAnnouncements?types=B');
    expect(my.body.value.list[0].title).toContain('Fortuna မှ');
  });

  it('filters by several types, leaving drafts and other audiences out', async () => {
    // The seeded PU popups are drafts; the agents' B notice is for agents only.
    const { body } = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&pageSize=9', { language: 'en' });
    expect(body.value.list.map((a: { type: string }) => a.type).sort()).toEqual(['B', 'B', 'B', 'PL']);
  });

  it.each([
    ['types=X', 'types'],
    ['types=B&pageNo=0', 'pageNo'],
    ['types=B&pageSize=1000', 'pageSize'],
    ['types=B&pageNo=abc', 'pageNo'],
    ['types=B&platform=Q', 'platform'],
  ])('refuses %s with invalid_parameter', async (query, field) => {
    const { status, body } = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe('invalid_parameter');
    expect(body.value.issues.some((i: { path: string }) => i.path.split('.')[0] === field)).toBe(true);
  });
});
