import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
type Range = { start: Date; end: Date };

const WIN_COLUMNS = ['r.total_win', 'r.total_bet', 'r.settled_at', 'm.username', 'g.names', 'g.category_code'] as const;

/** Settled real-money rounds with a win, of a merchant, settled in [start, end), optionally of one category. */
function settledWins(db: Db, merchantId: number, range: Range, category: string | null) {
  let query = db
    .selectFrom('game_round as r')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .where('r.merchant_id', '=', merchantId)
    .where('r.status', '=', 'settled')
    .where('r.play_money', '=', false)
    .where('r.total_win', '>', 0n)
    .where('r.settled_at', '>=', range.start)
    .where('r.settled_at', '<', range.end);
  if (category) query = query.where('g.category_code', '=', category);
  return query;
}

export type WinRow = Awaited<ReturnType<ReturnType<typeof createPagesRepository>['winners']>>['rows'][number];

/** Queries of the site's pages: winners, jackpot ranking, blog, mirrors, licence and app links. */
export function createPagesRepository(db: Db) {
  return {
    db,

    /** A page of a range's wins, biggest first (ties: the later round first), and how many there are. */
    async winners(merchantId: number, range: Range, category: string | null, page: { offset: number; limit: number }) {
      const base = settledWins(db, merchantId, range, category);
      const [rows, count] = await Promise.all([
        base.select(WIN_COLUMNS).orderBy('r.total_win', 'desc').orderBy('r.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The `limit` biggest multipliers (win ÷ bet) of a range; ties: the bigger win, then the later round. */
    jackpot(merchantId: number, range: Range, category: string | null, limit: number) {
      return settledWins(db, merchantId, range, category)
        .where('r.total_bet', '>', 0n)
        .select([...WIN_COLUMNS, sql<string>`round(r.total_win::numeric / r.total_bet, 2)::text`.as('multiplier')])
        .orderBy(sql`r.total_win::numeric / r.total_bet`, 'desc')
        .orderBy('r.total_win', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Published posts live at the database's now, newest first. */
    livePosts(merchantId: number) {
      return db
        .selectFrom('blog_post')
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'published')
        .where('publish_at', '<=', sql<Date>`now()`);
    },

    async pageLivePosts(merchantId: number, category: string | undefined, page: { offset: number; limit: number }) {
      let base = this.livePosts(merchantId);
      if (category) base = base.where('category', '=', category);
      const [rows, count, categories] = await Promise.all([
        base.selectAll().orderBy('publish_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        this.livePosts(merchantId).select('category').distinct().where('category', '<>', '').orderBy('category').execute(),
      ]);
      return { rows, total: Number(count.n), categories: categories.map((row) => row.category) };
    },

    livePost(merchantId: number, id: number) {
      return this.livePosts(merchantId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The back office's page of posts, newest first; `status` scheduled/published split by `publish_at`. */
    async pagePosts(merchantId: number, query: { status?: string; q?: string; offset: number; limit: number }) {
      let base = db.selectFrom('blog_post').where('merchant_id', '=', merchantId);
      if (query.status === 'scheduled') base = base.where('status', '=', 'published').where('publish_at', '>', sql<Date>`now()`);
      else if (query.status === 'published') base = base.where('status', '=', 'published').where('publish_at', '<=', sql<Date>`now()`);
      else if (query.status) base = base.where('status', '=', query.status as 'draft' | 'withdrawn');
      if (query.q) base = base.where(sql`texts::text`, 'ilike', `%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** A post of the merchant, locked for a write when `executor` is a transaction. */
    lockPost(executor: Db, merchantId: number, id: number) {
      return executor
        .selectFrom('blog_post')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    mirrors(executor: Db, merchantId: number) {
      return executor
        .selectFrom('mirror_link')
        .select(['id', 'label', 'url', 'note'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async replaceMirrors(executor: Db, merchantId: number, mirrors: { label: string; url: string; note: string }[]) {
      await executor.deleteFrom('mirror_link').where('merchant_id', '=', merchantId).execute();
      if (mirrors.length === 0) return;
      await executor
        .insertInto('mirror_link')
        .values(mirrors.map((mirror, sort) => ({ merchant_id: merchantId, ...mirror, sort })))
        .execute();
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
