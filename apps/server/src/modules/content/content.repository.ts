import type { BannerGroup } from '@fortuna/shared';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { audienceMatches, isLive, type Viewer } from './audience';

const ANNOUNCEMENT_COLUMNS = [
  'announcement.id',
  'announcement.type',
  'announcement.title',
  'announcement.content',
  'announcement.image_path',
  'announcement.popup',
  'announcement.pinned',
  'announcement.published_at',
  'announcement.starts_at',
] as const;

/** Pinned first, then the operator's order, then newest. */
function ordered<O>(query: SelectQueryBuilder<Database, 'announcement', O>) {
  return query
    .orderBy('announcement.pinned', 'desc')
    .orderBy('announcement.sort')
    .orderBy(sql`coalesce(announcement.starts_at, announcement.published_at)`, 'desc')
    .orderBy('announcement.id', 'desc');
}

/** Every query of the content area (banners, announcements). */
export function createContentRepository(db: Kysely<Database>) {
  /** The merchant's live announcements the viewer may see. */
  function visible(merchantId: number, viewer: Viewer) {
    return db
      .selectFrom('announcement')
      .where('announcement.merchant_id', '=', merchantId)
      .where((eb) => isLive(eb))
      .where((eb) => audienceMatches(eb, viewer));
  }

  async function page(
    query: ReturnType<typeof visible>,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: Awaited<ReturnType<typeof fetchRows>>; total: number }> {
    const [rows, count] = await Promise.all([
      fetchRows(query, pageNo, pageSize),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  function fetchRows(query: ReturnType<typeof visible>, pageNo: number, pageSize: number) {
    return ordered(query.select(ANNOUNCEMENT_COLUMNS))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
  }

  return {
    /** Enabled banners live now, of one group or all, in display order. */
    listBanners(merchantId: number, group: BannerGroup | undefined) {
      let query = db
        .selectFrom('banner')
        .select(['id', 'title', 'image_path', 'link', 'linkage_type', 'group_name'])
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
      if (group) query = query.where('group_name', '=', group);
      return query.orderBy('group_name').orderBy('sort').orderBy('id').execute();
    },

    /** One page of live announcements of the given types for a platform that the viewer may see. */
    listAnnouncements(merchantId: number, viewer: Viewer, types: string[], platform: string, pageNo: number, pageSize: number) {
      const query = visible(merchantId, viewer)
        .where('announcement.type', 'in', types)
        .where('announcement.platform', 'in', ['ALL', platform]);
      return page(query, pageNo, pageSize);
    },

    /** The notice list: B, PL and PR; with `agentOnly` only the agent-audience ones (AGENTS, TEAM). */
    listNotices(merchantId: number, viewer: Viewer, types: readonly string[], agentOnly: boolean, pageNo: number, pageSize: number) {
      let query = visible(merchantId, viewer).where('announcement.type', 'in', [...types]);
      if (agentOnly) query = query.where('announcement.audience', 'in', ['AGENTS', 'TEAM']);
      return page(query, pageNo, pageSize);
    },

    /** The popular notices: PL ones and pinned listed ones, pinned first. */
    listPopular(merchantId: number, viewer: Viewer, types: readonly string[], size: number) {
      const query = visible(merchantId, viewer)
        .where('announcement.type', 'in', [...types])
        .where((eb) => eb.or([eb('announcement.type', '=', 'PL'), eb('announcement.pinned', '=', true)]));
      return fetchRows(query, 1, size);
    },

    /**
     * The popups to show now: a guest's B ones; a signed-in session's A ones and, in the session
     * of its first login, the F ones, less those it closed in this language.
     */
    listPopups(merchantId: number, viewer: Viewer, executions: string[], language: string) {
      let query = visible(merchantId, viewer).where('announcement.popup', 'in', executions);
      if (viewer.kind === 'member') {
        query = query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('announcement_popup_closed as c')
                .select(sql`1`.as('one'))
                .whereRef('c.announcement_id', '=', 'announcement.id')
                .where('c.token_hash', '=', viewer.tokenHash)
                .where('c.language', '=', language),
            ),
          ),
        );
      }
      return fetchRows(query, 1, 20);
    },

    /** Whether the session is the one its member's first login opened (both stamped in one transaction). */
    async isFirstLoginSession(tokenHash: Buffer): Promise<boolean> {
      const row = await db
        .selectFrom('member_session as s')
        .innerJoin('member as m', 'm.id', 's.member_id')
        .select(sql<boolean>`s.created_at = m.first_login_at`.as('first'))
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.first === true;
    },

    /** Records that a session closed a popup in a language; false when the merchant has no such popup. */
    async closePopup(merchantId: number, tokenHash: Buffer, announcementId: number, language: string): Promise<boolean> {
      const found = await db
        .selectFrom('announcement')
        .select('id')
        .where('id', '=', announcementId)
        .where('merchant_id', '=', merchantId)
        .where('popup', '<>', 'NONE')
        .executeTakeFirst();
      if (!found) return false;
      await db
        .insertInto('announcement_popup_closed')
        .values({ token_hash: tokenHash, announcement_id: announcementId, language })
        .onConflict((oc) => oc.columns(['token_hash', 'announcement_id', 'language']).doNothing())
        .execute();
      return true;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
