import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { renderArt } from '../../seed/art/index';

/**
 * `GET /cdn/*`: the image CDN the demo merchant points at. It serves the artwork we generate
 * (banners, logos, vendor tiles); a real operator points `image_cdns` at its own CDN instead.
 */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/cdn/*', async (request, reply) => {
    const asset = renderArt(request.params['*']);
    if (!asset) throw new AppError('not_found');
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type(asset.contentType).send(asset.body);
  });
}
