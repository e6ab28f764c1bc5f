import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@fortuna/shared';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { AppError } from './app-error';
import { fail } from './envelope';
import { permissionsPolicy } from './security-headers';

/** The code a connection-level error of Node's HTTP parser answers with. */
function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'header_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') return 'request_timeout';
  return 'invalid_parameter';
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (headers too large, a
 * malformed request line or header, a timeout) with the envelope, then closes the connection, as
 * Node does: after such an error the rest of the stream cannot be read.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const appError = new AppError(clientErrorCode(error));
    const body = JSON.stringify(fail(appError.code));
    socket.write(
      `HTTP/1.1 ${appError.status} ${http.STATUS_CODES[appError.status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Permissions-Policy: ${permissionsPolicy([])}\r\n` +
        `\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Answers the errors Fastify's router raises before any route or hook runs (a URL whose
 * percent-encoding is broken, a route parameter over the length limit) with the envelope.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(400)
    .header('cache-control', 'no-store')
    .header('permissions-policy', permissionsPolicy([]))
    .send(fail('invalid_parameter', { reason: error.code }));
}

/**
 * Fastify options that keep the envelope for what the framework and Node's HTTP server answer
 * themselves. Spread into the `Fastify({...})` call of buildApp.
 */
export const envelopeServerOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
} satisfies Partial<FastifyServerOptions>;
