import { useSyncExternalStore } from 'react';

/** sessionStorage keys of the operator's own session; the member's logout keeps them (lib/session.ts). */
const TOKEN_KEY = 'fortuna.ops.token';
const NAME_KEY = 'fortuna.ops.username';

/** The operator logged in to the back office in this tab. */
export type OpsSession = { token: string; username: string };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: OpsSession | null = null;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The operator session of this tab, or null. The same object while nothing changed. */
export function getOpsSession(): OpsSession | null {
  const token = read(TOKEN_KEY);
  const raw = token === null ? null : `${token}\u0000${read(NAME_KEY) ?? ''}`;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = token === null ? null : { token, username: read(NAME_KEY) ?? '' };
  return cached;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Keeps the operator's token (from `POST /ops/session/login`) for this tab. */
export function startOpsSession(session: OpsSession): void {
  sessionStorage.setItem(TOKEN_KEY, session.token);
  sessionStorage.setItem(NAME_KEY, session.username);
  emit();
}

/** Forgets the operator's session (signed out, or the server no longer knows the token). */
export function endOpsSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(NAME_KEY);
  emit();
}

/** The operator session, re-rendering when it changes. */
export function useOpsSession(): OpsSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getOpsSession,
    () => null,
  );
}
