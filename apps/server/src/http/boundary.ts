import type { FastifyInstance } from 'fastify';
import { registerInputGuard } from './input-guard';
import { registerResponseHeaders } from './response-headers';

/**
 * The HTTP boundary every call crosses, whatever plugin answers it: control characters refused
 * in every input, and the headers every answer carries. Register it on the root instance before
 * any route.
 */
export function registerHttpBoundary(app: FastifyInstance): void {
  registerInputGuard(app);
  registerResponseHeaders(app);
}
