import type { GameType } from '@fortuna/bgs/types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A lottery game row as the back office edits it. */
export type OpsGameRow = {
  id: number;
  game_id: number;
  code: string;
  vendor_code: string;
  game_type: GameType;
  pay_mode: 'prize_group' | 'fixed_odds';
  names: Record<string, string>;
  enabled: boolean;
  schedule: unknown;
  next_schedule: unknown;
  next_schedule_from: Date | null;
  close_seconds: number;
  min_unit_stake: bigint;
  max_stake: bigint;
  min_series: number | null;
  max_series: number | null;
  max_number_stake: bigint | null;
  max_issue_stake: bigint | null;
};

/** An issue with its game and this merchant's bet totals (cancelled bets left out). */
export type OpsIssueRow = {
  id: bigint;
  lottery_game_id: number;
  code: string;
  names: Record<string, string>;
  game_type: GameType;
  numero: string;
  status: 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';
  paused_at: Date | null;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  seed_hash: string;
  server_seed: string;
  result: number[] | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  refunded_at: Date | null;
  bets: number;
  stake: bigint;
  payout: bigint;
};

const GAME_COLUMNS = [
  'l.id',
  'l.game_id',
  'l.code',
  'l.vendor_code',
  'l.game_type',
  'l.pay_mode',
  'l.names',
  'l.enabled',
  'l.schedule',
  'l.next_schedule',
  'l.next_schedule_from',
  'l.close_seconds',
  'l.min_unit_stake',
  'l.max_stake',
  'l.min_series',
  'l.max_series',
  'l.max_number_stake',
  'l.max_issue_stake',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Every query of the back office's lottery control (the engine's own SQL stays in providers/bgs). */
export function createOpsLotteryRepository(db: Kysely<Database>) {
  const issueColumns = (merchantId: number) =>
    [
      'i.id',
      'i.lottery_game_id',
      'l.code',
      'l.names',
      'l.game_type',
      'i.numero',
      'i.status',
      'i.paused_at',
      'i.opens_at',
      'i.closes_at',
      'i.draws_at',
      'i.seed_hash',
      'i.server_seed',
      'i.result',
      'i.drawn_at',
      'i.settled_at',
      'i.cancelled_at',
      'i.cancel_reason',
      'i.refunded_at',
      sql<number>`(SELECT count(*)::int FROM lottery_bet b WHERE b.issue_id = i.id AND b.merchant_id = ${merchantId}
                   AND b.status NOT IN ('cancelled', 'cancelling', 'rejected'))`.as('bets'),
      sql<bigint>`(SELECT coalesce(sum(b.stake), 0)::bigint FROM lottery_bet b WHERE b.issue_id = i.id AND b.merchant_id = ${merchantId}
                   AND b.status NOT IN ('cancelled', 'cancelling', 'rejected'))`.as('stake'),
      sql<bigint>`(SELECT coalesce(sum(b.payout), 0)::bigint FROM lottery_bet b WHERE b.issue_id = i.id AND b.merchant_id = ${merchantId}
                   AND b.status IN ('won', 'lost', 'push'))`.as('payout'),
    ] as const;
  const issuesJoined = () => db.selectFrom('lottery_issue as i').innerJoin('lottery_game as l', 'l.id', 'i.lottery_game_id');

  return {
    /** A page of games, filtered and sorted, with the total. */
    async games(filter: {
      q?: string;
      vendor?: string;
      enabled?: boolean;
      sort: 'sort' | 'code' | 'name' | 'gameType' | 'enabled';
      order: 'asc' | 'desc';
      offset: number;
      limit: number;
    }): Promise<{ rows: OpsGameRow[]; total: number }> {
      let query = db.selectFrom('lottery_game as l');
      if (filter.q) {
        const like = `%${escapeLike(filter.q)}%`;
        query = query.where((eb) => eb.or([eb('l.code', 'ilike', like), eb(sql`l.names::text`, 'ilike', like)]));
      }
      if (filter.vendor) query = query.where('l.vendor_code', '=', filter.vendor as never);
      if (filter.enabled !== undefined) query = query.where('l.enabled', '=', filter.enabled);
      const sortColumn = {
        sort: sql`l.sort`,
        code: sql`l.code`,
        name: sql`l.names->>'en'`,
        gameType: sql`l.game_type`,
        enabled: sql`l.enabled`,
      }[filter.sort];
      const [rows, total] = await Promise.all([
        query.select(GAME_COLUMNS).orderBy(sortColumn, filter.order).orderBy('l.id').offset(filter.offset).limit(filter.limit).execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as OpsGameRow[], total: total.n };
    },

    /** One game, locked for a change when `trx` is a transaction. */
    async game(trx: Kysely<Database>, id: number, forUpdate = false): Promise<OpsGameRow | undefined> {
      const query = trx.selectFrom('lottery_game as l').select(GAME_COLUMNS).where('l.id', '=', id);
      return (await (forUpdate ? query.forUpdate() : query).executeTakeFirst()) as OpsGameRow | undefined;
    },

    /** The latest draw time of the game's issues (a new schedule starts after the day it falls in). */
    async lastDrawAt(trx: Kysely<Database>, gameId: number): Promise<Date | undefined> {
      const row = await trx
        .selectFrom('lottery_issue')
        .select((eb) => eb.fn.max('draws_at').as('last'))
        .where('lottery_game_id', '=', gameId)
        .executeTakeFirst();
      return row?.last ? new Date(row.last as Date) : undefined;
    },

    async updateGame(trx: Kysely<Database>, id: number, values: Record<string, unknown>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await trx.updateTable('lottery_game').set(values).where('id', '=', id).execute();
    },

    /** Moves the closing time of the game's issues still taking bets to `closeSeconds` before their draw. */
    async reclose(trx: Kysely<Database>, gameId: number, closeSeconds: number, now: Date): Promise<number> {
      const result = await sql`
        UPDATE lottery_issue SET closes_at = greatest(opens_at, draws_at - make_interval(secs => ${closeSeconds}))
         WHERE lottery_game_id = ${gameId} AND status = 'open' AND closes_at > ${now}`.execute(trx);
      return Number(result.numAffectedRows ?? 0n);
    },

    /** A page of issues. */
    async issues(
      merchantId: number,
      filter: {
        gameId?: number;
        state: 'upcoming' | 'paused' | 'drawn' | 'cancelled' | 'all';
        numero?: string;
        start?: Date;
        end?: Date;
        sort: 'drawsAt' | 'numero' | 'stake';
        order: 'asc' | 'desc';
        offset: number;
        limit: number;
      },
    ): Promise<{ rows: OpsIssueRow[]; total: number }> {
      let base = issuesJoined();
      if (filter.gameId !== undefined) base = base.where('i.lottery_game_id', '=', filter.gameId);
      if (filter.state === 'upcoming') base = base.where('i.status', 'in', ['open', 'locked']);
      if (filter.state === 'paused') base = base.where('i.status', 'in', ['open', 'locked']).where('i.paused_at', 'is not', null);
      if (filter.state === 'drawn') base = base.where('i.status', 'in', ['drawn', 'settled']);
      if (filter.state === 'cancelled') base = base.where('i.status', '=', 'cancelled');
      if (filter.numero) base = base.where('i.numero', 'like', `${escapeLike(filter.numero)}%`);
      if (filter.start) base = base.where('i.draws_at', '>=', filter.start);
      if (filter.end) base = base.where('i.draws_at', '<', filter.end);
      const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const sortColumn = { drawsAt: sql`i.draws_at`, numero: sql`i.numero`, stake: sql`stake` }[filter.sort];
      const rows = await base
        .select(issueColumns(merchantId))
        .orderBy(sortColumn, filter.order)
        .orderBy('i.id', filter.order)
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      return { rows: rows as unknown as OpsIssueRow[], total: total.n };
    },

    /** One issue with its game and this merchant's totals (read with `trx` inside a change). */
    async issue(merchantId: number, id: bigint, trx: Kysely<Database> = db): Promise<OpsIssueRow | undefined> {
      const row = await trx
        .selectFrom('lottery_issue as i')
        .innerJoin('lottery_game as l', 'l.id', 'i.lottery_game_id')
        .select(issueColumns(merchantId))
        .where('i.id', '=', id as never)
        .executeTakeFirst();
      return row as unknown as OpsIssueRow | undefined;
    },

    /** This merchant's settled bets of an issue by outcome. */
    async outcomes(merchantId: number, issueId: bigint) {
      const { rows } = await sql<{ status: string; bets: number; stake: bigint; payout: bigint }>`
        SELECT status, count(*)::int AS bets, coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(payout), 0)::bigint AS payout
          FROM lottery_bet WHERE issue_id = ${issueId} AND merchant_id = ${merchantId} AND status <> 'rejected'
         GROUP BY status ORDER BY status`.execute(db);
      return rows;
    },

    /** This merchant's live stake on an issue (placing and pending bets). */
    async liveStake(merchantId: number, issueId: bigint): Promise<bigint> {
      const { rows } = await sql<{ stake: bigint }>`
        SELECT coalesce(sum(stake), 0)::bigint AS stake FROM lottery_bet
         WHERE issue_id = ${issueId} AND merchant_id = ${merchantId} AND status IN ('placing', 'pending')`.execute(db);
      return BigInt(rows[0]?.stake ?? 0n);
    },

    /** This merchant's live bets of an issue, identical ones grouped (the liability's input). */
    async liveBetGroups(merchantId: number, issueId: bigint) {
      const { rows } = await sql<{ bet_type: string; selection: unknown; unit_stake: bigint; series: number; n: number }>`
        SELECT bet_type, selection, unit_stake, series, count(*)::int AS n FROM lottery_bet
         WHERE issue_id = ${issueId} AND merchant_id = ${merchantId} AND status IN ('placing', 'pending')
         GROUP BY bet_type, selection, unit_stake, series`.execute(db);
      return rows;
    },
  };
}

export type OpsLotteryRepository = ReturnType<typeof createOpsLotteryRepository>;
