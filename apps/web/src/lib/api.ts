import { envelopeSchema } from '@fortuna/shared';
import { z } from 'zod';
import { getToken } from './session';

/** Error codes the client itself produces (the server's codes are ERROR_CODES of @fortuna/shared). */
export const CLIENT_ERROR = { network: 'network_error', invalidResponse: 'invalid_response' } as const;

/**
 * A failed API call. `code` is the server's `message` (an error code that is also an i18n key under
 * `errors.`), `status` the HTTP status (0 when the network failed) and `value` any details.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, status: number, value: unknown = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

const requestContext: { merchant?: string; language?: string } = {};

/** Sets the merchant code sent in the `Merchant` header; until known the server uses the host's merchant. */
export function setApiMerchant(code: string | undefined): void {
  requestContext.merchant = code || undefined;
}

/** Sets the language code sent in the `Language` header. */
export function setApiLanguage(code: string): void {
  requestContext.language = code;
}

/** The headers every call sends (ARCHITECTURE §2). */
export function apiHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json', Device: 'web' });
  if (requestContext.merchant) headers.set('Merchant', requestContext.merchant);
  if (requestContext.language) headers.set('Language', requestContext.language);
  const token = getToken();
  if (token) headers.set('Authorization', token);
  return headers;
}

const anyEnvelope = envelopeSchema(z.unknown());

type RequestOptions = { signal?: AbortSignal | undefined };

/** GETs a same-origin API path and returns its `value` parsed by `schema`; throws {@link ApiError}. */
export async function apiGet<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', headers: apiHeaders(), signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERROR.network, 0);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.ok ? CLIENT_ERROR.invalidResponse : CLIENT_ERROR.network, response.status);
  }

  const envelope = anyEnvelope.safeParse(payload);
  if (!envelope.success) throw new ApiError(CLIENT_ERROR.invalidResponse, response.status);
  if (!envelope.data.success) throw new ApiError(envelope.data.message, response.status, envelope.data.value);

  const value = schema.safeParse(envelope.data.value);
  if (!value.success) {
    if (import.meta.env.DEV) console.error(`Unexpected response from ${path}`, value.error.issues);
    throw new ApiError(CLIENT_ERROR.invalidResponse, response.status, value.error.issues);
  }
  return value.data;
}
