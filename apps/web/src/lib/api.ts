import { envelopeSchema, type importEncryptionPublicKey } from '@fortuna/shared';
import { z } from 'zod';
import { dropSession, getToken, setMustChangePassword } from './session';

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

/** Answers that mean the token this tab holds is no longer a session: the visitor is a guest again. */
const SESSION_GONE = new Set(['not_logged_in', 'session_expired']);

type RequestOptions = {
  signal?: AbortSignal | undefined;
  /**
   * The `Authorization` header instead of the member's session token: the operator back office
   * sends its own token; `null` sends none.
   */
  authorization?: string | null;
  /** More headers (the live chat's guest identity). */
  headers?: Record<string, string> | undefined;
};
type SendOptions = RequestOptions & {
  /** Encrypts the body for the server's key (ARCHITECTURE §2): login, register and password calls. */
  encrypted?: boolean;
};

/** The HTTP methods the portal sends bodies with. */
export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<S extends z.ZodType>(
  method: 'GET' | SendMethod,
  path: string,
  schema: S,
  init: {
    body?: string | FormData;
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
    authorization?: string | null | undefined;
  },
): Promise<z.output<S>> {
  const headers = apiHeaders();
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
  if (init.authorization === null) headers.delete('Authorization');
  else if (init.authorization !== undefined) headers.set('Authorization', init.authorization);
  // A FormData body sets its own multipart Content-Type with the boundary.
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const sentToken = headers.get('Authorization');

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: init.body, signal: init.signal, credentials: 'same-origin' });
  } catch (error) {
    if (init.signal?.aborted) throw error;
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
  if (!envelope.data.success) {
    const code = envelope.data.message;
    // A token the server no longer knows is dropped, unless another session replaced it meanwhile.
    if (response.status === 401 && SESSION_GONE.has(code)) dropSession(sentToken);
    // The server holds this session to its forced password change: the change popup opens.
    if (code === 'password_change_required' && sentToken === getToken()) setMustChangePassword(true);
    throw new ApiError(code, response.status, envelope.data.value);
  }

  const value = schema.safeParse(envelope.data.value);
  if (!value.success) {
    if (import.meta.env.DEV) console.error(`Unexpected response from ${path}`, value.error.issues);
    throw new ApiError(CLIENT_ERROR.invalidResponse, response.status, value.error.issues);
  }
  return value.data;
}

/** GETs a same-origin API path and returns its `value` parsed by `schema`; throws {@link ApiError}. */
export function apiGet<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  return request('GET', path, schema, { signal: options.signal, authorization: options.authorization, headers: options.headers });
}

type EncryptionKey = { keyId: string; publicKey: Awaited<ReturnType<typeof importEncryptionPublicKey>> };
let encryptionKey: Promise<EncryptionKey> | undefined;

/** The server's public key for encrypted calls, fetched once and kept for the page's life. */
function getEncryptionKey(): Promise<EncryptionKey> {
  if (!encryptionKey) {
    // The encryption code (and the login schemas beside it) loads with the first encrypted call, not with the first page.
    const loading = import('./request-encryption').then(({ loadEncryptionKey }) => loadEncryptionKey());
    encryptionKey = loading;
    loading.catch(() => {
      if (encryptionKey === loading) encryptionKey = undefined;
    });
  }
  return encryptionKey;
}

/** Forgets the cached encryption key (tests, or after the server changed its key). */
export function resetEncryptionKey(): void {
  encryptionKey = undefined;
}

/**
 * Sends `body` as JSON with `method` and returns the answer's `value` parsed by `schema`; throws
 * {@link ApiError}. With `encrypted` the body travels as `{ data }` with the `Encryption` header; a
 * server that no longer knows the cached key is asked for its key once more and the call repeated
 * (a body it could not decrypt was never acted on).
 */
export async function apiSend<S extends z.ZodType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
  options: SendOptions = {},
): Promise<z.output<S>> {
  const { encrypted = false, signal, authorization, headers } = options;
  if (!encrypted) {
    return request(method, path, schema, { body: body === undefined ? undefined : JSON.stringify(body), signal, authorization, headers });
  }

  const seal = async () => {
    const key = await getEncryptionKey();
    const { encryptRequestBody } = await import('./request-encryption');
    const sealed = await encryptRequestBody(key.publicKey, key.keyId, body);
    return { body: JSON.stringify(sealed.body), headers: { Encryption: sealed.header }, signal, authorization };
  };
  try {
    return await request(method, path, schema, await seal());
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'encryption_invalid') throw error;
    resetEncryptionKey();
    return request(method, path, schema, await seal());
  }
}

/** POSTs a multipart form (fields and files, e.g. an uploaded proof image) and returns the answer's `value`; throws {@link ApiError}. */
export function apiSendForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: RequestOptions & { method?: 'POST' | 'PUT' } = {},
): Promise<z.output<S>> {
  return request(options.method ?? 'POST', path, schema, {
    body: form,
    signal: options.signal,
    authorization: options.authorization,
    headers: options.headers,
  });
}
