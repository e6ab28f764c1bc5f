/**
 * Stable error codes. Each is also an i18n key of the web app, so the client shows
 * `t(message)` in the user's language. The HTTP status says what kind of failure it is.
 */
export const ERROR_STATUS = {
  invalid_parameter: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  merchant_not_found: 400,
  not_logged_in: 401,
  session_expired: 401,
  forbidden: 403,
  access_restricted: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_many_requests: 429,
  system_error: 500,
  system_maintenance: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
