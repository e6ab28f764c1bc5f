import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../seed/data/site';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';
import { hashPassword } from '../auth/password';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;

function multipart(bytes: Buffer, name = 'icon.png', type = 'image/png') {
  const boundary = '----fortunaicon';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="icon"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(bytes: Buffer, name?: string, type?: string) {
  const body = multipart(bytes, name, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/info/icon',
    payload: body.payload,
    headers: { ...body.headers, authorization: token, merchant: 'FORTUNA' },
  });
  return { status: res.statusCode, body: res.json() };
}

const profile = () => api.get('/wps/member/info/profile', { authorization: token });
const save = (body: unknown) => api.put('/wps/member/info/profile', body, { authorization: token });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  token = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
});
afterAll(async () => t?.close());

describe('the member profile', () => {
  it('saves editable fields any time and locks a "once" field after its first save', async () => {
    const before = await profile();
    expect(before.status).toBe(200);
    expect(before.body.value.fields.map((f: { field: string }) => f.field)).toContain('zalo');

    expect((await save({ fullname: 'Aung Min', zalo: '+84901234567', occupation: 'Teacher' })).status).toBe(200);
    const again = await save({ fullname: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('profile_field_locked');
    // The same value again is no change, so no refusal.
    expect((await save({ fullname: 'Aung Min', occupation: 'Engineer' })).status).toBe(200);

    const after = (await profile()).body.value.fields as { field: string; value: string; editable: boolean }[];
    expect(after.find((f) => f.field === 'fullname')).toMatchObject({ value: 'Aung Min', editable: false });
    expect(after.find((f) => f.field === 'occupation')).toMatchObject({ value: 'Engineer', editable: true });
    const row = await t.database.db
      .selectFrom('member')
      .select(['zalo', 'fullname'])
      .where('username', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ zalo: '+84901234567', fullname: 'Aung Min' });
  });

  it('refuses malformed values and hidden fields with 4xx, changing nothing', async () => {
    const child = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect((await save({ birthday: child })).body.message).toBe('under_minimum_age');
    for (const body of [{ telegram: 'a b' }, { birthday: '2999-01-01' }, { zalo: '12ab' }, { nickname: 'x\ny' }, {}, { unknown: 'x' }]) {
      const reply = await save(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const owner = await operatorToken(t.database.db);
    const modes = { ...(await api.get('/ops/site/profile-rules', { authorization: owner })).body.value.modes, address: 'hidden' };
    const set = await api.put('/ops/site/profile-rules', { modes }, { authorization: owner });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', '=', 'site.profile_rules').execute();
    expect(audit.length).toBeGreaterThan(0);
    const hidden = await save({ address: '12 Main Street', occupation: 'Nurse' });
    expect(hidden.status).toBe(400);
    expect(hidden.body.message).toBe('profile_field_hidden');
    const fields = (await profile()).body.value.fields as { field: string; value: string }[];
    expect(fields.find((f) => f.field === 'address')).toBeUndefined();
    expect(fields.find((f) => f.field === 'occupation')?.value).toBe('Engineer');
  });
});

describe("the operator's correction of a member's profile", () => {
  async function makeMember(merchantCode: string, username: string): Promise<number> {
    const merchant = await t.database.db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirstOrThrow();
    const row = await t.database.db
      .insertInto('member')
      .values({ merchant_id: merchant.id, username, nickname: username, type: 0, password_hash: await hashPassword('Secret123') })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  type FieldView = { field: string; value: string | null; editable: boolean; mode: string };
  const fieldsOf = (body: { value: { fields: FieldView[] } }): Record<string, FieldView> =>
    Object.fromEntries(body.value.fields.map((f) => [f.field, f]));

  it('sets any field, a locked one too, with a reason, audited, and a "once" field stays locked for the member', async () => {
    const id = await makeMember('FORTUNA', 'prof_fix');
    const member = (
      await api.encrypted(
        'POST',
        '/wps/session/login',
        { type: 'username', username: 'prof_fix', password: 'Secret123' },
        { 'x-forwarded-for': freshIp() },
      )
    ).body.value.token as string;
    expect((await api.put('/wps/member/info/profile', { fullname: 'Aung Min' }, { authorization: member })).status).toBe(200);
    const owner = { authorization: await operatorToken(t.database.db) };

    const seen = await api.get(`/ops/members/${id}/profile`, owner);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(fieldsOf(seen.body).fullname).toMatchObject({ value: 'Aung Min', mode: 'once', editable: false });
    expect(fieldsOf(seen.body).nationality).toMatchObject({ value: null, editable: true });

    const fixed = await api.put(
      `/ops/members/${id}/profile`,
      { fullname: 'Aung Min Htet', nationality: 'Myanmar', nickname: 'prof_fix', reason: 'ID card checked (ticket 42)' },
      owner,
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fieldsOf(fixed.body).fullname).toMatchObject({ value: 'Aung Min Htet', editable: false });
    // Set by the operator, a "once" field is saved: the member cannot change it afterwards.
    expect(fieldsOf(fixed.body).nationality).toMatchObject({ value: 'Myanmar', editable: false });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'operator_username'])
      .where('action', '=', 'member.profile')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    // Only the fields that changed (the nickname was the same), before and after, and the reason.
    expect(audit[0]).toMatchObject({
      target_type: 'member',
      before: { fullname: 'Aung Min', nationality: null },
      after: { fullname: 'Aung Min Htet', nationality: 'Myanmar', reason: 'ID card checked (ticket 42)' },
    });
    expect(audit[0]?.operator_username).toBeTruthy();

    const mine = await api.get('/wps/member/info/profile', { authorization: member });
    expect(fieldsOf(mine.body).fullname).toMatchObject({ value: 'Aung Min Htet', editable: false });
    const locked = await api.put('/wps/member/info/profile', { nationality: 'Thai' }, { authorization: member });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('profile_field_locked');
  });

  it('requires a reason and valid values (400), members.write (403) and a member of the merchant (404)', async () => {
    const id = await makeMember('FORTUNA', 'prof_guard');
    const owner = { authorization: await operatorToken(t.database.db) };
    for (const body of [
      { fullname: 'Aung Min' },
      { fullname: 'Aung Min', reason: '   ' },
      { reason: 'nothing to change' },
      { zalo: '12ab', reason: 'wrong number' },
      { fullname: 'Aung Min', reason: 'x'.repeat(201) },
      { fullname: 'Aung Min', reason: 'ok', unknown: 'x' },
    ]) {
      const reply = await api.put(`/ops/members/${id}/profile`, body, owner);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
    const bad = await api.put(`/ops/members/${id}/profile`, { zalo: '12ab', fullname: 'A1', reason: 'typo' }, owner);
    expect(bad.body.value.issues.map((i: { path: string }) => i.path).sort()).toEqual(['fullname', 'zalo']);

    // Finance reads members but does not write them.
    const finance = { authorization: await operatorToken(t.database.db, 'prof_finance', 'finance') };
    expect((await api.get(`/ops/members/${id}/profile`, finance)).status).toBe(200);
    const refused = await api.put(`/ops/members/${id}/profile`, { fullname: 'Aung Min', reason: 'ticket' }, finance);
    expect(refused.status).toBe(403);

    await t.database.db
      .insertInto('merchant')
      .values({ ...DEMO_MERCHANT, code: 'PROFOTHER', name: 'Other', main_domain: 'other.example' })
      .execute();
    const stranger = await makeMember('PROFOTHER', 'prof_stranger');
    for (const target of [stranger, 999_999]) {
      const read = await api.get(`/ops/members/${target}/profile`, owner);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('member_not_found');
      const write = await api.put(`/ops/members/${target}/profile`, { fullname: 'Aung Min', reason: 'ticket' }, owner);
      expect(write.status).toBe(404);
    }
    const untouched = await t.database.db.selectFrom('member').select(['fullname']).where('id', 'in', [id, stranger]).execute();
    expect(untouched.map((r) => r.fullname)).toEqual([null, null]);
  });
});

describe('the member icon', () => {
  it('chooses a built-in avatar', async () => {
    const reply = await api.put('/wps/member/info/icon', { avatar: 3 }, { authorization: token });
    expect(reply.status).toBe(200);
    expect(reply.body.value.iconUrl).toBe('/demo/avatars/set-3.svg');
    expect((await api.get('/wps/member/info', { authorization: token })).body.value.iconUrl).toBe('/demo/avatars/set-3.svg');
    expect((await api.put('/wps/member/info/icon', { avatar: 13 }, { authorization: token })).status).toBe(400);
  });

  it('resizes an upload to 256×256 PNG without its metadata, served by its token', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const reply = await upload(jpeg, 'me.gif', 'image/gif');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const url: string = reply.body.value.iconUrl;
    expect(url).toMatch(/^\/wps\/member\/icons\/[A-Za-z0-9_-]{16,64}$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { merchant: 'FORTUNA' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuses a wrong type, a file over 2 MB and a decompression bomb', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect((await upload(gif)).body.message).toBe('icon_invalid');
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await upload(text)).status).toBe(400);

    const big = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]));
    // The request's own body limit may answer first: too large either way.
    expect(big.status).toBe(413);
    expect(['icon_too_large', 'payload_too_large']).toContain(big.body.message);

    // A small PNG whose header declares 30000×30000 pixels: decoding it would take 2.7 GB, so its
    // dimensions are read and refused first.
    const bomb = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await upload(bomb);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('icon_too_large');

    const truncated = await upload(
      (
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
          .png()
          .toBuffer()
      ).subarray(0, 40),
    );
    expect(truncated.status).toBe(400);
  });
});
