/**
 * Sportsbook (issue 23, docs/sportsbook/SERVER.md), two figures, each on a fresh database of its
 * own (created on the DATABASE_URL server, migrated, demo-seeded, dropped at the end):
 *
 * 1. Settlement of one football match with --bets singles (100,000) from --members members (2,000:
 *    50 bets each) spread over 16 selections of its markets (1X2, two Asian handicaps, two
 *    over/unders, odd/even, two correct scores, first-half 1X2), stakes 1.00–200.00. The result is
 *    entered (2–1, half time 1–0) and the book's driver is stepped, as its loop would be, until the
 *    match is settled: every bet's figure written and credited through the provider wallet
 *    (credit with roundEnded, one each). Prints bets and members settled per second and the total
 *    time; then a corrected result (1–1) and the resettlement time (resettle with the new total for
 *    every bet whose payout changed). The driver runs with the production timing (500 bets a pass,
 *    8 wallet calls at once) on a pool of 10 connections, the server's.
 *    Checked at the end: one debit and one credit per bet and one resettle per changed payout (the
 *    provider transactions counted), every round's totals equal its bet's stake and payout, the
 *    ledger balances (every transaction sums to zero, every balance is the sum of its entries),
 *    every member's balance is funds − stakes + payouts, and the rollups hold the same sums.
 *
 *    How the bets are placed. The first --service-bets (a tenth, at most 1,000) go through the
 *    service (placeBet: its checks, the share locks, the bet and leg rows, one wallet debit each),
 *    and their rate is printed. Placing all 100,000 that way would take minutes of the machine
 *    before the part being measured, so the rest are inserted in bulk, set-based, in transactions
 *    of 2,000, as the service and the provider wallet protocol record them: the bet `open` with
 *    its leg, the game round `sb:<bet>` opened on the member's play account with the stake as its
 *    total bet, the ledger post `provider:FSB:sb-bet:<bet>` (kind bet, the member's account against
 *    the vendor's game house) made by the ledger's own postMany (the function every post goes
 *    through, so balances, entries and idempotency keys are real), and the provider transaction
 *    `sb-bet:<bet>` with the answer text the wallet would have stored. Settlement only reads these
 *    rows. Nothing else is skipped but the responsible-gaming stake check, which writes nothing
 *    (the bench's members have no limits). Before the result is entered the bench compares one
 *    service-placed bet with one bulk-inserted bet field by field (bet, leg, round, provider
 *    transaction and its answer, ledger post and entries) and stops if they differ in anything
 *    but their ids and amounts.
 *
 * 2. In-play bets accepted per second: one server process (main.ts, its sportsbook loop on at the
 *    default 1 s), a live match whose prices the feed moves every second, the merchant's in-play
 *    delay set to --delay-ms (20: small, so the clients measure the server more than the wait; at
 *    least 1, since with 0 a bet opens at once and no acceptance decides it), and --clients (32)
 *    clients, each its own logged-in member, each placing singles (`POST /wps/sportsbook/bets`,
 *    acceptance any) one after the other for --seconds (10): a bet answers `pending`, the client
 *    waits until its acceptAt and reads it (`GET /wps/sportsbook/bets/:id`), which decides it
 *    unless the server's driver already did — the same acceptance (docs/sportsbook/SERVER.md
 *    "In play"). Prints bets accepted per second and the latency from the POST to the accepted
 *    answer, then, in the same run, ledger posts per second with the same clients
 *    (`/wps/relay/GCS_walletTransfer` into REFX and back, one post each, as
 *    bench/instant-games.bench.ts and bench/ledger.bench.ts measure them) and the ratio (the
 *    live-tables bench prints none; instant-games prints its rounds against posts the same way).
 *    Checked: every accepted bet is open with exactly one debit and no rollback, every rejected one
 *    refunded, nothing left pending, and the ledger balances.
 *
 * Needs DATABASE_URL (a server the bench may create databases on).
 * Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/sportsbook.bench.ts
 *          [--bets 100000] [--members 2000] [--service-bets 1000]
 *          [--clients 32] [--seconds 10] [--delay-ms 20] [--only settle|inplay]
 *        (or `npm run bench:sportsbook`; each flag may also be given as BENCH_BETS, BENCH_MEMBERS,
 *        BENCH_SERVICE_BETS, BENCH_CLIENTS, BENCH_SECONDS, BENCH_DELAY_MS, BENCH_ONLY).
 * A quick check that it runs: --bets 500 --clients 4 --seconds 3.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { formatMinor, type SportsbookBet } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import type { Database } from '../apps/server/src/db/schema';
import { ok } from '../apps/server/src/http/envelope';
import { HOUSE_ACCOUNT, houseAccountId, memberAccountId } from '../apps/server/src/ledger/accounts';
import { type PostRequest, postMany } from '../apps/server/src/ledger/post';
import { testWallet } from '../apps/server/src/modules/lottery/lottery.test-support';
import { playAccountKind } from '../apps/server/src/modules/provider-wallet/provider-wallet.service';
import {
  feedFixture,
  feedResult,
  feedSend,
  makeSportsbookMembers,
  sportsbookProcess,
  sportsbookSite,
} from '../apps/server/src/modules/sportsbook/sportsbook.test-support';
import { DEFAULT_SPORTSBOOK_TIMING, SPORTSBOOK_VENDOR, sportsbookIds } from '../apps/server/src/modules/sportsbook/sportsbook-settings';
import { createTestDatabase, fund, httpClient, startServerProcess } from '../apps/server/src/testing/index';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the sportsbook bench measures the real PostgreSQL server: set DATABASE_URL');

const { values: flags } = parseArgs({
  options: {
    bets: { type: 'string' },
    members: { type: 'string' },
    'service-bets': { type: 'string' },
    clients: { type: 'string' },
    seconds: { type: 'string' },
    'delay-ms': { type: 'string' },
    only: { type: 'string' },
  },
});
/** A whole-number setting: the flag, else its BENCH_ variable, else the default. */
function setting(flag: keyof typeof flags, env: string, fallback: number, min: number): number {
  const text = (flags[flag] as string | undefined) ?? process.env[env];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replaceAll(/[,_]/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${flag} must be a whole number of at least ${min}, got ${text}`);
  return value;
}
const BETS = setting('bets', 'BENCH_BETS', 100_000, 1);
const MEMBERS = setting('members', 'BENCH_MEMBERS', Math.min(2_000, Math.ceil(BETS / 50)), 1);
const SERVICE_BETS = Math.min(BETS, setting('service-bets', 'BENCH_SERVICE_BETS', Math.min(1_000, Math.ceil(BETS / 10)), 0));
const CLIENTS = setting('clients', 'BENCH_CLIENTS', 32, 1);
const SECONDS = setting('seconds', 'BENCH_SECONDS', 10, 1);
const DELAY_MS = setting('delay-ms', 'BENCH_DELAY_MS', 20, 1);
const ONLY = (flags.only ?? process.env.BENCH_ONLY ?? '') as '' | 'settle' | 'inplay';
if (!['', 'settle', 'inplay'].includes(ONLY)) throw new Error(`--only is settle or inplay, got ${ONLY}`);
if (DELAY_MS > 60_000) throw new Error('--delay-ms is at most 60000 (the settings row allows no more)');

/** Bets inserted in one transaction by the bulk path. */
const CHUNK = 2_000;
/** Bets placed at once through the service. */
const SERVICE_CONCURRENCY = 8;
/** What each member of part 1 is funded with (minor units): far more than 50 stakes of at most 200.00. */
const FUNDS = 100_000_000n;

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (ms: number) => `${fmt(ms / 1000, 2)} s`;
/** Per second, with a decimal below 100. */
const rate = (count: number, ms: number) => {
  const perSecond = count / Math.max(ms / 1000, 1e-9);
  return fmt(perSecond, perSecond < 100 ? 1 : 0);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work(i)` for i in [0, count) with `concurrency` at once; the first failure stops the rest and is thrown. */
async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < count) {
      const i = next++;
      try {
        await work(i);
      } catch (error) {
        failed ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  if (failed !== undefined) throw failed;
}

const one = async <T>(query: Promise<{ rows: T[] }>): Promise<T> => {
  const row = (await query).rows[0];
  if (!row) throw new Error('the query returned no row');
  return row;
};

/**
 * Problems of the ledger: transactions whose entries do not sum to zero, accounts whose balance is
 * not the sum of their entries, entries that do not sum to zero in all.
 */
async function ledgerProblems(db: Kysely<Database>): Promise<{ accounts: number; problems: string[] }> {
  const row = await one(
    sql<{ accounts: string; unbalanced: string; drifted: string; total: string }>`
      SELECT (SELECT count(*) FROM ledger_account)::text AS accounts,
             (SELECT count(*) FROM (SELECT 1 FROM ledger_entry GROUP BY transaction_id HAVING sum(amount) <> 0) x)::text AS unbalanced,
             (SELECT count(*) FROM ledger_account a
                LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entry GROUP BY account_id) e ON e.account_id = a.id
               WHERE a.balance <> coalesce(e.s, 0))::text AS drifted,
             (SELECT coalesce(sum(amount), 0) FROM ledger_entry)::text AS total`.execute(db),
  );
  const problems = [
    row.unbalanced !== '0' && `${row.unbalanced} ledger transactions do not sum to zero`,
    row.drifted !== '0' && `${row.drifted} ledger accounts whose balance is not the sum of their entries`,
    row.total !== '0' && `the ledger's entries sum to ${row.total}`,
  ].filter((p): p is string => typeof p === 'string');
  return { accounts: Number(row.accounts), problems };
}

// ---- 1. one match's settlement and resettlement ---------------------------------------------------

/** The match's prices: 16 selections of 9 markets. */
const PRICES: Record<string, number> = {
  '1x2:home': 2100,
  '1x2:draw': 3300,
  '1x2:away': 3500,
  'ah:-0.25:home': 1950,
  'ah:-0.25:away': 1900,
  'ah:-0.75:home': 2150,
  'ah:-0.75:away': 1750,
  'ou:2.5:over': 1850,
  'ou:2.5:under': 1950,
  'ou:2.25:over': 1800,
  'ou:2.25:under': 2000,
  'oe:odd': 1900,
  'oe:even': 1900,
  'cs:2-1': 9000,
  'cs:1-1': 6500,
  'fh_1x2:home': 2800,
};
const RESULT = { sport: 'football' as const, fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 0 } };
const CORRECTED = { sport: 'football' as const, fullTime: { home: 1, away: 1 }, firstHalf: { home: 1, away: 0 } };

type Selection = { selection_key: string; market_id: string; odds_milli: number };

async function settlementBench(): Promise<void> {
  const database = await createTestDatabase({ seeded: true });
  // The server's pool size (10; the test handle has 4), so the driver's 8 wallet calls at once are
  // not queued behind too few connections.
  const handle = await openDatabase({ databaseUrl: database.url as string });
  const db = handle.db;
  try {
    const setupStart = performance.now();
    const site = await sportsbookSite(db);
    const merchantId = site.merchant.id;
    const currency = site.merchant.currency_code;
    const decimals = site.merchant.currency_decimals;
    const members = await makeSportsbookMembers(db, merchantId, 'sbb', MEMBERS, FUNDS);
    let stepErrors = 0;
    const p = sportsbookProcess(db, testWallet(db), {
      owner: 'bench',
      onError: (error) => {
        if (++stepErrors <= 3) console.error('sportsbook step failed:', error);
      },
    });
    const match = await feedFixture(p, merchantId, { prices: PRICES });
    const selections = (
      await sql<Selection>`
        SELECT s.selection_key, s.market_id::text AS market_id, s.odds_milli
          FROM sportsbook_selection s JOIN sportsbook_market m ON m.id = s.market_id
         WHERE m.match_id = ${match.matchId}
         ORDER BY s.selection_key`.execute(db)
    ).rows;
    if (selections.length !== Object.keys(PRICES).length) throw new Error(`the match offers ${selections.length} selections`);
    const game = await db
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', SPORTSBOOK_VENDOR)
      .where('game_code', '=', 'sports')
      .executeTakeFirstOrThrow();

    /** Bet i: member i mod M (so each member's bets are M apart), a selection that also turns with the member's round, a stake of 1.00–200.00. */
    const plan = (i: number) => {
      const member = members[i % MEMBERS];
      const selection = selections[(i + Math.floor(i / MEMBERS)) % selections.length];
      if (!member || !selection) throw new Error(`no plan for bet ${i}`);
      return { member, selection, stake: 100n * BigInt(1 + ((i * 37) % 200)), requestId: `sbbench-${String(i).padStart(7, '0')}` };
    };

    // Through the service (timed).
    const serviceStart = performance.now();
    await inParallel(SERVICE_BETS, SERVICE_CONCURRENCY, async (i) => {
      const bet = plan(i);
      const placed = await p.service.placeBet(site, bet.member, {
        requestId: bet.requestId,
        kind: 'single',
        stake: bet.stake,
        acceptance: 'none',
        legs: [{ matchId: String(match.matchId), selectionKey: bet.selection.selection_key, oddsMilli: bet.selection.odds_milli }],
      });
      if (placed.status !== 'open') throw new Error(`bet ${i} is ${placed.status}`);
    });
    const serviceMs = performance.now() - serviceStart;

    // The rest in bulk, recorded as the service and the wallet protocol record a placed bet (the header says why and what).
    const bulkStart = performance.now();
    const walletMode = (await db.selectFrom('vendor').select('wallet_mode').where('code', '=', SPORTSBOOK_VENDOR).executeTakeFirst())
      ?.wallet_mode;
    const accountKind = playAccountKind(SPORTSBOOK_VENDOR, walletMode ?? 'seamless', false);
    const accounts = new Map<number, number>();
    for (const m of members) accounts.set(m.member.id, await memberAccountId(db, merchantId, m.member.id, accountKind, currency));
    const house = await houseAccountId(db, merchantId, HOUSE_ACCOUNT.gameHouse(SPORTSBOOK_VENDOR), currency);
    for (let from = SERVICE_BETS; from < BETS; from += CHUNK) {
      const bets = Array.from({ length: Math.min(CHUNK, BETS - from) }, (_, k) => plan(from + k));
      await db.transaction().execute(async (trx) => {
        const now = new Date();
        const inserted = await sql<{ id: string; request_id: string }>`
          INSERT INTO sportsbook_bet (merchant_id, member_id, catalogue_game_id, request_id, kind, stake, odds_milli, acceptance,
                                      status, accepted_at, updated_at)
          SELECT ${merchantId}, t.member_id, ${game.id}, t.request_id, 'single', t.stake, t.odds_milli, 'none', 'open', ${now}, ${now}
            FROM unnest(${bets.map((b) => b.member.member.id)}::int[], ${bets.map((b) => b.requestId)}::text[],
                        ${bets.map((b) => String(b.stake))}::bigint[], ${bets.map((b) => b.selection.odds_milli)}::bigint[],
                        ${bets.map((_, k) => k)}::int[]) AS t(member_id, request_id, stake, odds_milli, ord)
           ORDER BY t.ord
          RETURNING id::text AS id, request_id`.execute(trx);
        const idOf = new Map(inserted.rows.map((r) => [r.request_id, r.id]));
        const ids = bets.map((b) => {
          const id = idOf.get(b.requestId);
          if (!id) throw new Error(`bet ${b.requestId} was not inserted`);
          return id;
        });
        await sql`
          INSERT INTO sportsbook_bet_leg (bet_id, leg_no, match_id, market_id, selection_key, odds_milli)
          SELECT t.bet_id, 1, ${match.matchId}, t.market_id, t.selection_key, t.odds_milli
            FROM unnest(${ids}::bigint[], ${bets.map((b) => b.selection.market_id)}::bigint[],
                        ${bets.map((b) => b.selection.selection_key)}::text[], ${bets.map((b) => b.selection.odds_milli)}::int[])
                 AS t(bet_id, market_id, selection_key, odds_milli)`.execute(trx);
        // The round opened on the member's play account, as the debit's roundFor does, with the stake as its total bet.
        await sql`
          INSERT INTO game_round (merchant_id, vendor_code, round_id, member_id, game_id, account_id, currency, play_money, total_bet)
          SELECT ${merchantId}, ${SPORTSBOOK_VENDOR}, t.round_id, t.member_id, ${game.id}, t.account_id, ${currency}, false, t.stake
            FROM unnest(${ids.map((id) => sportsbookIds.round(id))}::text[], ${bets.map((b) => b.member.member.id)}::int[],
                        ${bets.map((b) => accounts.get(b.member.member.id))}::int[], ${bets.map((b) => String(b.stake))}::bigint[])
                 AS t(round_id, member_id, account_id, stake)`.execute(trx);
        // The debit's ledger post, made by the ledger itself (the provider service's move(): its key, kind, reference and memo).
        const requests: PostRequest[] = bets.map((b, k) => {
          const txnId = sportsbookIds.debit(ids[k] as string);
          return {
            merchantId,
            idempotencyKey: `provider:${SPORTSBOOK_VENDOR}:${txnId}`,
            kind: 'bet',
            reference: `${SPORTSBOOK_VENDOR}:${sportsbookIds.round(ids[k] as string)}`,
            memo: `debit ${txnId}`,
            entries: [
              { accountId: accounts.get(b.member.member.id) as number, amount: -b.stake },
              { accountId: house, amount: b.stake },
            ],
          };
        });
        const outcomes = await postMany(trx, requests);
        const posted = outcomes.map((o, k) => {
          if (!o?.ok) throw new Error(`the debit of bet ${ids[k]} was refused: ${String(o?.error)}`);
          if (o.result.replayed) throw new Error(`the debit of bet ${ids[k]} was already posted`);
          const account = accounts.get((bets[k] as (typeof bets)[number]).member.member.id);
          const balance = o.result.entries.find((e) => e.accountId === account)?.balanceAfter;
          if (balance === undefined) throw new Error(`the debit of bet ${ids[k]} has no member entry`);
          return { transactionId: String(o.result.transactionId), balance };
        });
        // The provider transaction with the answer the wallet stores (and replays).
        const responses = bets.map((_, k) => {
          const id = ids[k] as string;
          const post = posted[k] as (typeof posted)[number];
          return JSON.stringify(
            ok({
              txnId: sportsbookIds.debit(id),
              roundId: sportsbookIds.round(id),
              balance: formatMinor(post.balance, decimals),
              currency,
              transactionId: post.transactionId,
            }),
          );
        });
        await sql`
          INSERT INTO provider_transaction (merchant_id, vendor_code, txn_id, kind, round_id, member_id, amount, ledger_transaction_id, response)
          SELECT ${merchantId}, ${SPORTSBOOK_VENDOR}, t.txn_id, 'debit', t.round_id, t.member_id, t.amount, t.ledger_id, t.response
            FROM unnest(${ids.map((id) => sportsbookIds.debit(id))}::text[], ${ids.map((id) => sportsbookIds.round(id))}::text[],
                        ${bets.map((b) => b.member.member.id)}::int[], ${bets.map((b) => String(b.stake))}::bigint[],
                        ${posted.map((x) => x.transactionId)}::bigint[], ${responses}::text[])
                 AS t(txn_id, round_id, member_id, amount, ledger_id, response)`.execute(trx);
      });
    }
    const bulkMs = performance.now() - bulkStart;
    await sql`ANALYZE`.execute(db);

    // A bulk bet must look to settlement exactly like a placed one.
    let compared = 0;
    if (SERVICE_BETS > 0 && SERVICE_BETS < BETS) {
      const idOf = async (i: number) =>
        (await one(sql<{ id: string }>`SELECT id::text AS id FROM sportsbook_bet WHERE request_id = ${plan(i).requestId}`.execute(db))).id;
      const context = { accounts, house, gameId: game.id, selections, decimals };
      const placed = await describeBet(db, await idOf(0), context);
      const bulk = await describeBet(db, await idOf(SERVICE_BETS), context);
      const keys = [...new Set([...Object.keys(placed), ...Object.keys(bulk)])];
      const differ = keys.filter((k) => placed[k] !== bulk[k]);
      if (differ.length > 0) {
        throw new Error(
          `a bulk-inserted bet differs from a placed one:\n${differ.map((k) => `  ${k}: placed ${placed[k]} / bulk ${bulk[k]}`).join('\n')}`,
        );
      }
      compared = keys.length;
    }
    const setupMs = performance.now() - setupStart;

    /** Steps the driver (one tick = one pass of the book's loop) until every bet on the match is settled against its latest result. */
    const settleByDriver = async () => {
      const start = performance.now();
      let ticks = 0;
      const maxTicks = Math.ceil(BETS / DEFAULT_SPORTSBOOK_TIMING.settleBatch) * 3 + 20;
      for (;;) {
        const m = await one(
          sql<{
            settle_rev: number;
            settled_rev: number;
          }>`SELECT settle_rev, settled_rev FROM sportsbook_match WHERE id = ${match.matchId}`.execute(db),
        );
        if (m.settled_rev >= m.settle_rev) break;
        await p.driver.tick();
        if (++ticks > maxTicks) throw new Error(`the match was not settled after ${ticks} driver passes (${stepErrors} step errors)`);
      }
      return { ms: performance.now() - start, ticks };
    };

    const header = `settlement · ${fmt(BETS)} singles on one football match (${selections.length} selections) from ${fmt(MEMBERS)} members`;
    console.log(header);
    console.log(
      `  set-up         ${seconds(setupMs)} (not timed): ${fmt(SERVICE_BETS)} bets through the service at ${rate(SERVICE_BETS, serviceMs)}/s (${SERVICE_CONCURRENCY} at once, one wallet debit each), ${fmt(BETS - SERVICE_BETS)} bulk-inserted as the wallet records them in ${seconds(bulkMs)}${compared ? `; one of each compared on ${compared} fields: the same` : ''}`,
    );

    await feedResult(p, merchantId, match.ref, RESULT, 1);
    const first = await settleByDriver();
    const afterFirst = await one(
      sql<{ settled: string; credited: string; members: string }>`
        SELECT count(*) FILTER (WHERE status IN ('settled', 'void') AND settle_seq = 1 AND credited_seq = 1)::text AS settled,
               count(*) FILTER (WHERE credited_seq = settle_seq AND settle_seq >= 1)::text AS credited,
               count(DISTINCT member_id)::text AS members
          FROM sportsbook_bet`.execute(db),
    );
    if (Number(afterFirst.settled) !== BETS) throw new Error(`${afterFirst.settled} of ${BETS} bets settled and credited`);
    console.log(
      `  result 2–1     ${fmt(BETS)} bets settled and credited in ${seconds(first.ms)}: ${rate(BETS, first.ms)} bets/s, ${rate(Number(afterFirst.members), first.ms)} members/s (${first.ticks} driver passes of ${DEFAULT_SPORTSBOOK_TIMING.settleBatch}, ${DEFAULT_SPORTSBOOK_TIMING.settleConcurrency} wallet calls at once)`,
    );

    await feedResult(p, merchantId, match.ref, CORRECTED, 2);
    const second = await settleByDriver();
    const afterSecond = await one(
      sql<{ resettled: string; unchanged: string; members: string; done: string }>`
        SELECT count(*) FILTER (WHERE settle_seq = 2)::text AS resettled,
               count(*) FILTER (WHERE settle_seq = 1)::text AS unchanged,
               count(DISTINCT member_id) FILTER (WHERE settle_seq = 2)::text AS members,
               count(*) FILTER (WHERE status IN ('settled', 'void') AND credited_seq = settle_seq)::text AS done
          FROM sportsbook_bet`.execute(db),
    );
    if (Number(afterSecond.done) !== BETS) throw new Error(`${afterSecond.done} of ${BETS} bets settled and credited after the correction`);
    const resettled = Number(afterSecond.resettled);
    console.log(
      `  corrected 1–1  ${fmt(resettled)} bets resettled (${fmt(Number(afterSecond.unchanged))} unchanged) in ${seconds(second.ms)}: ${rate(BETS, second.ms)} bets looked at/s, ${rate(resettled, second.ms)} resettled/s, ${rate(Number(afterSecond.members), second.ms)} members/s (${second.ticks} driver passes)`,
    );
    await p.driver.stop();

    // Exactly once, and the money adds up.
    const txns = await one(
      sql<{ debits: string; credits: string; resettles: string; rollbacks: string; distinct_credits: string; bad_rounds: string }>`
        SELECT count(*) FILTER (WHERE kind = 'debit')::text AS debits,
               count(*) FILTER (WHERE kind = 'credit')::text AS credits,
               count(DISTINCT round_id) FILTER (WHERE kind = 'credit')::text AS distinct_credits,
               count(*) FILTER (WHERE kind = 'resettle')::text AS resettles,
               count(*) FILTER (WHERE kind = 'rollback')::text AS rollbacks,
               (SELECT count(*) FROM sportsbook_bet b
                  LEFT JOIN game_round r ON r.merchant_id = b.merchant_id AND r.vendor_code = ${SPORTSBOOK_VENDOR} AND r.round_id = 'sb:' || b.id
                 WHERE r.id IS NULL OR r.status <> 'settled' OR r.total_bet <> b.stake OR r.total_win <> b.payout)::text AS bad_rounds
          FROM provider_transaction WHERE vendor_code = ${SPORTSBOOK_VENDOR}`.execute(db),
    );
    const money = await one(
      sql<{
        stakes: string;
        payouts: string;
        house: string;
        wrong_members: string;
        rollup_bets: string;
        rollup_payout: string;
        rollup_rounds: string;
      }>`
        SELECT (SELECT sum(stake) FROM sportsbook_bet)::text AS stakes,
               (SELECT sum(payout) FROM sportsbook_bet)::text AS payouts,
               (SELECT balance FROM ledger_account WHERE id = ${house})::text AS house,
               (SELECT count(*) FROM (
                  SELECT a.balance, coalesce(sum(b.payout - b.stake), 0) AS net FROM ledger_account a
                    LEFT JOIN sportsbook_bet b ON b.member_id = a.member_id
                   WHERE a.id = ANY(${[...accounts.values()]}::int[])
                   GROUP BY a.id, a.balance) x WHERE x.balance <> ${String(FUNDS)}::bigint + x.net)::text AS wrong_members,
               (SELECT coalesce(sum(bets), 0) FROM member_hourly_rollup WHERE category = 'SPORTS')::text AS rollup_bets,
               (SELECT coalesce(sum(payout), 0) FROM member_hourly_rollup WHERE category = 'SPORTS')::text AS rollup_payout,
               (SELECT coalesce(sum(rounds), 0) FROM member_hourly_rollup WHERE category = 'SPORTS')::text AS rollup_rounds`.execute(db),
    );
    const ledger = await ledgerProblems(db);
    const problems = [
      Number(txns.debits) !== BETS && `${txns.debits} debits for ${BETS} bets`,
      (Number(txns.credits) !== BETS || Number(txns.distinct_credits) !== BETS) &&
        `${txns.credits} credits on ${txns.distinct_credits} rounds for ${BETS} bets`,
      Number(txns.resettles) !== resettled && `${txns.resettles} resettles for ${resettled} changed payouts`,
      txns.rollbacks !== '0' && `${txns.rollbacks} rollbacks`,
      txns.bad_rounds !== '0' && `${txns.bad_rounds} rounds whose totals are not their bet's stake and payout`,
      BigInt(money.house) !== BigInt(money.stakes) - BigInt(money.payouts) &&
        `the game house holds ${money.house}, stakes − payouts are ${BigInt(money.stakes) - BigInt(money.payouts)}`,
      money.wrong_members !== '0' && `${money.wrong_members} members whose balance is not funds − stakes + payouts`,
      (money.rollup_bets !== money.stakes || money.rollup_payout !== money.payouts || Number(money.rollup_rounds) !== BETS) &&
        `rollups: bets ${money.rollup_bets} payout ${money.rollup_payout} rounds ${money.rollup_rounds}; bets hold ${money.stakes}, ${money.payouts}, ${BETS}`,
      stepErrors > 0 && `${stepErrors} driver steps failed`,
      ...ledger.problems,
    ].filter((x): x is string => typeof x === 'string');
    if (problems.length > 0) throw new Error(`settlement checks failed:\n  ${problems.join('\n  ')}`);
    console.log(
      `  checked        ${fmt(BETS)} debits, ${fmt(BETS)} credits (one per round), ${fmt(resettled)} resettles, no rollback; every round's totals are its bet's stake and payout; stakes ${formatMinor(BigInt(money.stakes), decimals)}, payouts ${formatMinor(BigInt(money.payouts), decimals)} = what the game house and every member's balance moved; rollups agree; ledger balanced (${fmt(ledger.accounts)} accounts)`,
    );
  } finally {
    await handle.close();
    await database.close();
  }
}

/**
 * A bet as settlement sees it, by field, with its own ids and amounts replaced by what they must be
 * (the stake, the member's account, the post's id), so a placed bet and a bulk one compare equal.
 */
async function describeBet(
  db: Kysely<Database>,
  betId: string,
  context: { accounts: Map<number, number>; house: number; gameId: number; selections: Selection[]; decimals: number },
): Promise<Record<string, string>> {
  const swap = (text: string | null) => (text === null ? 'null' : text.split(betId).join('<bet>'));
  const bet = await one(
    sql<{
      member_id: number;
      catalogue_game_id: number;
      kind: string;
      stake: string;
      odds_milli: string;
      acceptance: string;
      status: string;
      error: string | null;
      accept_at: Date | null;
      accepted_at: Date | null;
      outcome: string | null;
      payout: string | null;
      settle_seq: number;
      settle_txn: string | null;
      credited_seq: number;
      settled_at: Date | null;
      credited_at: Date | null;
      legs: number;
      leg_no: number;
      market_id: string;
      selection_key: string;
      leg_odds: number;
      leg_outcome: string | null;
    }>`
      SELECT b.member_id, b.catalogue_game_id, b.kind, b.stake::text AS stake, b.odds_milli::text AS odds_milli, b.acceptance, b.status,
             b.error, b.accept_at, b.accepted_at, b.outcome, b.payout::text AS payout, b.settle_seq, b.settle_txn, b.credited_seq,
             b.settled_at, b.credited_at, (SELECT count(*) FROM sportsbook_bet_leg x WHERE x.bet_id = b.id)::int AS legs,
             l.leg_no, l.market_id::text AS market_id, l.selection_key, l.odds_milli AS leg_odds, l.outcome AS leg_outcome
        FROM sportsbook_bet b JOIN sportsbook_bet_leg l ON l.bet_id = b.id
       WHERE b.id = ${betId}`.execute(db),
  );
  const stake = bet.stake;
  const account = context.accounts.get(bet.member_id);
  const selection = context.selections.find((s) => s.selection_key === bet.selection_key);
  const out: Record<string, string> = {
    'bet.kind': bet.kind,
    'bet.status': bet.status,
    'bet.acceptance': bet.acceptance,
    'bet.error': String(bet.error),
    'bet.accept_at': bet.accept_at === null ? 'null' : 'set',
    'bet.accepted_at': bet.accepted_at === null ? 'null' : 'set',
    'bet.outcome': String(bet.outcome),
    'bet.payout': String(bet.payout),
    'bet.settle_seq': String(bet.settle_seq),
    'bet.settle_txn': swap(bet.settle_txn),
    'bet.credited_seq': String(bet.credited_seq),
    'bet.settled_at': bet.settled_at === null ? 'null' : 'set',
    'bet.credited_at': bet.credited_at === null ? 'null' : 'set',
    'bet.catalogue_game': bet.catalogue_game_id === context.gameId ? 'the sports game' : String(bet.catalogue_game_id),
    'bet.odds': bet.odds_milli === String(bet.leg_odds) ? "the leg's" : bet.odds_milli,
    'leg.count': String(bet.legs),
    'leg.no': String(bet.leg_no),
    'leg.market': bet.market_id === selection?.market_id ? "the selection's market" : bet.market_id,
    'leg.odds': bet.leg_odds === selection?.odds_milli ? 'the price' : String(bet.leg_odds),
    'leg.outcome': String(bet.leg_outcome),
  };
  const rounds = (
    await sql<{
      member_id: number;
      game_id: number | null;
      account_id: number;
      currency: string;
      play_money: boolean;
      total_bet: string;
      total_win: string;
      status: string;
      settled_at: Date | null;
    }>`
      SELECT member_id, game_id, account_id, currency, play_money, total_bet::text AS total_bet, total_win::text AS total_win, status, settled_at
        FROM game_round WHERE vendor_code = ${SPORTSBOOK_VENDOR} AND round_id = ${sportsbookIds.round(betId)}`.execute(db)
  ).rows;
  out['round.count'] = String(rounds.length);
  for (const r of rounds) {
    out['round.member'] = r.member_id === bet.member_id ? "the bet's" : String(r.member_id);
    out['round.game'] = r.game_id === context.gameId ? 'the sports game' : String(r.game_id);
    out['round.account'] = r.account_id === account ? "the member's play account" : String(r.account_id);
    out['round.currency'] = r.currency;
    out['round.play_money'] = String(r.play_money);
    out['round.total_bet'] = r.total_bet === stake ? 'the stake' : r.total_bet;
    out['round.total_win'] = r.total_win;
    out['round.status'] = r.status;
    out['round.settled_at'] = r.settled_at === null ? 'null' : 'set';
  }
  const txns = (
    await sql<{
      kind: string;
      txn_id: string;
      member_id: number;
      amount: string;
      ledger_transaction_id: string | null;
      response: string;
    }>`
      SELECT kind, txn_id, member_id, amount::text AS amount, ledger_transaction_id::text AS ledger_transaction_id, response
        FROM provider_transaction WHERE vendor_code = ${SPORTSBOOK_VENDOR} AND round_id = ${sportsbookIds.round(betId)} ORDER BY id`.execute(
      db,
    )
  ).rows;
  out['txn.count'] = String(txns.length);
  for (const [n, t] of txns.entries()) {
    const at = `txn${n + 1}`;
    out[`${at}.kind`] = t.kind;
    out[`${at}.txn_id`] = swap(t.txn_id);
    out[`${at}.member`] = t.member_id === bet.member_id ? "the bet's" : String(t.member_id);
    out[`${at}.amount`] = t.amount === stake ? 'the stake' : t.amount;
    const answer = JSON.parse(t.response) as { success: boolean; message: string; value: Record<string, unknown> };
    out[`${at}.answer.shape`] =
      `success=${answer.success} message=${JSON.stringify(answer.message)} keys=${Object.keys(answer.value).join(',')}`;
    out[`${at}.answer.txnId`] = swap(String(answer.value.txnId));
    out[`${at}.answer.roundId`] = swap(String(answer.value.roundId));
    out[`${at}.answer.currency`] = String(answer.value.currency);
    out[`${at}.answer.transactionId`] =
      answer.value.transactionId === t.ledger_transaction_id ? "the post's" : String(answer.value.transactionId);
    if (t.ledger_transaction_id === null) {
      out[`${at}.post`] = 'none';
      continue;
    }
    const post = await one(
      sql<{ idempotency_key: string; kind: string; reference: string; memo: string | null }>`
        SELECT idempotency_key, kind, reference, memo FROM ledger_transaction WHERE id = ${t.ledger_transaction_id}`.execute(db),
    );
    out[`${at}.post.key`] = swap(post.idempotency_key);
    out[`${at}.post.kind`] = post.kind;
    out[`${at}.post.reference`] = swap(post.reference);
    out[`${at}.post.memo`] = swap(post.memo);
    const entries = (
      await sql<{ account_id: number; amount: string; balance_after: string }>`
        SELECT account_id, amount::text AS amount, balance_after::text AS balance_after
          FROM ledger_entry WHERE transaction_id = ${t.ledger_transaction_id} ORDER BY amount`.execute(db)
    ).rows;
    out[`${at}.post.entries`] = entries
      .map((e) => {
        const who = e.account_id === account ? 'member' : e.account_id === context.house ? 'game house' : String(e.account_id);
        const amount = e.amount === `-${stake}` ? '−stake' : e.amount === stake ? '+stake' : e.amount;
        return `${who} ${amount}`;
      })
      .join(', ');
    const memberEntry = entries.find((e) => e.account_id === account);
    out[`${at}.answer.balance`] =
      memberEntry && answer.value.balance === formatMinor(BigInt(memberEntry.balance_after), context.decimals)
        ? "the member's balance after"
        : 'other';
  }
  return out;
}

// ---- 2. in-play bets accepted per second over HTTP ------------------------------------------------

const LIVE_PRICES: Record<string, number> = {
  '1x2:home': 2400,
  '1x2:draw': 3000,
  '1x2:away': 3100,
  'ah:0:home': 1950,
  'ah:0:away': 1900,
  'ou:2.5:over': 1800,
  'ou:2.5:under': 2000,
};

async function inPlayBench(): Promise<void> {
  const database = await createTestDatabase({ seeded: true });
  const db = database.db;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();
    const site = await sportsbookSite(db);
    const merchantId = site.merchant.id;
    await sql`
      INSERT INTO sportsbook_settings (merchant_id, min_stake, max_stake, in_play_delay_ms)
      VALUES (${merchantId}, 100, 1000000, ${DELAY_MS})
      ON CONFLICT (merchant_id) DO UPDATE SET in_play_delay_ms = excluded.in_play_delay_ms`.execute(db);
    // The feed runs here (any process may apply a provider's messages); the server only reads the match.
    const p = sportsbookProcess(db, testWallet(db), { owner: 'bench-feed' });
    const match = await feedFixture(p, merchantId, { prices: LIVE_PRICES, live: true, startsAt: new Date(Date.now() - 1_800_000) });

    server = await startServerProcess({ databaseUrl: database.url as string, env: { LOG_REQUESTS: 'false' } });
    const base = server.url;
    const http = httpClient(base, { merchant: 'FORTUNA' });
    const { hashPassword } = await import('../apps/server/src/modules/auth/password');
    const hash = await hashPassword('Bench1234');
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const username = `sbip${String(i).padStart(4, '0')}`;
      const row = await db
        .insertInto('member')
        .values({ merchant_id: merchantId, username, nickname: username, type: 0, password_hash: hash })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
      await fund(db, username, 100_000_000n);
      const reply = await http.encrypted('POST', '/wps/session/login', { type: 'username', username, password: 'Bench1234' });
      const token = reply.body.value?.token as string | undefined;
      if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(reply.body)}`);
      tokens.push(token);
    }
    const headersOf = (token: string) => ({ 'content-type': 'application/json', merchant: 'FORTUNA', authorization: `Bearer ${token}` });
    const call = async (token: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: headersOf(token),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: { success?: boolean; value?: unknown; message?: string } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // Not JSON: reported as the failure below.
      }
      return { status: response.status, ok: response.status === 200 && parsed.success === true, value: parsed.value, text };
    };

    const keys = Object.keys(LIVE_PRICES);
    type Run = { done: number; rejected: number; failures: number; firstFailure?: string; latencies: number[]; ms: number };

    /** One client's in-play bet: placed, then read once its delay is over until it is decided. */
    const placeAndDecide = async (client: number, token: string, requestId: string, n: number, run: Run) => {
      const started = performance.now();
      const selectionKey = keys[(client + n) % keys.length] as string;
      const placed = await call(token, 'POST', '/wps/sportsbook/bets', {
        requestId,
        kind: 'single',
        stake: '1.00',
        acceptance: 'any',
        legs: [{ matchId: String(match.matchId), selectionKey, oddsMilli: LIVE_PRICES[selectionKey] }],
      });
      if (!placed.ok) {
        run.failures++;
        run.firstFailure ??= `${placed.status} ${placed.text.slice(0, 200)}`;
        return;
      }
      let bet = placed.value as SportsbookBet;
      for (let reads = 0; bet.status === 'pending' || bet.status === 'placing'; reads++) {
        if (reads > 1_000) throw new Error(`bet ${bet.betId} still ${bet.status} after ${reads} reads`);
        const wait = bet.acceptAt ? Date.parse(bet.acceptAt) - Date.now() : 5;
        await sleep(Math.max(1, wait + 1));
        const read = await call(token, 'GET', `/wps/sportsbook/bets/${bet.betId}`);
        if (!read.ok) {
          run.failures++;
          run.firstFailure ??= `${read.status} ${read.text.slice(0, 200)}`;
          return;
        }
        bet = read.value as SportsbookBet;
      }
      if (bet.status === 'open') {
        run.done++;
        run.latencies.push(performance.now() - started);
      } else run.rejected++;
    };

    /** Each client plays as its own member for `duration` s (a bet under way at the end is finished and counted). */
    const runBets = async (duration: number, tag: string): Promise<Run> => {
      const run: Run = { done: 0, rejected: 0, failures: 0, latencies: [], ms: 0 };
      const start = performance.now();
      const end = start + duration * 1000;
      await Promise.all(
        tokens.map(async (token, client) => {
          for (let n = 0; performance.now() < end; n++) await placeAndDecide(client, token, `${tag}-${client}-${n}`, n, run);
        }),
      );
      run.ms = performance.now() - start;
      return run;
    };

    /** Ledger posts with the same clients: a transfer of 1.00 into REFX and back, one post each. */
    const runLedger = async (duration: number, tag: string): Promise<Run> => {
      const run: Run = { done: 0, rejected: 0, failures: 0, latencies: [], ms: 0 };
      const start = performance.now();
      const end = start + duration * 1000;
      await Promise.all(
        tokens.map(async (token, client) => {
          for (let n = 0; performance.now() < end; n++) {
            const [from, to] = n % 2 === 0 ? ['MAIN', 'REFX'] : ['REFX', 'MAIN'];
            const reply = await call(token, 'POST', '/wps/relay/GCS_walletTransfer', {
              from,
              to,
              amount: '1',
              requestId: `${tag}-${client}-${n}`,
            });
            if (reply.ok) run.done++;
            else {
              run.failures++;
              run.firstFailure ??= `${reply.status} ${reply.text.slice(0, 200)}`;
            }
          }
        }),
      );
      run.ms = performance.now() - start;
      return run;
    };

    // In play, prices move: the feed re-prices the handicap every second (acceptance any takes the price of the moment).
    let tick = 0;
    let moving: Promise<unknown> = Promise.resolve();
    const mover = setInterval(() => {
      tick++;
      moving = feedSend(p, merchantId, match.ref, {
        type: 'odds',
        prices: [
          { selectionKey: 'ah:0:home', oddsMilli: tick % 2 ? 1960 : 1950 },
          { selectionKey: 'ah:0:away', oddsMilli: tick % 2 ? 1890 : 1900 },
        ],
      }).catch((error) => console.error('price move failed:', error));
    }, 1_000);

    // Warm-up (not counted): each member's provider session opened by its first bet, the code paths compiled.
    try {
      const warm = await runBets(1, 'sbwarm');
      if (warm.done === 0) throw new Error(`no bet was accepted in the warm-up: ${warm.firstFailure ?? `${warm.rejected} rejected`}`);
      await runLedger(1, 'sbwarml');
      const bets = await runBets(SECONDS, 'sbrun');
      clearInterval(mover);
      const posts = await runLedger(SECONDS, 'sbpost');
      if (bets.done === 0 || posts.done === 0) {
        throw new Error(
          `nothing measured: ${bets.done} bets accepted (${bets.firstFailure ?? 'no failure'}), ${posts.done} posts (${posts.firstFailure ?? 'no failure'})`,
        );
      }

      // Every accepted bet is open with one debit and no rollback; nothing is left on its way in.
      const check = await one(
        sql<{ open: string; wrong: string; waiting: string; rejected: string; unrefunded: string }>`
          SELECT count(*) FILTER (WHERE b.status = 'open')::text AS open,
                 count(*) FILTER (WHERE b.status = 'open' AND (d.id IS NULL OR r.id IS NOT NULL))::text AS wrong,
                 count(*) FILTER (WHERE b.status IN ('placing', 'pending', 'rejecting'))::text AS waiting,
                 count(*) FILTER (WHERE b.status = 'rejected')::text AS rejected,
                 count(*) FILTER (WHERE b.status = 'rejected' AND d.id IS NOT NULL AND r.id IS NULL)::text AS unrefunded
            FROM sportsbook_bet b
            LEFT JOIN provider_transaction d ON d.merchant_id = b.merchant_id AND d.vendor_code = ${SPORTSBOOK_VENDOR}
                  AND d.txn_id = 'sb-bet:' || b.id AND d.kind = 'debit'
            LEFT JOIN provider_transaction r ON r.merchant_id = b.merchant_id AND r.vendor_code = ${SPORTSBOOK_VENDOR}
                  AND r.txn_id = 'sb-bet:' || b.id AND r.kind = 'rollback'
           WHERE b.request_id LIKE 'sbrun-%'`.execute(db),
      );
      const ledger = await ledgerProblems(db);
      const problems = [
        Number(check.open) !== bets.done && `${check.open} open bets in the database, ${bets.done} answered accepted`,
        check.wrong !== '0' && `${check.wrong} open bets without exactly one debit and no rollback`,
        check.waiting !== '0' && `${check.waiting} bets still on their way in`,
        check.unrefunded !== '0' && `${check.unrefunded} rejected bets not refunded`,
        ...ledger.problems,
      ].filter((x): x is string => typeof x === 'string');
      if (problems.length > 0) throw new Error(`in-play checks failed:\n  ${problems.join('\n  ')}`);

      const sorted = [...bets.latencies].sort((a, b) => a - b);
      const pct = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const accepted = bets.done / (bets.ms / 1000);
      const postRate = posts.done / (posts.ms / 1000);
      console.log(
        `in play · ${CLIENTS} clients (one member each) on a live match, in-play delay ${DELAY_MS} ms, prices moved every 1 s, ${SECONDS} s each`,
      );
      console.log(
        `  bets accepted  ${fmt(accepted, 1)}/s (${fmt(bets.done)} in ${seconds(bets.ms)}; ${bets.rejected} rejected, ${bets.failures} failed${bets.firstFailure ? `: ${bets.firstFailure}` : ''}) · POST to accepted p50 ${fmt(pct(0.5))} ms p99 ${fmt(pct(0.99))} ms`,
      );
      console.log(
        `  ledger posts   ${fmt(postRate, 1)}/s (${fmt(posts.done)} GCS_walletTransfer posts, ${posts.failures} failed${posts.firstFailure ? `: ${posts.firstFailure}` : ''})`,
      );
      console.log(
        `  ratio          ${(accepted / postRate).toFixed(3)} accepted bets per ledger post (a bet is a POST with one debit and a read that decides it)`,
      );
      console.log(
        `  checked        ${fmt(Number(check.open))} open bets with one debit and no rollback each, ${check.rejected} rejected and refunded, none waiting; ledger balanced (${fmt(ledger.accounts)} accounts)`,
      );
    } finally {
      clearInterval(mover);
      await moving;
    }
  } finally {
    await server?.stop();
    await database.close();
  }
}

console.log(`sportsbook bench · ${os.cpus().length} cores · PostgreSQL ${new URL(url).host} · node ${process.version}`);
if (ONLY !== 'inplay') await settlementBench();
if (ONLY !== 'settle') await inPlayBench();
