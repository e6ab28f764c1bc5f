import { hasForbiddenHeaderCharacter } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { refuseForbiddenText } from './validate';

/** Refuses a request whose header names or values hold a control character other than tab. */
function refuseHeaders(request: FastifyRequest): void {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (hasForbiddenHeaderCharacter(name) || values.some((v) => typeof v === 'string' && hasForbiddenHeaderCharacter(v))) {
      throw new AppError('invalid_parameter', {
        issues: [{ path: `headers.${name}`, code: 'invalid_characters', message: 'control characters are not allowed' }],
      });
    }
  }
}

/**
 * One guard for every call, whatever route or plugin answers it: headers, query and route
 * parameters (as soon as the request is routed, before any hook reads the Merchant, Language,
 * Device or Authorization header) and the parsed body refuse control characters with
 * `invalid_parameter` (400), so a NUL never reaches PostgreSQL (which refuses it with an error
 * that would be a 500). Bodies decoded later (encrypted, multipart, the provider protocol's raw
 * text) are checked by `parseInput` after decoding.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuseHeaders(request);
    refuseForbiddenText(request.query, 'query');
    refuseForbiddenText(request.params, 'params');
  });
  app.addHook('preValidation', async (request) => {
    refuseForbiddenText(request.body, 'body');
  });
}
