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
}
