import { type Kysely, sql } from 'kysely';
import { sanitizeStoredHtml } from '../core/sanitize-html';
import type { Database } from '../db/schema';
import { DEMO_BLOG_POSTS, DEMO_LICENCE, DEMO_MIRRORS } from './data/pages';

/**
 * Demo blog posts, mirrors and licence number: only for a merchant that has none of each yet, so
 * an operator's own (or its deletions of the demo's) stay as they are on the next start.
 */
export async function seedDemoPages(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const anyPost = await trx.selectFrom('blog_post').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
    const anyMirror = await trx.selectFrom('mirror_link').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
    const merchant = await trx.selectFrom('merchant').select(['licence_number']).where('id', '=', merchantId).executeTakeFirstOrThrow();
    if (!anyPost) {
      await trx
        .insertInto('blog_post')
        .values(
          DEMO_BLOG_POSTS.map((post) => ({
            merchant_id: merchantId,
            status: 'published' as const,
            publish_at: sql<Date>`now() - make_interval(days => ${post.daysAgo})`,
            cover_url: post.cover_url,
            category: post.category,
            texts: JSON.stringify(
              Object.fromEntries(
                Object.entries(post.texts).map(([language, text]) => [language, { ...text, html: sanitizeStoredHtml(text.html) }]),
              ),
            ),
          })),
        )
        .execute();
    }
    if (!anyMirror && !merchant.licence_number) {
      await trx
        .insertInto('mirror_link')
        .values(DEMO_MIRRORS.map((mirror, sort) => ({ ...mirror, merchant_id: merchantId, sort })))
        .execute();
      await trx
        .updateTable('merchant')
        .set({ licence_number: DEMO_LICENCE.number, licence_url: DEMO_LICENCE.url })
        .where('id', '=', merchantId)
        .execute();
    }
  });
}
