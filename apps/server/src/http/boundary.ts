import type { FastifyInstance } from 'fastify';
import { registerInputGuard } from './input-guard';
import { registerResponseHeaders } from './response-headers';
import { recordRouteTable } from './route-table';

/**
 * The HTTP boundary every call crosses, whatever plugin answers it: control characters refused
 * in every input, and the headers every answer carries; and the table of every route, which the
 * fuzz test walks. Register it on the root instance before any route.
 */
export function registerHttpBoundary(app: FastifyInstance): void {
  recordRouteTable(app);
  registerInputGuard(app);
  registerResponseHeaders(app);
}
