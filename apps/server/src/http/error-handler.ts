import { isErrorCode } from '@fortuna/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { fail } from './envelope';

/** Fastify's own client errors mapped onto our codes. */
function codeForFastifyError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return new AppError('invalid_json');
  }
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status === 405) return new AppError('method_not_allowed');
  if (status === 429) return new AppError('too_many_requests');
  if (status >= 400 && status < 500) return new AppError('invalid_parameter', { reason: error.code ?? error.message });
  return null;
}

/** Every error leaves as the envelope with a stable code; unknown errors are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : codeForFastifyError(error);
    if (appError) {
      if (appError.status >= 500) request.log.error({ err: error }, appError.code);
      return reply.status(appError.status).send(fail(appError.code, appError.details));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code = isErrorCode(error.message) ? error.message : 'system_error';
    return reply.status(500).send(fail(code));
  });
}
