import type { DownlinePrizeGroups, downlinePrizeGroupsQuerySchema, SetDownlinePrizeGroupRequest } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';

type Bounds = { defaultSeries: number; minSeries: number; maxSeries: number };
type DownlineRow = { id: number; username: string; series: number | null; given: number | null };

/**
 * An agent's control of its direct downlines' lottery prize groups (issue #6: "an agent sets each
 * direct downline's prize group at or below its own"; #8: "never raising it above its own and
 * never lowering it below a value the downline already gave its own downlines"). The difference
 * between an agent's prize group and a downline's is the agent's rebate on that downline team's
 * turnover, paid at settlement (providers/bgs engine/agent-rebates.ts).
 *
 * A change locks the agent's and the downline's member rows in id order, so it is serialised
 * with the downline's own change to one of its downlines (which locks the downline's row too):
 * the rule "at or below the upline's" cannot be broken by two agents acting at once.
 */
export function createDownlinePrizeGroups(db: Kysely<Database>) {
  async function bounds(executor: Kysely<Database>, merchantId: number): Promise<Bounds> {
    const row = await executor
      .selectFrom('lottery_merchant_config')
      .select(['default_series', 'min_series', 'max_series'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return { defaultSeries: row?.default_series ?? 1900, minSeries: row?.min_series ?? 1700, maxSeries: row?.max_series ?? 1980 };
  }

  async function seriesOf(executor: Kysely<Database>, memberId: number, fallback: number): Promise<number> {
    const row = await executor.selectFrom('lottery_member_series').select('series').where('member_id', '=', memberId).executeTakeFirst();
    return row?.series ?? fallback;
  }

  /** Direct downlines of an agent with their own prize group and the highest one they gave their own direct downlines. */
  function downlines(agentId: number, filter: { memberId?: number; username?: string }) {
    return sql<DownlineRow>`
      SELECT m.id, m.username, s.series,
             (SELECT max(ds.series) FROM member_closure dc JOIN lottery_member_series ds ON ds.member_id = dc.descendant_id
               WHERE dc.ancestor_id = m.id AND dc.depth = 1) AS given
        FROM member_closure c
        JOIN member m ON m.id = c.descendant_id
        LEFT JOIN lottery_member_series s ON s.member_id = m.id
       WHERE c.ancestor_id = ${agentId} AND c.depth = 1
         ${filter.memberId === undefined ? sql`` : sql`AND m.id = ${filter.memberId}`}
         ${filter.username === undefined ? sql`` : sql`AND m.username = ${filter.username}`}`;
  }

  const present = (row: DownlineRow, b: Bounds) => ({
    memberId: row.id,
    username: row.username,
    series: row.series ?? b.defaultSeries,
    assigned: row.series !== null,
    floor: Math.max(row.given ?? 0, b.minSeries),
  });

  function requireAgent(ctx: AuthContext): void {
    if (!ctx.isAgent) throw new AppError('forbidden');
  }

  return {
    /** `GET /wps/agent/lottery/prizeGroups`. */
    async list(site: SiteContext, ctx: AuthContext, query: z.output<typeof downlinePrizeGroupsQuerySchema>): Promise<DownlinePrizeGroups> {
      requireAgent(ctx);
      const b = await bounds(db, site.merchant.id);
      const filter = query.username ? { username: query.username } : {};
      const [own, page, count] = await Promise.all([
        seriesOf(db, ctx.member.id, b.defaultSeries),
        sql<DownlineRow>`${downlines(ctx.member.id, filter)} ORDER BY m.id LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(
          db,
        ),
        sql<{ n: string }>`SELECT count(*)::text AS n FROM (${downlines(ctx.member.id, filter)}) d`.execute(db),
      ]);
      return {
        ownSeries: own,
        minSeries: b.minSeries,
        list: page.rows.map((r) => present(r, b)),
        total: Number(count.rows[0]?.n ?? 0),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** `POST /wps/agent/lottery/prizeGroup`. */
    async set(site: SiteContext, ctx: AuthContext, input: SetDownlinePrizeGroupRequest) {
      requireAgent(ctx);
      const agentId = ctx.member.id;
      return db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM member WHERE id IN (${agentId}, ${input.memberId}) ORDER BY id FOR UPDATE`.execute(trx);
        const { rows } = await downlines(agentId, { memberId: input.memberId }).execute(trx);
        const row = rows[0];
        if (!row) throw new AppError('downline_not_found');
        const b = await bounds(trx, site.merchant.id);
        const max = await seriesOf(trx, agentId, b.defaultSeries);
        const floor = Math.max(row.given ?? 0, b.minSeries);
        if (input.series > max || input.series < floor) throw new AppError('lottery_series_invalid', { min: floor, max });
        await trx
          .insertInto('lottery_member_series')
          .values({ member_id: input.memberId, series: input.series, updated_at: new Date() })
          .onConflict((oc) => oc.column('member_id').doUpdateSet({ series: input.series, updated_at: new Date() }))
          .execute();
        return present({ ...row, series: input.series }, b);
      });
    },

    /**
     * The prize group a direct downline being created gets (made by the agent, or registering with
     * its invitation code), checked in the caller's transaction before the downline is inserted:
     * from the merchant's lowest up to the agent's own. Locks the agent's row first, as `set`
     * does, so an upline lowering the agent's group meanwhile waits. `clamp` lowers a group above
     * the agent's own to it (an invitation code made while the agent's group was higher) instead
     * of refusing with `lottery_series_invalid`; a clamped group below the lowest is dropped (null:
     * the merchant's default applies).
     */
    async forNewDownline(
      trx: Kysely<Database>,
      merchantId: number,
      agentId: number,
      series: number,
      options: { clamp?: boolean } = {},
    ): Promise<number | null> {
      await sql`SELECT id FROM member WHERE id = ${agentId} FOR UPDATE`.execute(trx);
      const b = await bounds(trx, merchantId);
      const max = await seriesOf(trx, agentId, b.defaultSeries);
      const given = options.clamp ? Math.min(series, max) : series;
      if (given >= b.minSeries && given <= max) return given;
      if (options.clamp) return null;
      throw new AppError('lottery_series_invalid', { min: b.minSeries, max });
    },

    /** Writes the prize group of a downline just created, in the caller's transaction (after {@link forNewDownline}). */
    async assign(trx: Kysely<Database>, memberId: number, series: number): Promise<void> {
      await trx.insertInto('lottery_member_series').values({ member_id: memberId, series, updated_at: new Date() }).execute();
    },

    /** The prize group a member without one plays at. */
    async defaultSeries(executor: Kysely<Database>, merchantId: number): Promise<number> {
      return (await bounds(executor, merchantId)).defaultSeries;
    },
  };
}

export type DownlinePrizeGroupsService = ReturnType<typeof createDownlinePrizeGroups>;
