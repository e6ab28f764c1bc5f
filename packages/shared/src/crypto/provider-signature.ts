/**
 * How a game vendor signs its calls to the provider wallet protocol (schemas/provider-wallet.ts):
 * `X-Provider-Signature = hex(HMAC-SHA256(secret, timestamp + "." + rawBody))`, with the key id
 * and the Unix timestamp (seconds) in their own headers. The raw body is signed byte for byte,
 * so the receiver verifies before it parses. Uses WebCrypto, so any side can sign.
 */

/** Request headers of a signed protocol call (lower case, as Node sees them). */
export const PROVIDER_HEADERS = {
  keyId: 'x-provider-key',
  timestamp: 'x-provider-timestamp',
  signature: 'x-provider-signature',
} as const;

/** A call whose timestamp is further than this from the receiver's clock is refused (replay window). */
export const PROVIDER_SIGNATURE_WINDOW_SECONDS = 300;

/** The exact text the signature covers. */
export function providerSignaturePayload(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** Lower-case hex HMAC-SHA256 of {@link providerSignaturePayload} with the vendor's secret. */
export async function signProviderRequest(secret: string, timestamp: string, rawBody: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(providerSignaturePayload(timestamp, rawBody)));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The three headers of a signed call with the body it signs (timestamp defaults to now). */
export async function providerRequestHeaders(
  keyId: string,
  secret: string,
  rawBody: string,
  now = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [PROVIDER_HEADERS.keyId]: keyId,
    [PROVIDER_HEADERS.timestamp]: timestamp,
    [PROVIDER_HEADERS.signature]: await signProviderRequest(secret, timestamp, rawBody),
  };
}
