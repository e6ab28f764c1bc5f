import {
  APP_RESOURCES,
  type AppLinksRequest,
  type BlogPostRequest,
  type BlogPublishRequest,
  type Licence,
  type MirrorsRequest,
  type OpsBlogPost,
  type OpsPagesSettings,
  type opsBlogQuerySchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { sanitizeStoredHtml } from '../../core/sanitize-html';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import { siteRepository } from '../ops-site/ops-site.repository';
import { presentOpsPost } from './pages.presenter';
import type { PagesRepository } from './pages.repository';
import { licenceOf } from './pages.service';

type Db = Kysely<Database>;

/** A post's texts as stored: titles and summaries plain text, each body sanitized (docs/communications/pages.md). */
function storedTexts(texts: BlogPostRequest['texts']): string {
  const clean: Record<string, { title: string; summary: string; html: string }> = {};
  for (const [language, text] of Object.entries(texts)) {
    if (text) clean[language] = { title: text.title, summary: text.summary, html: sanitizeStoredHtml(text.html) };
  }
  return JSON.stringify(clean);
}

/**
 * The back office's pages section (`content.read` / `content.write`): blog posts (draft, publish
 * now or at a time, withdraw, delete), the app download links, the mirror list and the licence.
 * Every write runs in one transaction with its audit row (before and after).
 */
export function createOpsPagesService(deps: { db: Db; repo: PagesRepository }) {
  const { db, repo } = deps;

  /** Runs a write with the merchant row locked (writes of one merchant's pages run one after another). */
  function write<T>(request: FastifyRequest, work: (trx: Db, merchant: MerchantRow) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => work(trx, await siteRepository.lockMerchant(trx, request.site.merchant.id)));
  }

  async function lockedPost(trx: Db, request: FastifyRequest, id: number) {
    const row = await repo.lockPost(trx, request.site.merchant.id, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function dbNow(executor: Db): Promise<Date> {
    const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(executor);
    return new Date(rows[0]?.now ?? Date.now());
  }

  /** Changes a post's state, audited with before and after. */
  async function changePost(
    request: FastifyRequest,
    id: number,
    action: string,
    change: (trx: Db, now: Date) => Record<string, unknown>,
  ): Promise<OpsBlogPost> {
    return write(request, async (trx) => {
      const before = await lockedPost(trx, request, id);
      const now = await dbNow(trx);
      const after = await trx
        .updateTable('blog_post')
        .set({ ...change(trx, now), updated_at: sql<Date>`now()` })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const presented = presentOpsPost(after, now);
      await recordAudit(trx, request, {
        action,
        targetType: 'blog_post',
        targetId: id,
        before: presentOpsPost(before, now),
        after: presented,
      });
      return presented;
    });
  }

  return {
    async settings(request: FastifyRequest): Promise<OpsPagesSettings> {
      const merchantId = request.site.merchant.id;
      const [merchant, links, mirrors] = await Promise.all([
        db.selectFrom('merchant').selectAll().where('id', '=', merchantId).executeTakeFirstOrThrow(),
        siteRepository.listSocialLinks(db, merchantId, APP_RESOURCES),
        repo.mirrors(db, merchantId),
      ]);
      return {
        apps: APP_RESOURCES.flatMap((type) => {
          const link = links.find((entry) => entry.type === type);
          return link ? [{ type, url: link.url }] : [];
        }),
        mirrors,
        licence: licenceOf(merchant),
      };
    },

    /** `PUT /ops/pages/apps`: the download links, in the spec's order (iOS, Android, iOS lite). */
    async setApps(request: FastifyRequest, input: AppLinksRequest): Promise<OpsPagesSettings['apps']> {
      return write(request, async (trx, merchant) => {
        const before = await siteRepository.listSocialLinks(trx, merchant.id, APP_RESOURCES);
        const ordered = APP_RESOURCES.flatMap((type) => input.apps.filter((app) => app.type === type));
        await siteRepository.replaceSocialLinks(
          trx,
          merchant.id,
          APP_RESOURCES,
          ordered.map((app) => ({ ...app, label: app.type })),
        );
        await recordAudit(trx, request, {
          action: 'pages.apps',
          targetType: 'merchant',
          targetId: merchant.id,
          before: before.map(({ type, url }) => ({ type, url })),
          after: ordered,
        });
        return ordered;
      });
    },

    /** `PUT /ops/pages/mirrors`: the whole list in display order. */
    async setMirrors(request: FastifyRequest, input: MirrorsRequest): Promise<OpsPagesSettings['mirrors']> {
      return write(request, async (trx, merchant) => {
        const before = await repo.mirrors(trx, merchant.id);
        await repo.replaceMirrors(trx, merchant.id, input.mirrors);
        const after = await repo.mirrors(trx, merchant.id);
        await recordAudit(trx, request, { action: 'pages.mirrors', targetType: 'merchant', targetId: merchant.id, before, after });
        return after;
      });
    },

    /** `PUT /ops/pages/licence`: plain texts, shown as text by the footer and the mirror page. */
    async setLicence(request: FastifyRequest, input: Licence): Promise<Licence> {
      return write(request, async (trx, merchant) => {
        await siteRepository.updateMerchant(trx, merchant.id, {
          licence: input.text,
          licence_number: input.number,
          licence_url: input.url,
        });
        await recordAudit(trx, request, {
          action: 'pages.licence',
          targetType: 'merchant',
          targetId: merchant.id,
          before: licenceOf(merchant),
          after: input,
        });
        return input;
      });
    },

    async pagePosts(request: FastifyRequest, query: z.output<typeof opsBlogQuerySchema>) {
      const { rows, total } = await repo.pagePosts(request.site.merchant.id, {
        status: query.status || undefined,
        q: query.q || undefined,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const now = await dbNow(db);
      return { rows: rows.map((row) => presentOpsPost(row, now)), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async post(request: FastifyRequest, id: number): Promise<OpsBlogPost> {
      const row = await db
        .selectFrom('blog_post')
        .selectAll()
        .where('merchant_id', '=', request.site.merchant.id)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('not_found');
      return presentOpsPost(row, await dbNow(db));
    },

    /** `POST /ops/pages/blog`: a new draft. */
    async createPost(request: FastifyRequest, input: BlogPostRequest): Promise<OpsBlogPost> {
      return write(request, async (trx, merchant) => {
        const row = await trx
          .insertInto('blog_post')
          .values({
            merchant_id: merchant.id,
            status: 'draft',
            cover_url: input.coverUrl,
            category: input.category,
            texts: storedTexts(input.texts),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const presented = presentOpsPost(row, await dbNow(trx));
        await recordAudit(trx, request, { action: 'pages.blog.create', targetType: 'blog_post', targetId: row.id, after: presented });
        return presented;
      });
    },

    /** `PUT /ops/pages/blog/:id`: new content; the state (draft, live, scheduled, withdrawn) stays. */
    updatePost(request: FastifyRequest, id: number, input: BlogPostRequest): Promise<OpsBlogPost> {
      return changePost(request, id, 'pages.blog.update', () => ({
        cover_url: input.coverUrl,
        category: input.category,
        texts: storedTexts(input.texts),
      }));
    },

    /** `POST /ops/pages/blog/:id/publish`: live now, or scheduled when `publishAt` is ahead. */
    publishPost(request: FastifyRequest, id: number, input: BlogPublishRequest): Promise<OpsBlogPost> {
      return changePost(request, id, 'pages.blog.publish', (_trx, now) => {
        const at = input.publishAt ? new Date(input.publishAt) : now;
        return { status: 'published', publish_at: at > now ? at : now };
      });
    },

    /** `POST /ops/pages/blog/:id/withdraw`: off the site at once (kept, may be published again). */
    withdrawPost(request: FastifyRequest, id: number): Promise<OpsBlogPost> {
      return changePost(request, id, 'pages.blog.withdraw', () => ({ status: 'withdrawn' }));
    },

    /** `DELETE /ops/pages/blog/:id`. */
    async deletePost(request: FastifyRequest, id: number): Promise<{ id: number }> {
      return write(request, async (trx) => {
        const before = await lockedPost(trx, request, id);
        await trx.deleteFrom('blog_post').where('id', '=', before.id).execute();
        await recordAudit(trx, request, {
          action: 'pages.blog.delete',
          targetType: 'blog_post',
          targetId: id,
          before: presentOpsPost(before, await dbNow(trx)),
        });
        return { id };
      });
    },
  };
}

export type OpsPagesService = ReturnType<typeof createOpsPagesService>;
