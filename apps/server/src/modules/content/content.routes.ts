import { announcementsQuerySchema, bannersQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { presentAnnouncement, presentBanner } from './content.presenter';
import type { ContentRepository } from './content.repository';

/** Banners and announcements the shell shows. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentRepository }): Promise<void> {
  const { content } = opts;

  app.get('/wps/content/banners', async (request) => {
    const query = parseInput(bannersQuerySchema, request.query);
    const rows = await content.listBanners(request.site.merchant.id, query.group);
    return ok(rows.map(presentBanner));
  });

  app.get('/wps/relay/MCSFE_getListAnnouncements', async (request) => {
    const query = parseInput(announcementsQuerySchema, request.query);
    const { rows, total } = await content.listAnnouncements(
      request.site.merchant.id,
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
}
