import { helpCenterQuerySchema, helpSectionsRequestSchema, helpTextParamsSchema, helpTextRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { askedLanguage, type HelpService } from './help.service';

const READ = { ops: { permission: 'content.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'content.write', action } }) as const;

/** The help centre: the player call (spec §7, GET and POST) and the back office's editor (`content.*`). */
export async function helpRoutes(app: FastifyInstance, deps: { help: HelpService }): Promise<void> {
  const { help } = deps;

  const center = async (request: FastifyRequest, input: unknown) => {
    const query = parseInput(helpCenterQuerySchema, input);
    return ok(await help.center(request.site.merchant, askedLanguage(query.lang, request.site.language)));
  };
  app.get('/wps/system/helpCenter', async (request) => center(request, request.query));
  // The original client POSTs the same fields as a body; a query works too.
  app.post('/wps/system/helpCenter', async (request) => {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return center(request, { ...(request.query as object), ...fields });
  });

  app.get('/ops/help', { config: READ }, async (request) => ok(await help.overview(request)));
  app.put('/ops/help/sections', { config: write('help.sections') }, async (request) =>
    ok(await help.saveSections(request, parseInput(helpSectionsRequestSchema, request.body))),
  );
  app.put('/ops/help/:section/:lang', { config: write('help.text') }, async (request) => {
    const { section, lang } = parseInput(helpTextParamsSchema, request.params);
    return ok(await help.saveText(request, section, lang, parseInput(helpTextRequestSchema, request.body)));
  });
}
