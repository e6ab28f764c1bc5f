import { ERROR_STATUS, type ErrorCode } from '@fortuna/shared';

/** A failure the client is meant to see: a stable code (an i18n key) and optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, details: unknown = null) {
    super(code);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }

  /**
   * The status under the name Fastify and plugins read from errors: an error handler other than
   * ours (a game vendor's plugin) then answers the client's mistake as a 4xx, not a 5xx.
   */
  get statusCode(): number {
    return this.status;
  }
}
