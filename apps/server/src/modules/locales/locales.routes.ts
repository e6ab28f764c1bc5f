import fs from 'node:fs/promises';
import path from 'node:path';
import { BUNDLED_LANGUAGES, normalizeLanguage } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';

/**
 * `GET /locales/<code>.json`: texts of a language the web bundle does not carry. An operator's
 * file in `<DATA_DIR>/locales/` wins over the one shipped in `apps/server/locales/`; a language
 * with neither is a 404 and the client falls back to English key by key.
 */
export async function localesRoutes(app: FastifyInstance, opts: { dirs: string[] }): Promise<void> {
  app.get<{ Params: { file: string } }>('/locales/:file', async (request, reply) => {
    const match = /^([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)\.json$/.exec(request.params.file);
    const code = match ? normalizeLanguage(match[1]) : undefined;
    if (!code) throw new AppError('not_found');
    const candidates = opts.dirs.map((dir) => path.join(dir, `${code}.json`));
    for (const file of candidates) {
      const text = await fs.readFile(file, 'utf8').catch(() => null);
      if (text === null) continue;
      try {
        JSON.parse(text);
      } catch {
        request.log.warn({ file }, 'locale file is not valid JSON; skipped');
        continue;
      }
      reply.header('cache-control', 'public, max-age=300');
      return reply.type('application/json; charset=utf-8').send(text);
    }
    if ((BUNDLED_LANGUAGES as readonly string[]).includes(code)) reply.header('x-bundled-language', '1');
    throw new AppError('not_found');
  });
}
