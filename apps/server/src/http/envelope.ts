import type { Envelope } from '@fortuna/shared';

/** The success envelope of every response. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: '' };
}

/**
 * The success envelope as JSON text around a value already serialized: the same bytes as
 * `JSON.stringify(ok(value))`, for answers kept serialized in memory (send with a JSON content type).
 */
export function okJson(valueJson: string): string {
  return `{"success":true,"value":${valueJson},"message":""}`;
}

/** The failure envelope; `message` is an error code. */
export function fail(message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message };
}
