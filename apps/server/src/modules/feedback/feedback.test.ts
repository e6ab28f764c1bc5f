import { FEEDBACK_LIMITS } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '../../realtime/member-events';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let owner: string;
let content: string;
const published: { memberId: number; event: MemberEvent }[] = [];

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  tokens.player = await login('player01', 'Player123');
  tokens.other = await login('member02', 'Member123');
  owner = await operatorToken(t.database.db, 'fb_owner', 'owner');
  content = await operatorToken(t.database.db, 'fb_content', 'content');
  t.app.memberEvents.setPublisher((memberId, event) => published.push({ memberId, event }));
}, 60_000);
afterAll(async () => t?.close());

const as = (who: string) => ({ authorization: tokens[who] as string });
const ops = (token = owner) => ({ authorization: token, 'x-forwarded-for': freshIp() });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

type File = { name: string; type: string; bytes: Buffer };
function multipart(fields: Record<string, string>, files: File[] = []) {
  const boundary = '----fortunafeedback';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(who: string, fields: Record<string, string>, files: File[] = []) {
  const body = multipart(fields, files);
  const res = await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: body.payload, headers: { ...body.headers, ...as(who) } });
  return { status: res.statusCode, body: res.json() };
}

const VALID = { type: 'DEPOSIT', content: 'My bank transfer of 50,000 Ks is not credited yet.' };

describe('PUT /wps/feedback', () => {
  it('stores a question with images (sniffed by content) for the member, who alone may read it and its images', async () => {
    const sent = await send('player', VALID, [
      { name: 'a.png', type: 'image/png', bytes: PNG },
      { name: 'renamed.gif', type: 'image/gif', bytes: JPG },
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ type: 'DEPOSIT', status: 'open', content: VALID.content, replies: [] });
    expect(sent.body.value.imageIds).toHaveLength(2);
    const [first, second] = sent.body.value.imageIds;
    const id = sent.body.value.id;

    const image = await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}/images/${second}`, headers: as('player') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(JPG)).toBe(true);

    // Another member: the feedback and its images do not exist.
    expect((await api.get(`/wps/feedback/${id}`, as('other'))).body.message).toBe('feedback_not_found');
    expect((await api.get(`/wps/feedback/${id}`, as('other'))).status).toBe(404);
    const stolen = await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}/images/${first}`, headers: as('other') });
    expect(stolen.statusCode).toBe(404);
    expect((await api.get('/wps/feedback', as('other'))).body.value.list.map((f: { id: number }) => f.id)).not.toContain(id);
    // An image of another feedback through this one is not found either.
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/feedback/${id + 1000}/images/${first}`, headers: as('player') })).statusCode,
    ).toBe(404);
    // Without a session: refused.
    expect((await api.get(`/wps/feedback/${id}`)).body.message).toBe('not_logged_in');
  });

  it('accepts JSON without images', async () => {
    const res = await api.put('/wps/feedback', { type: 'SUGGESTION', content: 'Please add more fishing games.' }, as('player'));
    expect(res.status).toBe(200);
    expect(res.body.value.imageIds).toEqual([]);
  });

  it('refuses an unknown type and content outside its bounds, storing nothing', async () => {
    const before = await t.database.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const fields of [
      { ...VALID, type: 'LOTTERY_WIN' },
      { ...VALID, content: 'short' },
      { ...VALID, content: 'x'.repeat(FEEDBACK_LIMITS.contentMax + 1) },
      { type: 'DEPOSIT' },
    ]) {
      const res = await send('player', fields, [{ name: 'a.png', type: 'image/png', bytes: PNG }]);
      expect(res.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(res.body.message).toBe('invalid_parameter');
    }
    const after = await t.database.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a fourth image, a file that is not a PNG or JPEG, and an image over 5 MB', async () => {
    const four = await send(
      'player',
      VALID,
      [PNG, PNG, JPG, JPG].map((bytes, i) => ({ name: `${i}.png`, type: 'image/png', bytes })),
    );
    expect(four).toMatchObject({ status: 400, body: { message: 'feedback_too_many_images' } });
    const gif = await send('player', VALID, [{ name: 'x.png', type: 'image/png', bytes: Buffer.from('GIF89a not really a png') }]);
    expect(gif).toMatchObject({ status: 400, body: { message: 'feedback_image_invalid' } });
    const html = await send('player', VALID, [{ name: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('<script>alert(1)</script>') }]);
    expect(html.body.message).toBe('feedback_image_invalid');
    const big = await send('player', VALID, [
      { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(FEEDBACK_LIMITS.imageBytes)]) },
    ]);
    expect(big).toMatchObject({ status: 413, body: { message: 'payload_too_large' } });
  });
});

describe('the back office', () => {
  it('queues by status, shows the thread with images, replies (member event, unread badge) and closes, audited', async () => {
    const sent = await send('player', { type: 'WITHDRAWAL', content: 'Withdrawal #12 has been pending for two hours.' }, [
      { name: 'a.png', type: 'image/png', bytes: PNG },
    ]);
    const id = sent.body.value.id as number;
    const open = await api.get('/ops/feedback?status=open&pageSize=200', ops());
    expect(open.body.value.rows.map((r: { id: number }) => r.id)).toContain(id);
    const row = open.body.value.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ username: 'player01', type: 'WITHDRAWAL', images: 1, replies: 0 });

    const thread = await api.get(`/ops/feedback/${id}`, ops());
    expect(thread.body.value).toMatchObject({ username: 'player01', status: 'open' });
    const image = await t.app.inject({ method: 'GET', url: `/ops/feedback/${id}/images/${thread.body.value.imageIds[0]}`, headers: ops() });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // A content operator has neither support.read nor support.write.
    expect((await api.get(`/ops/feedback/${id}`, ops(content))).status).toBe(403);
    expect((await api.post(`/ops/feedback/${id}/reply`, { content: 'Hi' }, ops(content))).status).toBe(403);

    published.length = 0;
    const reply = await api.post(`/ops/feedback/${id}/reply`, { content: 'It was paid a moment ago. <b>Thanks</b>' }, ops());
    expect(reply.status).toBe(200);
    expect(reply.body.value.status).toBe('answered');
    expect(reply.body.value.replies).toMatchObject([{ content: 'It was paid a moment ago. <b>Thanks</b>', operator: 'fb_owner' }]);
    const member = await t.database.db.selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
    expect(published).toMatchObject([
      { memberId: member.id, event: { type: 'FEEDBACK_REPLIED', payload: { feedbackId: id, type: 'WITHDRAWAL' } } },
    ]);

    const list = await api.get('/wps/feedback', as('player'));
    expect(list.body.value.unread).toBeGreaterThanOrEqual(1);
    expect(list.body.value.list.find((f: { id: number }) => f.id === id).unread).toBe(true);
    const mine = await api.get(`/wps/feedback/${id}`, as('player'));
    expect(mine.body.value.replies[0].content).toBe('It was paid a moment ago. <b>Thanks</b>');
    // The member is not told the operator's login name.
    expect(mine.body.value.replies[0].operator).toBeNull();
    expect((await api.get('/wps/feedback', as('player'))).body.value.list.find((f: { id: number }) => f.id === id).unread).toBe(false);

    const closed = await api.post(`/ops/feedback/${id}/close`, {}, ops());
    expect(closed.body.value.status).toBe('closed');
    const late = await api.post(`/ops/feedback/${id}/reply`, { content: 'One more thing' }, ops());
    expect(late).toMatchObject({ status: 409, body: { message: 'feedback_closed' } });
    expect((await api.get('/ops/feedback?status=closed&pageSize=200', ops())).body.value.rows.map((r: { id: number }) => r.id)).toContain(
      id,
    );

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'feedback')
      .where('target_id', '=', String(id))
      .where('outcome', '=', 'ok')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['feedback.reply', 'feedback.close']);
  });

  it('answers not-found for an unknown feedback and refuses an empty reply', async () => {
    expect((await api.get('/ops/feedback/99999999', ops())).body.message).toBe('feedback_not_found');
    expect((await api.post('/ops/feedback/99999999/reply', { content: 'x' }, ops())).status).toBe(404);
    expect((await api.post('/ops/feedback/1/reply', { content: '   ' }, ops())).status).toBe(400);
  });
});
