import type { BannerGroup } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Every query of the content area (banners, announcements). */
export function createContentRepository(db: Kysely<Database>) {
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

    /** One page of published announcements of the given types for a platform, newest first. */
    async listAnnouncements(merchantId: number, types: string[], platform: string, pageNo: number, pageSize: number) {
      const base = db
        .selectFrom('announcement')
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', true)
        .where('type', 'in', types)
        .where('platform', 'in', ['ALL', platform])
        .where(sql<boolean>`published_at <= now()`);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'type', 'title', 'content', 'published_at'])
          .orderBy('sort')
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
