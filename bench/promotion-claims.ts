/**
 * Promotion claims per second (issue 19), on the real PostgreSQL server, through the whole member
 * path (`POST /wps/promotion/claim`: session, the rule's evaluation, the bonus book's insert,
 * budget and ledger post in one transaction, the member's message).
 *
 * Two runs with BENCH_CLIENTS (32) concurrent clients, each sending its next claim when the last
 * answered:
 * - spread: each client is a different member claiming daily sign-in rewards, one promotion after
 *   another (BENCH_PROMOTIONS of them, 60), so every claim pays a new bonus;
 * - one member: all clients claim for the same member, all of them the same promotion at a time,
 *   so one claim of each promotion pays and the others are answered with that bonus.
 * Each run is checked afterwards: one bonus per member and promotion, spent = sum of bonuses =
 * minus the promotions account's postings.
 *
 * Set-up (not timed): a fresh database on the server named by DATABASE_URL (created and dropped by
 * the test database helper), migrated and demo-seeded, BENCH_CLIENTS members with player01's
 * password, logged in through the API.
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/<any database> npm run bench:promotion-claims
 */
import os from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { apiClient, createTestDatabase, httpClient, testConfig } from '../apps/server/src/testing/index';

if (!process.env.DATABASE_URL) throw new Error('the promotion-claims bench measures the real PostgreSQL server: set DATABASE_URL');
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const promotionCount = Number(process.env.BENCH_PROMOTIONS ?? 60);

const database = await createTestDatabase({ seeded: true });
const db = database.db;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();
  await sql`
    INSERT INTO member (merchant_id, username, nickname, type, password_hash)
    SELECT ${merchant.id}, 'claimer' || i, 'claimer' || i, 0, (SELECT password_hash FROM member WHERE username = 'player01')
      FROM generate_series(1, ${clients}) AS i`.execute(db);
  const promotionIds = async (prefix: string) => {
    const rows = await sql<{ id: number }>`
      INSERT INTO promotion (merchant_id, code, category, tags, starts_at, audience, take_mode, reward_kind, rule, texts)
      SELECT ${merchant.id}, ${prefix} || i, 'OTHER', '[]', now() - interval '1 day', '{"kind":"everyone"}', 'claim', 'daily_sign_in',
             '{"amounts":["1.00","2.00"]}', '{"en":{"title":"Bench check-in","summary":"","html":""}}'
        FROM generate_series(1, ${promotionCount}) AS i
      RETURNING id`.execute(db);
    return rows.rows.map((r) => r.id);
  };

  app = await buildApp(testConfig(), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const http = httpClient(url, { merchant: 'FORTUNA', language: 'en', device: 'web' });
  const tokens: string[] = [];
  for (let i = 1; i <= clients; i++) {
    const login = await apiClient(app).encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: `claimer${i}`, password: 'Player123' },
      { merchant: 'FORTUNA' },
    );
    if (!login.body.value?.token) throw new Error(`login failed: ${login.body.message}`);
    tokens.push(login.body.value.token);
  }

  type Figures = { claims: number; paid: number; seconds: number; p50: number; p99: number };
  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

  /** Every client sends its claims one after another; answers must all be successes. */
  async function run(plans: { token: string; promotionId: number; requestId: string }[][]): Promise<Omit<Figures, 'paid'>> {
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      plans.map(async (plan) => {
        for (const claim of plan) {
          const t0 = performance.now();
          const reply = await http.post(
            '/wps/promotion/claim',
            { promotionId: claim.promotionId, requestId: claim.requestId },
            { authorization: claim.token },
          );
          latencies.push(performance.now() - t0);
          if (reply.status !== 200) throw new Error(`claim failed: ${reply.status} ${JSON.stringify(reply.body)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { claims: latencies.length, seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
  }

  /** The books of a run's promotions agree, and each member was paid at most once per promotion. */
  async function check(ids: number[]): Promise<number> {
    const { rows } = await sql<{ bonuses: string; pairs: string; total: string; spent: string; ledger: string }>`
      SELECT (SELECT count(*) FROM bonus WHERE promotion_id = ANY(${ids}))::text AS bonuses,
             (SELECT count(DISTINCT (member_id, promotion_id)) FROM bonus WHERE promotion_id = ANY(${ids}))::text AS pairs,
             (SELECT coalesce(sum(amount), 0) FROM bonus WHERE promotion_id = ANY(${ids}))::text AS total,
             (SELECT coalesce(sum(spent), 0) FROM promotion WHERE id = ANY(${ids}))::text AS spent,
             (SELECT coalesce(-sum(e.amount), 0) FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
                JOIN ledger_account a ON a.id = e.account_id
               WHERE a.owner = 'house' AND t.kind = 'bonus'
                 AND t.reference IN (SELECT 'bonus:' || id FROM bonus WHERE promotion_id = ANY(${ids})))::text AS ledger`.execute(db);
    const r = rows[0];
    if (!r || r.bonuses !== r.pairs || r.total !== r.spent || r.total !== r.ledger) throw new Error(`books disagree: ${JSON.stringify(r)}`);
    return Number(r.bonuses);
  }

  // Warm-up: one claim per client on promotions of their own.
  const warm = await promotionIds('BENCH_WARM_');
  await run(tokens.map((token, c) => [{ token, promotionId: warm[c % warm.length] as number, requestId: `warm-${c}-000000` }]));

  const spreadIds = await promotionIds('BENCH_SPREAD_');
  const spread = await run(
    tokens.map((token, c) =>
      spreadIds.map((promotionId, i) => ({ token, promotionId, requestId: `spread-${c}-${String(i).padStart(6, '0')}` })),
    ),
  );
  const spreadPaid = await check(spreadIds);

  const oneIds = await promotionIds('BENCH_ONE_');
  const one = tokens[0] as string;
  const hammer = await run(
    tokens.map((_, c) =>
      oneIds.map((promotionId, i) => ({ token: one, promotionId, requestId: `one-${c}-${String(i).padStart(6, '0')}` })),
    ),
  );
  const onePaid = await check(oneIds);
  if (onePaid !== oneIds.length) throw new Error(`one member was paid ${onePaid} bonuses for ${oneIds.length} promotions`);

  const line = (name: string, f: Figures) =>
    `${name.padEnd(40)} ${(f.claims / f.seconds).toFixed(0).padStart(6)} claims/s   ${(f.paid / f.seconds).toFixed(0).padStart(6)} paid/s   ` +
    `p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   (${f.claims} claims, ${f.paid} paid, ${f.seconds.toFixed(2)} s)`;
  console.log(
    `database: ${database.kind}; ${clients} clients, ${promotionCount} daily sign-in promotions per run; node ${process.version}; ` +
      `${os.cpus().length} cores; load ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  );
  console.log(line(`${clients} members, a claim each at a time`, { ...spread, paid: spreadPaid }));
  console.log(line(`${clients} clients, one member, same promotion`, { ...hammer, paid: onePaid }));
  console.log('books checked: one bonus per member and promotion; bonuses = spent = promotions account postings');
} finally {
  await app?.close();
  await database.close();
}
