import { envelopeSchema, favouriteListSchema, LIMITS, recentGamesSchema } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFixtureVendor, apiClient, buildTestApp, fixtureGames, freshIp, type TestApp } from '../../testing/index';
import { recordRecentGame } from './recent-games.repository';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let games: { id: number; vendor_code: string; category_code: string }[];

async function login(username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  if (!reply.body.value?.token) throw new Error(`login ${username}: ${reply.body.message}`);
  return reply.body.value.token;
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app, { language: 'en' });
  tokens.player = await login('player01', 'Player123');
  tokens.member = await login('member02', 'Member123');
  tokens.trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token;
  games = await t.database.db
    .selectFrom('game')
    .select(['id', 'vendor_code', 'category_code'])
    .where('is_game', '=', true)
    .orderBy('category_code')
    .orderBy('sort')
    .limit(8)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const payload = (game: { id: number; vendor_code: string; category_code: string }) => ({
  nodeId: game.id,
  vendor: game.vendor_code,
  gameType: game.category_code,
});
const memberId = async (username: string) =>
  (await t.database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** Forgets the favourite-toggle windows, so a test may toggle again without waiting a second. */
async function resetThrottle(): Promise<void> {
  await t.database.db.deleteFrom('rate_counter').where('key', 'like', 'favourite-toggle:%').execute();
}
const add = async (token: string, body: unknown) => {
  await resetThrottle();
  return api.post('/wps/relay/MCSFE_addFavoriteGameV2', body, { authorization: token });
};
const remove = async (token: string, body: Record<string, unknown>) => {
  await resetThrottle();
  return t.app
    .inject({
      method: 'DELETE',
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      payload: body,
      headers: { authorization: token, language: 'en' },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
};
const ids = async (token: string) =>
  (await api.post('/wps/relay/MCSFE_getFavoriteGames', {}, { authorization: token })).body.value.favGameIds;

describe('calls that need a session', () => {
  it.each([
    ['POST', '/wps/relay/MCSFE_getFavoriteGames'],
    ['POST', '/wps/relay/MCSFE_getFavoriteGamesList'],
    ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
    ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2'],
    ['POST', '/wps/relay/GCS_recentGame'],
  ] as const)('%s %s refuses a caller without a token, or with a bad one', async (method, url) => {
    const none = await t.app.inject({ method, url, payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('not_logged_in');
    const bad = await t.app.inject({ method, url, payload: {}, headers: { authorization: 'A'.repeat(43) } });
    expect(bad.json().message).toBe('session_expired');
  });

  it('tells a trial account it needs a real one', async () => {
    const game = games[0]!;
    for (const [status, body] of [
      [403, (await api.post('/wps/relay/MCSFE_getFavoriteGames', {}, { authorization: tokens.trial! })).body],
      [403, (await api.post('/wps/relay/MCSFE_getFavoriteGamesList', {}, { authorization: tokens.trial! })).body],
      [403, (await add(tokens.trial!, payload(game))).body],
      [403, (await remove(tokens.trial!, payload(game))).body],
      [403, (await api.post('/wps/relay/GCS_recentGame', {}, { authorization: tokens.trial! })).body],
    ] as const) {
      expect(body.message).toBe('in_need_true_account');
      expect(status).toBe(403);
    }
    // The catalogue itself stays open to trial accounts, with each game's free-play flag.
    const list = await api.post('/wps/relay/GCSGAME_gameList', { gameType: 'RNG', vassalage: 'REFX' }, { authorization: tokens.trial! });
    expect(list.body.value.games[0].freePlay).toBe(false);
  });
});

describe('favourites', () => {
  it('adds a favourite once: adding it again changes nothing', async () => {
    const game = games[0]!;
    expect((await add(tokens.player!, payload(game))).body.value).toEqual({ nodeId: game.id, favourite: true, changed: true });
    expect((await add(tokens.player!, payload(game))).body.value).toEqual({ nodeId: game.id, favourite: true, changed: false });
    const rows = await t.database.db
      .selectFrom('favourite_game')
      .selectAll()
      .where('member_id', '=', await memberId('player01'))
      .execute();
    expect(rows.map((r) => r.game_id)).toEqual([game.id]);
    expect(await ids(tokens.player!)).toEqual([game.id]);
    // Favourites are the member's own.
    expect(await ids(tokens.member!)).toEqual([]);
  });

  it('lists favourites newest first, with pages of up to 99', async () => {
    for (const game of games.slice(1, 5)) expect((await add(tokens.player!, payload(game))).body.value.changed).toBe(true);
    const newestFirst = [...games.slice(0, 5)].reverse().map((g) => g.id);
    expect(await ids(tokens.player!)).toEqual(newestFirst);

    const list = await api.post('/wps/relay/MCSFE_getFavoriteGamesList', { pageNum: 1, pageSize: 2 }, { authorization: tokens.player! });
    const page = envelopeSchema(favouriteListSchema).parse(list.body).value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 2, totalPages: 3, total: 5 });
    expect(page?.content.map((g) => g.nodeId)).toEqual(newestFirst.slice(0, 2));
    const last = (await api.post('/wps/relay/MCSFE_getFavoriteGamesList', { pageNum: 3, pageSize: 2 }, { authorization: tokens.player! }))
      .body.value;
    expect(last.content.map((g: { nodeId: number }) => g.nodeId)).toEqual(newestFirst.slice(4));
    const past = (await api.post('/wps/relay/MCSFE_getFavoriteGamesList', { pageNum: 4, pageSize: 2 }, { authorization: tokens.player! }))
      .body.value;
    expect(past).toMatchObject({ content: [], totalPages: 3 });

    const all = (await api.post('/wps/relay/MCSFE_getFavoriteGamesList', {}, { authorization: tokens.player! })).body.value;
    expect(all).toMatchObject({ pageNum: 1, pageSize: LIMITS.favouriteFetch, totalPages: 1, total: 5 });
    const tooMany = await api.post('/wps/relay/MCSFE_getFavoriteGamesList', { pageSize: 100 }, { authorization: tokens.player! });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });

    const category = games[0]!.category_code;
    const one = (await api.post('/wps/relay/MCSFE_getFavoriteGamesList', { gameType: category }, { authorization: tokens.player! })).body
      .value;
    expect(one.content.length).toBeGreaterThan(0);
    expect(one.content.every((g: { gameType: string }) => g.gameType === category)).toBe(true);
    const unknown = await api.post('/wps/relay/MCSFE_getFavoriteGamesList', { gameType: 'NOPE' }, { authorization: tokens.player! });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'invalid_parameter' } });
  });

  it('removes a favourite; removing it again changes nothing; the payload may come as a query', async () => {
    const game = games[4]!;
    expect((await remove(tokens.player!, payload(game))).body.value).toEqual({ nodeId: game.id, favourite: false, changed: true });
    expect((await remove(tokens.player!, payload(game))).body.value).toEqual({ nodeId: game.id, favourite: false, changed: false });
    expect(await ids(tokens.player!)).not.toContain(game.id);

    const other = games[3]!;
    await resetThrottle();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${other.id}&vendor=${other.vendor_code}&gameType=${other.category_code}`,
      headers: { authorization: tokens.player! },
    });
    expect(res.json().value).toEqual({ nodeId: other.id, favourite: false, changed: true });
  });

  it('refuses a payload that does not name a game, or names it with the wrong vendor or category', async () => {
    const game = games[1]!;
    expect(await add(tokens.player!, { ...payload(game), vendor: 'ZZZ' })).toMatchObject({
      status: 404,
      body: { message: 'game_not_found' },
    });
    expect(await add(tokens.player!, { ...payload(game), gameType: game.category_code === 'RNG' ? 'LIVE' : 'RNG' })).toMatchObject({
      status: 404,
      body: { message: 'game_not_found' },
    });
    expect(await add(tokens.player!, { ...payload(game), nodeId: 99_999_999 })).toMatchObject({
      status: 404,
      body: { message: 'game_not_found' },
    });
    for (const body of [{}, { ...payload(game), nodeId: 'x' }, { ...payload(game), gameType: 'HOT' }, { ...payload(game), nodeId: 0 }]) {
      expect((await add(tokens.player!, body)).status).toBe(400);
    }
  });

  it('lets a member toggle at most once a second', async () => {
    const game = games[6]!;
    await resetThrottle();
    const first = await api.post('/wps/relay/MCSFE_addFavoriteGameV2', payload(game), { authorization: tokens.member! });
    expect(first.body.value.changed).toBe(true);
    // The second toggle must fall in the first one's one-second window however slow the machine
    // is: the first toggle's hit is copied into the next minute's windows, as if it were still now.
    await sql`
      INSERT INTO rate_counter (key, window_start, hits)
      SELECT key, window_start + make_interval(secs => n), hits FROM rate_counter, generate_series(1, 60) AS n
      WHERE key LIKE 'favourite-toggle:%'
      ON CONFLICT DO NOTHING`.execute(t.database.db);
    const second = await t.app.inject({
      method: 'DELETE',
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      payload: payload(game),
      headers: { authorization: tokens.member! },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('favourite_too_frequent');
    expect(await ids(tokens.member!)).toEqual([game.id]);
    // Another member is not held back, and a second later the first may toggle again.
    expect((await api.post('/wps/relay/MCSFE_addFavoriteGameV2', payload(game), { authorization: tokens.player! })).status).toBe(200);
    // Time passes (the windows move into the past) rather than the test sleeping through a second.
    await sql`UPDATE rate_counter SET window_start = window_start - interval '1 day' WHERE key LIKE 'favourite-toggle:%'`.execute(
      t.database.db,
    );
    expect((await api.post('/wps/relay/MCSFE_addFavoriteGameV2', payload(games[7]!), { authorization: tokens.member! })).status).toBe(200);
  });

  it('hides the favourite of a disabled game until it is back, and caps the list', async () => {
    const game = games[6]!;
    await t.database.db.updateTable('game').set({ enabled: false }).where('id', '=', game.id).execute();
    try {
      expect(await ids(tokens.member!)).not.toContain(game.id);
    } finally {
      await t.database.db.updateTable('game').set({ enabled: true }).where('id', '=', game.id).execute();
    }
    expect(await ids(tokens.member!)).toContain(game.id);

    const id = await memberId('member02');
    // The demo lists a hundred-odd games: a test vendor's fill the list up to its cap.
    await addFixtureVendor(
      t.database.db,
      { code: 'TESTF', name: 'Test Studio F' },
      fixtureGames('RNG', LIMITS.favouriteMax, { prefix: 'fav' }),
    );
    const filler = await t.database.db
      .selectFrom('game')
      .select('id')
      .where('id', 'not in', await ids(tokens.member!))
      .limit(LIMITS.favouriteMax)
      .execute();
    await t.database.db
      .insertInto('favourite_game')
      .values(filler.slice(0, LIMITS.favouriteMax - 2).map((g) => ({ member_id: id, game_id: g.id })))
      .execute();
    const next = await t.database.db
      .selectFrom('game')
      .select(['id', 'vendor_code', 'category_code'])
      .where('id', '=', filler.at(-1)!.id)
      .executeTakeFirstOrThrow();
    expect(await add(tokens.member!, payload(next))).toMatchObject({ status: 409, body: { message: 'favourite_limit_reached' } });
    // Re-adding one it holds stays harmless.
    expect((await add(tokens.member!, payload(game))).body.value).toMatchObject({ changed: false });
  });
});

describe('POST /wps/relay/GCS_recentGame', () => {
  const recent = async (body: Record<string, unknown> = {}, token = tokens.player!) => {
    const res = await api.post('/wps/relay/GCS_recentGame', body, { authorization: token });
    return envelopeSchema(recentGamesSchema).parse(res.body).value!;
  };

  it('lists the games a member played, newest first, paged', async () => {
    expect(await recent()).toEqual({ list: [], pageNo: 1, totalPages: 0, total: 0 });
    const id = await memberId('player01');
    for (const game of games.slice(0, 4)) await recordRecentGame(t.database.db, id, game.id);
    // Playing a game again moves it to the top without a second row.
    await recordRecentGame(t.database.db, id, games[1]!.id);
    const all = await recent();
    expect(all.list.map((g) => g.nodeId)).toEqual([games[1], games[3], games[2], games[0]].map((g) => g!.id));
    expect(all).toMatchObject({ totalPages: 1, total: 4 });
    expect(Date.parse(all.list[0]!.lastPlayedAt)).toBeGreaterThanOrEqual(Date.parse(all.list[1]!.lastPlayedAt));
    const plays = await t.database.db
      .selectFrom('recent_game')
      .select('plays')
      .where('member_id', '=', id)
      .where('game_id', '=', games[1]!.id)
      .executeTakeFirstOrThrow();
    expect(plays.plays).toBe(2);

    const second = await recent({ pageNo: 2, pageSize: 3 });
    expect(second).toMatchObject({ pageNo: 2, totalPages: 2, total: 4 });
    expect(second.list.map((g) => g.nodeId)).toEqual([games[0]!.id]);
    expect((await recent({ pageNo: 3, pageSize: 3 })).list).toEqual([]);
    expect(
      (await api.post('/wps/relay/GCS_recentGame', { pageSize: LIMITS.recentGamesKept + 1 }, { authorization: tokens.player! })).status,
    ).toBe(400);
    expect(await recent({}, tokens.member!)).toMatchObject({ total: 0 });
    // One category's recent games; an unknown category is refused.
    const category = games[0]!.category_code;
    const mine = await recent({ gameType: category });
    expect(mine.total).toBe(all.list.filter((g) => g.gameType === category).length);
    expect(mine.list.every((g) => g.gameType === category)).toBe(true);
    expect(await api.post('/wps/relay/GCS_recentGame', { gameType: 'NOPE' }, { authorization: tokens.player! })).toMatchObject({
      status: 400,
      body: { message: 'invalid_parameter' },
    });
  });

  it('records inside a caller’s transaction and keeps only the newest games', async () => {
    const id = await memberId('member02');
    const many = await t.database.db
      .selectFrom('game')
      .select('id')
      .orderBy('id')
      .limit(LIMITS.recentGamesKept + 5)
      .execute();
    await t.database.db.transaction().execute(async (trx) => {
      for (const game of many) await recordRecentGame(trx, id, game.id);
    });
    const page = await recent({ pageSize: LIMITS.recentGamesKept }, tokens.member!);
    expect(page.total).toBe(LIMITS.recentGamesKept);
    expect(page.list[0]?.nodeId).toBe(many.at(-1)!.id);
    expect(page.list.map((g) => g.nodeId)).not.toContain(many[0]!.id);
  });
});
