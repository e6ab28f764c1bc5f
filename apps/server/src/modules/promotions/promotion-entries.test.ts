import { isModuleEnabled, MODULE_IDS, PROMOTION_APPLICATION } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '../../realtime/member-events';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';

/**
 * Joining a promotion, applying for one (each limit its own code), the back office's review
 * (approve pays once, reject with a reason, re-apply), and the account figures of member/info.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let owner: string;
let auditor: string;
const published: { memberId: number; event: MemberEvent }[] = [];
const db = () => t.database.db;

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}
const as = (who: string) => ({ authorization: tokens[who] as string });
const ops = (token = owner) => ({ authorization: token, 'x-forwarded-for': freshIp() });
async function promotionId(code: string) {
  return (await db().selectFrom('promotion').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}
const balance = async (who: string) => Number((await api.get('/wps/v2/wallets/balance', as(who))).body.value.balance);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
type File = { name: string; type: string; bytes: Buffer };

function multipart(fields: Record<string, string>, files: File[] = []) {
  const boundary = '----fortunaapply';
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
async function apply(who: string, fields: Record<string, string>, files: File[] = []) {
  const body = multipart(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/promotion/apply',
    payload: body.payload,
    headers: { ...body.headers, ...as(who) },
  });
  return { status: res.statusCode, body: res.json() };
}
const entries = async () =>
  Number(
    (
      await db()
        .selectFrom('promotion_entry')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  tokens.player = await login('player01', 'Player123');
  tokens.member02 = await login('member02', 'Member123');
  owner = await operatorToken(db(), 'promo_owner', 'owner');
  auditor = await operatorToken(db(), 'promo_auditor', 'auditor');
  t.app.memberEvents.setPublisher((memberId, event) => published.push({ memberId, event }));
}, 60_000);
afterAll(async () => t?.close());

describe('joining a promotion', () => {
  it('goes JOIN → CLAIM once joined (idempotent), and refuses a claim before the join', async () => {
    const merchant = await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    const row = await db()
      .insertInto('promotion')
      .values({
        merchant_id: merchant.id,
        code: 'JOIN_TEST',
        category: 'OTHER',
        starts_at: new Date(Date.now() - 60_000),
        audience: JSON.stringify({ kind: 'everyone' }),
        take_mode: 'join',
        reward_kind: 'newbie',
        rule: JSON.stringify({ amount: '5.00', withinDays: 365 }),
        texts: JSON.stringify({ en: { title: 'Join test', summary: '', html: '' } }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id;
    expect((await api.get(`/wps/promotion/detail?id=${id}`, as('player'))).body.value.status).toBe('JOIN');
    const early = await api.post('/wps/promotion/claim', { promotionId: id, requestId: 'join-claim-0' }, as('player'));
    expect(early.body.message).toBe('promotion_wrong_mode');
    const before = await entries();
    const [a, b] = await Promise.all([
      api.post('/wps/promotion/join', { promotionId: id, requestId: 'join-req-01' }, as('player')),
      api.post('/wps/promotion/join', { promotionId: id, requestId: 'join-req-02' }, as('player')),
    ]);
    expect(a.body.value).toEqual({ promotionId: id, status: 'CLAIM' });
    expect(b.body.value).toEqual({ promotionId: id, status: 'CLAIM' });
    expect(await entries()).toBe(before + 1);
    const claimed = await api.post('/wps/promotion/claim', { promotionId: id, requestId: 'join-claim-1' }, as('player'));
    expect(claimed.body.value.amount).toBe('5.00');
    const again = await api.post('/wps/promotion/join', { promotionId: id, requestId: 'join-req-03' }, as('player'));
    expect(again.body.value.status).toBe('CLAIMED');
    // Not a join-mode promotion; not a promotion; bad input.
    const other = await api.post(
      '/wps/promotion/join',
      { promotionId: await promotionId('WELCOME_GIFT'), requestId: 'join-req-04' },
      as('player'),
    );
    expect(other.body.message).toBe('promotion_wrong_mode');
    expect((await api.post('/wps/promotion/join', { promotionId: 999_999, requestId: 'join-req-05' }, as('player'))).status).toBe(404);
    expect((await api.post('/wps/promotion/join', { promotionId: id, requestId: 'x' }, as('player'))).body.message).toBe(
      'invalid_parameter',
    );
    expect((await api.post('/wps/promotion/join', { promotionId: id, requestId: 'join-req-06' })).status).toBe(401);
  });
});

describe('applying for a promotion', () => {
  it('refuses a long comment, a fourth image, a renamed gif and an image over 5 MB, each with its own code, storing nothing', async () => {
    const id = String(await promotionId('SHARE_YOUR_WIN'));
    const before = await entries();
    const fields = { promotionId: id, comment: 'My win', requestId: 'apply-bad-01' };
    const long = await apply('player', { ...fields, comment: 'x'.repeat(PROMOTION_APPLICATION.commentMax + 1) });
    expect(long).toMatchObject({ status: 400, body: { message: 'promotion_comment_too_long', value: { max: 140 } } });
    const four = await apply(
      'player',
      fields,
      [PNG, PNG, JPG, JPG].map((bytes, i) => ({ name: `${i}.png`, type: 'image/png', bytes })),
    );
    expect(four).toMatchObject({ status: 400, body: { message: 'promotion_too_many_images' } });
    const gif = await apply('player', fields, [{ name: 'x.png', type: 'image/png', bytes: Buffer.from('GIF89a not really a png') }]);
    expect(gif).toMatchObject({ status: 400, body: { message: 'promotion_image_invalid' } });
    const big = await apply('player', fields, [
      { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) },
    ]);
    expect(big).toMatchObject({ status: 413, body: { message: 'payload_too_large' } });
    const empty = await apply('player', { ...fields, comment: '  ' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
    const wrong = await apply('player', { ...fields, promotionId: String(await promotionId('WELCOME_GIFT')) });
    expect(wrong.body.message).toBe('promotion_wrong_mode');
    expect(await entries()).toBe(before);
  });

  it('queues an application with 3 images; one open per period; images only for the member and operators; reject → re-apply → approve pays once', async () => {
    const id = await promotionId('SHARE_YOUR_WIN');
    const images = [
      { name: 'a.png', type: 'image/png', bytes: PNG },
      { name: 'b.jpg', type: 'image/jpeg', bytes: JPG },
      { name: 'c.png', type: 'image/png', bytes: PNG },
    ];
    const sent = await apply('player', { promotionId: String(id), comment: 'Shared on Facebook', requestId: 'apply-ok-01' }, images);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value).toMatchObject({ status: 'in_process', comment: 'Shared on Facebook', images: [1, 2, 3] });
    const entryId = sent.body.value.id as number;
    // A replay answers the same application; another one in the period is refused.
    expect((await apply('player', { promotionId: String(id), comment: 'again', requestId: 'apply-ok-01' })).body.value.id).toBe(entryId);
    const second = await apply('player', { promotionId: String(id), comment: 'again', requestId: 'apply-ok-02' });
    expect(second).toMatchObject({ status: 409, body: { message: 'promotion_application_open' } });
    expect((await api.get(`/wps/promotion/detail?id=${id}`, as('player'))).body.value.status).toBe('IN_PROCESS');
    expect((await api.get(`/wps/promotion/application?promotionId=${id}`, as('player'))).body.value.id).toBe(entryId);

    const mine = await t.app.inject({ method: 'GET', url: `/wps/promotion/application/${entryId}/images/2`, headers: as('player') });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.rawPayload.equals(JPG)).toBe(true);
    const stolen = await t.app.inject({ method: 'GET', url: `/wps/promotion/application/${entryId}/images/2`, headers: as('member02') });
    expect(stolen.statusCode).toBe(404);
    const opsImage = await t.app.inject({ method: 'GET', url: `/ops/promotions/applications/${entryId}/images/1`, headers: ops() });
    expect(opsImage.statusCode).toBe(200);
    expect(opsImage.headers['content-type']).toBe('image/png');

    // The queue; the auditor reads it but may not decide.
    const queue = await api.get(`/ops/promotions/applications?status=in_process&promotionId=${id}`, ops(auditor));
    expect(queue.body.value.rows.map((r: { id: number }) => r.id)).toContain(entryId);
    expect((await api.post(`/ops/promotions/applications/${entryId}/reject`, { reason: 'x' }, ops(auditor))).status).toBe(403);

    // Rejected with a reason: the member sees it and may apply again.
    const rejected = await api.post(`/ops/promotions/applications/${entryId}/reject`, { reason: 'Screenshot unreadable' }, ops());
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'Screenshot unreadable', decidedBy: 'promo_owner' });
    const detail = (await api.get(`/wps/promotion/detail?id=${id}`, as('player'))).body.value;
    expect(detail).toMatchObject({ status: 'REJECTED', rejectReason: 'Screenshot unreadable' });
    expect((await api.post(`/ops/promotions/applications/${entryId}/approve`, {}, ops())).body.message).toBe('already_decided');
    const again = await apply('player', { promotionId: String(id), comment: 'Clearer now', requestId: 'apply-ok-03' }, [images[0] as File]);
    expect(again.body.value).toMatchObject({ id: entryId, status: 'in_process', comment: 'Clearer now', images: [1], rejectReason: '' });

    // Approve: more than the rule is refused; then the rule's 18 is paid once, even when two operators approve at once.
    expect((await api.post(`/ops/promotions/applications/${entryId}/approve`, { amount: '18.01' }, ops())).body.message).toBe(
      'amount_out_of_range',
    );
    const start = await balance('player');
    published.length = 0;
    const [one, two] = await Promise.all([
      api.post(`/ops/promotions/applications/${entryId}/approve`, {}, ops()),
      api.post(`/ops/promotions/applications/${entryId}/approve`, {}, ops()),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const approved = one.status === 200 ? one : two;
    expect(approved.body.value).toMatchObject({ status: 'approved', bonus: { amount: '18.00' } });
    expect((one.status === 409 ? one : two).body.message).toBe('already_decided');
    expect(await balance('player')).toBe(start + 18);
    expect((await api.get(`/wps/promotion/detail?id=${id}`, as('player'))).body.value.status).toBe('ISSUED');
    expect(published.some((p) => p.event.type === 'NEW_MAIL' && (p.event.payload as { type?: string }).type === 'PROMOTION_ISSUED')).toBe(
      true,
    );
    const bonuses = (await api.get('/wps/promotion/bonuses', as('player'))).body.value.list as { promotionId: number; amount: string }[];
    expect(bonuses.filter((b) => b.promotionId === id)).toEqual([expect.objectContaining({ amount: '18.00' })]);
    const after = await apply('player', { promotionId: String(id), comment: 'more', requestId: 'apply-ok-04' });
    expect(after.body.message).toBe('promotion_already_taken');

    // Both decisions are audited.
    const { rows } = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE target_type = 'promotion_entry' AND target_id = ${String(entryId)} AND outcome = 'ok' ORDER BY id`.execute(
      db(),
    );
    expect(rows.map((r) => r.action)).toEqual(['promotion.application.reject', 'promotion.application.approve']);
  });
});

describe('account figures', () => {
  it('member/info carries the claimable count and whether the referral module is on', async () => {
    const info = (await api.get('/wps/member/info', as('member02'))).body.value;
    const hall = (await api.get('/wps/promotion/claimHall', as('member02'))).body.value as { claimable: string | null }[];
    expect(info.availablePromoCount).toBe(hall.filter((p) => p.claimable !== null).length);
    const whitelabel = (await api.get('/wps/system/whitelabel')).body.value;
    expect(info.availablePromo).toBe(isModuleEnabled(whitelabel.whitelabel, MODULE_IDS.referral));
    // A new-member bonus makes the count grow by one.
    await db().updateTable('member').set({ created_at: new Date() }).where('username', '=', 'member02').execute();
    const grown = (await api.get('/wps/member/info', as('member02'))).body.value;
    expect(grown.availablePromoCount).toBe(info.availablePromoCount + 1);
  });
});
