import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { ConfigService } from './config.service';

/** Site configuration calls of spec §7 "Session and account" and §4 "System status". */
export async function configRoutes(app: FastifyInstance, opts: { config: ConfigService }): Promise<void> {
  const { config } = opts;

  app.get('/wps/system/whitelabel', async (request) => ok(await config.whitelabel(request.site.merchant, request.site.visitor)));

  app.get('/wps/system/setting/register', async (request) => ok(await config.registerSettings(request.site.merchant)));

  app.get('/wps/system/status', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await config.status(request.site.merchant, request.site.visitor, request.site.language));
  });

  app.get('/wps/system/domainRoute', async (request) => ok(await config.domainRoute(request.site.merchant, request.site.visitor.host)));

  app.get('/wps/system/countryCodes', async () => ok(await config.countryCodes()));
}
