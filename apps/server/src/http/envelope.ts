import type { Envelope } from '@fortuna/shared';

/** The success envelope of every response. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: '' };
}

/** The failure envelope; `message` is an error code. */
export function fail(message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message };
}
