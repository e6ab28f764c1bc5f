import type { FastifyInstance } from 'fastify';
import { ok, okJson } from '../../http/envelope';
import type { ConfigService } from './config.service';

/**
 * Site configuration calls of spec §7 "Session and account" and §4 "System status". Every one
 * answers from memory (`configFromMemory`: the merchant row and its configuration kept by the
 * configuration cache, dropped when a change is announced): the shell asks for them on every page.
 */
export async function configRoutes(app: FastifyInstance, opts: { config: ConfigService }): Promise<void> {
  const { config } = opts;
  const fromMemory = { config: { configFromMemory: true } };

  // The whitelabel (about 7 KB) and the register settings (2.5 KB) are sent as text serialized once
  // per configuration version: the same bytes as `ok(value)`, without serializing them per call.
  app.get('/wps/system/whitelabel', fromMemory, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return config.whitelabelJson(request.site.merchant, request.site.visitor);
  });

  app.get('/wps/system/setting/register', fromMemory, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return okJson(await config.registerSettingsJson(request.site.merchant));
  });

  app.get('/wps/system/status', fromMemory, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await config.status(request.site.merchant, request.site.visitor, request.site.language));
  });

  app.get('/wps/system/domainRoute', fromMemory, async (request) =>
    ok(await config.domainRoute(request.site.merchant, request.site.visitor.host)),
  );

  app.get('/wps/system/countryCodes', fromMemory, async () => ok(await config.countryCodes()));
}
