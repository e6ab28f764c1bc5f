import {
  PROVIDER_PATHS,
  type ProviderAuthenticateRequest,
  type ProviderAuthenticateResponse,
  type ProviderBalanceRequest,
  type ProviderBalanceResponse,
  type ProviderCreditRequest,
  type ProviderDebitRequest,
  type ProviderResettleRequest,
  type ProviderRollbackRequest,
  type ProviderRollbackResponse,
  type ProviderTransactionResponse,
  providerRequestHeaders,
} from '@fortuna/shared';

/** A raw protocol answer: HTTP status, the body text exactly as received, and its parsed envelope. */
export type ProtocolReply<T> = { status: number; text: string; body: { success: boolean; value: T | null; message: string } };

/** Sends one signed POST: the portal over HTTP, or an in-process Fastify inject in tests. */
export type ProtocolTransport = (path: string, body: string, headers: Record<string, string>) => Promise<{ status: number; text: string }>;

/** A transport over real HTTP to the portal at `baseUrl` (e.g. `http://127.0.0.1:8080`). */
export function httpTransport(baseUrl: string | (() => string)): ProtocolTransport {
  return async (path, body, headers) => {
    const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, text: await response.text() };
  };
}

/**
 * The vendor's side of the provider wallet protocol: each call's body is serialised once, signed
 * with the vendor's key (HMAC-SHA256 over timestamp and raw body) and sent.
 */
export function createProtocolClient(options: { keyId: string; secret: string; transport: ProtocolTransport; now?: () => number }) {
  const { keyId, secret, transport } = options;
  const now = options.now ?? Date.now;

  async function call<T>(path: string, payload: unknown): Promise<ProtocolReply<T>> {
    const body = JSON.stringify(payload);
    const headers = await providerRequestHeaders(keyId, secret, body, now());
    const { status, text } = await transport(path, body, headers);
    let parsed: ProtocolReply<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, value: null, message: 'invalid_response' };
    }
    return { status, text, body: parsed };
  }

  return {
    authenticate: (request: ProviderAuthenticateRequest) => call<ProviderAuthenticateResponse>(PROVIDER_PATHS.authenticate, request),
    balance: (request: ProviderBalanceRequest) => call<ProviderBalanceResponse>(PROVIDER_PATHS.balance, request),
    debit: (request: ProviderDebitRequest) => call<ProviderTransactionResponse>(PROVIDER_PATHS.debit, request),
    credit: (request: ProviderCreditRequest) => call<ProviderTransactionResponse>(PROVIDER_PATHS.credit, request),
    rollback: (request: ProviderRollbackRequest) => call<ProviderRollbackResponse>(PROVIDER_PATHS.rollback, request),
    resettle: (request: ProviderResettleRequest) => call<ProviderTransactionResponse>(PROVIDER_PATHS.resettle, request),
    /** Any path with any payload, signed: for tests of what the portal refuses. */
    raw: <T = unknown>(path: string, payload: unknown) => call<T>(path, payload),
  };
}

export type ProtocolClient = ReturnType<typeof createProtocolClient>;
