import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFixtureVendor,
  apiClient,
  buildTestApp,
  freshIp,
  fund,
  httpClient,
  type ServerProcess,
  startServerProcess,
  type TestApp,
} from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  // The demo has one transfer-wallet vendor (REFX); a second one, of this test's, to move between wallets.
  await addFixtureVendor(t.database.db, { code: 'TESTW', name: 'Test Wallet Studio', walletMode: 'transfer', sort: 95 }, []);
  await fund(t.database.db, 'player01', 100_000n);
  token = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
});
afterAll(async () => {
  await t.close();
});

const transfer = (body: Record<string, unknown>) => api.post('/wps/relay/GCS_walletTransfer', body, { authorization: token });

describe('wallet balances', () => {
  it('shows the main balance from the ledger in member info and the balance call', async () => {
    expect((await api.get('/wps/v2/wallets/balance', { authorization: token })).body.value).toEqual({
      balance: '1000.00',
      currency: 'MMK',
      currencySymbol: 'Ks',
    });
    expect((await api.get('/wps/member/info', { authorization: token })).body.value.balance).toBe('1000.00');
    expect((await api.get('/wps/v2/wallets/balance')).body.message).toBe('not_logged_in');
  });

  it('sees a change to the merchant at the very next member call (no stale merchant row)', async () => {
    // With the Merchant header a member call may take the merchant row it read before.
    const balance = () => api.get('/wps/v2/wallets/balance', { authorization: token, merchant: 'FORTUNA' });
    expect((await balance()).body.success).toBe(true);
    expect((await balance()).body.success).toBe(true); // the merchant row is now known by version
    const merchant = () => t.database.db.updateTable('merchant').where('code', '=', 'FORTUNA');
    await merchant().set({ maintenance: true }).execute();
    try {
      expect((await balance()).body.message).toBe('system_maintenance');
    } finally {
      await merchant().set({ maintenance: false }).execute();
    }
    expect((await balance()).body.success).toBe(true);
    await merchant().set({ currency_symbol: 'K' }).execute();
    try {
      expect((await balance()).body.value.currencySymbol).toBe('K');
    } finally {
      await merchant().set({ currency_symbol: 'Ks' }).execute();
    }
  });

  it('lists the transfer-wallet vendors', async () => {
    expect((await api.get('/wps/merchant/wallets')).body.value).toEqual([
      { vendor: 'REFX', name: 'Reference Studio (transfer wallet)' },
      { vendor: 'TESTW', name: 'Test Wallet Studio' },
    ]);
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money main → vendor and back, idempotently, and the consolidated total stays', async () => {
    const into = await transfer({ from: 'MAIN', to: 'REFX', amount: '250.50', requestId: 'req-into-0001' });
    expect(into.body.value).toMatchObject({
      status: 'SUCCESS',
      amount: '250.50',
      main: '749.50',
      vendor: { vendor: 'REFX', balance: '250.50' },
    });
    const retry = await transfer({ from: 'MAIN', to: 'REFX', amount: '250.50', requestId: 'req-into-0001' });
    expect(retry.body.value).toEqual(into.body.value);
    const funds = (await api.get('/wps/member/info/funds/consolidated', { authorization: token })).body.value;
    expect(funds).toMatchObject({ total: '1000.00', main: '749.50' });
    expect(funds.vendors).toEqual([
      { vendor: 'REFX', name: 'Reference Studio (transfer wallet)', balance: '250.50' },
      { vendor: 'TESTW', name: 'Test Wallet Studio', balance: '0.00' },
    ]);
    const back = await transfer({ from: 'REFX', to: 'MAIN', all: true, requestId: 'req-out-0001' });
    expect(back.body.value).toMatchObject({ amount: '250.50', main: '1000.00', vendor: { balance: '0.00' } });
    expect((await transfer({ from: 'REFX', to: 'MAIN', all: true, requestId: 'req-out-0001' })).body.value).toEqual(back.body.value);
  });

  it('refuses more than the balance, unknown wallets, and malformed requests', async () => {
    const tooMuch = await transfer({ from: 'MAIN', to: 'TESTW', amount: '5000', requestId: 'req-much-0001' });
    expect(tooMuch).toMatchObject({ status: 409, body: { message: 'insufficient_balance' } });
    const empty = await transfer({ from: 'TESTW', to: 'MAIN', all: true, requestId: 'req-empty-001' });
    expect(empty.body.message).toBe('insufficient_balance');
    const unknown = await transfer({ from: 'MAIN', to: 'REF', amount: '1', requestId: 'req-pg-000001' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'wallet_not_found' } });
    for (const body of [
      { from: 'REFX', to: 'TESTW', amount: '1', requestId: 'req-bad-00001' },
      { from: 'MAIN', to: 'REFX', requestId: 'req-bad-00002' },
      { from: 'MAIN', to: 'REFX', amount: '-5', requestId: 'req-bad-00003' },
      { from: 'MAIN', to: 'REFX', amount: '1.234', requestId: 'req-bad-00004' },
      { from: 'MAIN', to: 'REFX', amount: '1', requestId: 'x' },
      { from: 'MAIN', to: 'REFX', amount: 'ten', requestId: 'req-bad-00006' },
    ]) {
      const reply = await transfer(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
  });

  it('refuses a trial account', async () => {
    const trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token;
    const reply = await api.post(
      '/wps/relay/GCS_walletTransfer',
      { from: 'MAIN', to: 'REFX', amount: '1', requestId: 'req-trial-001' },
      { authorization: trial },
    );
    expect(reply.body.message).toBe('in_need_true_account');
  });
});

describe('GCS_walletTransfer on a remembered session (no session read; the post is guarded)', () => {
  // member02's own session, so player01's figures above stay as they are.
  let own: string;
  let memberId: number;
  const move = (requestId: string, amount = '1.00') =>
    api.post('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'REFX', amount, requestId }, { authorization: own, merchant: 'FORTUNA' });
  const mainBalance = async () =>
    (
      await t.database.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('member_id', '=', memberId)
        .where('kind', '=', 'main')
        .executeTakeFirstOrThrow()
    ).balance;
  const sessionRow = () => t.database.db.updateTable('member_session').where('member_id', '=', memberId).where('revoked_at', 'is', null);
  const login = async () =>
    (
      await api.encrypted(
        'POST',
        '/wps/session/login',
        { type: 'username', username: 'member02', password: 'Member123' },
        { 'x-forwarded-for': freshIp() },
      )
    ).body.value.token as string;

  beforeAll(async () => {
    await fund(t.database.db, 'member02', 10_000n);
    memberId = (await t.database.db.selectFrom('member').select('id').where('username', '=', 'member02').executeTakeFirstOrThrow()).id;
    own = await login();
    // The first call reads the session, so the process remembers it for the calls below.
    expect((await move('rem-warm-0001')).body.success).toBe(true);
  });

  it('moves money on the remembered session, once per request id', async () => {
    const before = BigInt(await mainBalance());
    expect((await move('rem-ok-000001')).body.value.status).toBe('SUCCESS');
    expect((await move('rem-ok-000001')).body.value.status).toBe('SUCCESS');
    expect(BigInt(await mainBalance())).toBe(before - 100n);
  });

  it('refuses a session revoked or expired elsewhere (another process, or by hand) and moves nothing', async () => {
    const before = await mainBalance();
    await sessionRow().set({ revoked_at: sql`now()` }).execute();
    expect(await move('rem-revoked-01')).toMatchObject({ status: 401, body: { message: 'session_expired' } });
    own = await login();
    expect((await move('rem-warm-0002')).body.success).toBe(true);
    await sessionRow().set({ expires_at: sql`now() - interval '1 second'` }).execute();
    expect(await move('rem-expired-01')).toMatchObject({ status: 401, body: { message: 'session_expired' } });
    expect(BigInt(await mainBalance())).toBe(BigInt(before) - 100n);
    own = await login();
  });

  it('refuses a member frozen since, and serves it again once unfrozen', async () => {
    expect((await move('rem-warm-0003')).body.success).toBe(true);
    const before = await mainBalance();
    await t.database.db.updateTable('member').set({ status: 'FROZEN' }).where('id', '=', memberId).execute();
    try {
      expect(await move('rem-frozen-001')).toMatchObject({ status: 403, body: { message: 'account_frozen' } });
      expect(await mainBalance()).toBe(before);
    } finally {
      await t.database.db.updateTable('member').set({ status: 'ACTIVE' }).where('id', '=', memberId).execute();
    }
    expect((await move('rem-frozen-001')).body.value.status).toBe('SUCCESS');
    expect(BigInt(await mainBalance())).toBe(BigInt(before) - 100n);
  });

  it('refuses during a maintenance set since, and moves nothing', async () => {
    expect((await move('rem-warm-0004')).body.success).toBe(true);
    const before = await mainBalance();
    const merchant = () => t.database.db.updateTable('merchant').where('code', '=', 'FORTUNA');
    await merchant().set({ maintenance: true }).execute();
    try {
      expect(await move('rem-maint-0001')).toMatchObject({ status: 503, body: { message: 'system_maintenance' } });
    } finally {
      await merchant().set({ maintenance: false }).execute();
    }
    expect(await mainBalance()).toBe(before);
  });

  it('answers a change to the member that refuses nothing (a new login elsewhere) with the transfer, made once', async () => {
    const warm = await move('rem-warm-0005');
    expect(warm.body.success, JSON.stringify(warm.body)).toBe(true);
    const before = BigInt(await mainBalance());
    await login(); // records the login on the member row: the remembered version is stale, the session still live
    expect((await move('rem-stale-0001', '2.50')).body.value).toMatchObject({ status: 'SUCCESS', amount: '2.50' });
    expect(BigInt(await mainBalance())).toBe(before - 250n);
  });

  it('answers errors as a fresh read does: a wrong wallet, too much, a malformed body', async () => {
    expect((await move('rem-warm-0006')).body.success).toBe(true);
    expect(await move('rem-much-00001', '99999')).toMatchObject({ status: 409, body: { message: 'insufficient_balance' } });
    const unknown = await api.post(
      '/wps/relay/GCS_walletTransfer',
      { from: 'MAIN', to: 'REF', amount: '1', requestId: 'rem-pg-000001' },
      { authorization: own, merchant: 'FORTUNA' },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: 'wallet_not_found' } });
    expect((await move('x')).status).toBe(400);
  });

  it('checks a stake in full once the member has a limit or an exclusion set since, and moves nothing when it refuses', async () => {
    expect((await move('rem-warm-0007')).body.success).toBe(true);
    const before = BigInt(await mainBalance());
    // Set by hand, as another process would: this process learns of them only from the post's own statement.
    const limit = (value: bigint) =>
      t.database.db.insertInto('rg_limit').values({ member_id: memberId, key: 'wager_day', value }).execute();
    const clearLimits = () => t.database.db.deleteFrom('rg_limit').where('member_id', '=', memberId).execute();
    const exclusion = (startsMinutes: number, endsMinutes: number) =>
      t.database.db
        .insertInto('rg_exclusion')
        .values({
          member_id: memberId,
          kind: 'timeout',
          starts_at: new Date(Date.now() + startsMinutes * 60_000),
          ends_at: new Date(Date.now() + endsMinutes * 60_000),
        })
        .execute();
    const clearExclusions = () => t.database.db.deleteFrom('rg_exclusion').where('member_id', '=', memberId).execute();

    await limit(50n); // 0.50 a day: a 1.00 stake is over it
    try {
      expect(await move('rem-limit-0001')).toMatchObject({ status: 409, body: { message: 'rg_wager_limit_exceeded' } });
      await clearLimits();
      await limit(1_000_000n); // a limit the stake is within: checked in full, then made
      expect((await move('rem-limit-0002')).body.value.status).toBe('SUCCESS');
    } finally {
      await clearLimits();
    }
    await exclusion(-1, 60);
    try {
      expect(await move('rem-excl-00001')).toMatchObject({ status: 403, body: { message: 'rg_excluded' } });
    } finally {
      await clearExclusions();
    }
    await exclusion(-60, -1); // ended: the stake is made on the remembered session again
    try {
      expect((await move('rem-excl-00002')).body.value.status).toBe('SUCCESS');
    } finally {
      await clearExclusions();
    }
    expect(BigInt(await mainBalance())).toBe(before - 200n);
    const refused = await t.database.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', 'in', [`wallet-transfer:${memberId}:rem-limit-0001`, `wallet-transfer:${memberId}:rem-excl-00001`])
      .execute();
    expect(refused).toEqual([]);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a logout in another portal process', () => {
  let child: ServerProcess | undefined;
  beforeAll(async () => {
    child = await startServerProcess({ databaseUrl: t.database.url as string });
  }, 90_000);
  afterAll(async () => {
    await child?.stop();
  });

  it('refuses at once the transfers of the session this process remembers, and moves nothing', async () => {
    await fund(t.database.db, 'member04', 10_000n);
    const session = (
      await api.encrypted(
        'POST',
        '/wps/session/login',
        { type: 'username', username: 'member04', password: 'Member123' },
        { 'x-forwarded-for': freshIp() },
      )
    ).body.value.token as string;
    const move = (requestId: string) =>
      api.post(
        '/wps/relay/GCS_walletTransfer',
        { from: 'MAIN', to: 'REFX', amount: '1.00', requestId },
        { authorization: session, merchant: 'FORTUNA' },
      );
    expect((await move('xp-warm-00001')).body.success).toBe(true);
    expect((await move('xp-warm-00002')).body.success).toBe(true); // on the remembered session
    const balance = () => api.get('/wps/v2/wallets/balance', { authorization: session });
    const before = (await balance()).body.value.balance;

    const other = httpClient((child as ServerProcess).url, { merchant: 'FORTUNA' });
    expect((await other.delete('/wps/session/logout', { authorization: session })).body.success).toBe(true);
    expect(await move('xp-after-0001')).toMatchObject({ status: 401, body: { message: 'session_expired' } });
    const row = await t.database.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', 'like', '%:xp-after-0001')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(before).toBe('98.00');
  });
});

describe('GET /wps/member/accountRecord', () => {
  it('lists the member’s ledger entries newest first, filtered by kind and date range', async () => {
    const all = (await api.get('/wps/member/accountRecord', { authorization: token })).body.value;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list[0]).toMatchObject({ kind: 'vendor_transfer' });
    const deposits = (await api.get('/wps/member/accountRecord?kind=deposit', { authorization: token })).body.value;
    expect(deposits.list).toEqual([
      expect.objectContaining({ kind: 'deposit', wallet: 'main', amount: '1000.00', balanceAfter: '1000.00' }),
    ]);
    // The merchant's today (Asia/Yangon), the day the member centre's presets send.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());
    expect(
      (await api.get(`/wps/member/accountRecord?from=${today}&to=${today}&pageSize=2`, { authorization: token })).body.value,
    ).toMatchObject({
      pageNo: 1,
      totalPages: Math.ceil(all.total / 2),
    });
    expect((await api.get('/wps/member/accountRecord?from=2000-01-01&to=2000-01-02', { authorization: token })).body.value.total).toBe(0);
    // Days are the merchant's: Yangon's 15 January starts at 17:30 UTC on the 14th.
    const db = t.database.db;
    const player = db.selectFrom('member').select('id').where('username', '=', 'player01');
    const deposit = await db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_transaction as x', 'x.id', 'e.transaction_id')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select(['e.id', 'e.created_at'])
      .where('x.kind', '=', 'deposit')
      .where('a.owner', '=', 'member')
      .where('a.member_id', 'in', player)
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('ledger_entry')
      .set({ created_at: new Date('2026-01-14T17:30:00Z') })
      .where('id', '=', deposit.id)
      .execute();
    try {
      const onDay = async (day: string) =>
        (await api.get(`/wps/member/accountRecord?kind=deposit&from=${day}&to=${day}`, { authorization: token })).body.value.total;
      expect(await onDay('2026-01-15')).toBe(1);
      expect(await onDay('2026-01-14')).toBe(0);
    } finally {
      await db.updateTable('ledger_entry').set({ created_at: deposit.created_at }).where('id', '=', deposit.id).execute();
    }
    for (const q of ['kind=lottery', 'from=2024-13-01', 'from=2025-02-01&to=2025-01-01', 'pageSize=0']) {
      expect((await api.get(`/wps/member/accountRecord?${q}`, { authorization: token })).body.message, q).toBe('invalid_parameter');
    }
  });

  it('orders the account record by time, newest first, whatever order the entries were written in', async () => {
    // A settlement or a history import writes an entry later than its time: the deposit, the
    // member's first entry, gets a time after every other entry.
    const deposit = (await api.get('/wps/member/accountRecord?kind=deposit', { authorization: token })).body.value.list[0];
    await sql`UPDATE ledger_entry SET created_at = now() + interval '1 minute' WHERE id = ${BigInt(deposit.id)}`.execute(t.database.db);
    const list: { id: string; createdAt: string }[] = (await api.get('/wps/member/accountRecord', { authorization: token })).body.value
      .list;
    expect(list[0]?.id).toBe(deposit.id);
    const times = list.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
