/**
 * A fresh request id for a money call (8–64 of [A-Za-z0-9_-]): the server answers a retry with
 * the same id with the first result, so a double click or a retried call moves money once.
 * `crypto.randomUUID` needs a secure context; plain-http development falls back to random bytes.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
