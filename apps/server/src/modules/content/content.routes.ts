import {
  announcementsQuerySchema,
  bannersQuerySchema,
  NOTICE_LIST_TYPES,
  noticeIdParamsSchema,
  noticeQuerySchema,
  popularQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { hashToken } from '../auth/token';
import type { Viewer } from './audience';
import { presentAnnouncement, presentBanner, presentNotice } from './content.presenter';
import type { ContentRepository } from './content.repository';

/** Banners, announcements, notices and popups the shell shows (docs/communications/announcements.md). */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentRepository; auth: AuthService }): Promise<void> {
  const { content, auth } = opts;

  /** The caller as announcements see it: a session that checks out, else a guest. */
  async function viewerOf(request: FastifyRequest): Promise<Viewer> {
    if (!request.headers.authorization) return { kind: 'guest' };
    try {
      const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup, {
        passwordChange: 'allowed',
      });
      return { kind: 'member', memberId: ctx.member.id, isAgent: ctx.isAgent, tokenHash: hashToken(ctx.token) };
    } catch {
      return { kind: 'guest' };
    }
  }

  app.get('/wps/content/banners', async (request) => {
    const query = parseInput(bannersQuerySchema, request.query);
    const rows = await content.listBanners(request.site.merchant.id, query.group);
    return ok(rows.map(presentBanner));
  });

  app.get('/wps/relay/MCSFE_getListAnnouncements', async (request) => {
    const query = parseInput(announcementsQuerySchema, request.query);
    const { rows, total } = await content.listAnnouncements(
      request.site.merchant.id,
      await viewerOf(request),
      query.types,
      query.platform,
      query.pageNo,
      query.pageSize,
    );
    return ok({
      list: rows.map((row) => presentAnnouncement(row, request.site.language)),
      pageNo: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
    });
  });

  app.get('/wps/notice', async (request) => {
    const query = parseInput(noticeQuerySchema, request.query);
    const viewer = await viewerOf(request);
    const { rows, total } = await content.listNotices(
      request.site.merchant.id,
      viewer,
      NOTICE_LIST_TYPES,
      query.scope === 'agent',
      query.pageNo,
      query.pageSize,
    );
    return ok({
      list: rows.map((row) => presentNotice(row, request.site.language)),
      pageNo: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
      total,
    });
  });

  app.get('/wps/notice/popular', async (request) => {
    const query = parseInput(popularQuerySchema, request.query);
    const rows = await content.listPopular(request.site.merchant.id, await viewerOf(request), NOTICE_LIST_TYPES, query.size);
    return ok(rows.map((row) => presentNotice(row, request.site.language)));
  });

  app.get('/wps/notice/popups', async (request) => {
    const viewer = await viewerOf(request);
    const language = request.site.language;
    const firstLogin = viewer.kind === 'member' && (await content.isFirstLoginSession(viewer.tokenHash));
    const executions = viewer.kind === 'guest' ? ['B'] : firstLogin ? ['A', 'F'] : ['A'];
    const rows = await content.listPopups(request.site.merchant.id, viewer, executions, language);
    return ok({ language, firstLogin, list: rows.map((row) => presentNotice(row, language)) });
  });

  app.post('/wps/notice/popups/:id/close', async (request) => {
    const { id } = parseInput(noticeIdParamsSchema, request.params);
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup, {
      passwordChange: 'allowed',
    });
    const closed = await content.closePopup(request.site.merchant.id, hashToken(ctx.token), id, request.site.language);
    if (!closed) throw new AppError('not_found', { reason: 'announcement_not_found' });
    return ok(null);
  });
}
