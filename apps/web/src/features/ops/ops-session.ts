import { useSyncExternalStore } from 'react';

/** sessionStorage keys of the operator's own session; the member's logout keeps them (lib/session.ts). */
const TOKEN_KEY = 'fortuna.ops.token';
const NAME_KEY = 'fortuna.ops.username';
const IDLE_KEY = 'fortuna.ops.idleMinutes';

const ENDED_KEY = 'fortuna.ops.ended';

/** The operator logged in to the back office in this tab; `idleMinutes` without activity end it. */
export type OpsSession = { token: string; username: string; idleMinutes?: number };

/** Why the last operator session of this tab ended, when it was not the operator's own sign-out. */
export type OpsSessionEnd = 'expired' | 'idle';

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
  const idle = Number(read(IDLE_KEY));
  cached = token === null ? null : { token, username: read(NAME_KEY) ?? '', ...(idle > 0 ? { idleMinutes: idle } : {}) };
  return cached;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Keeps the operator's token (from `POST /ops/session/login`) for this tab. */
export function startOpsSession(session: OpsSession): void {
  sessionStorage.setItem(TOKEN_KEY, session.token);
  sessionStorage.setItem(NAME_KEY, session.username);
  if (session.idleMinutes) sessionStorage.setItem(IDLE_KEY, String(session.idleMinutes));
  sessionStorage.removeItem(ENDED_KEY);
  emit();
}

/**
 * Forgets the operator's session: signed out (no reason), or ended by the server (`expired`) or by
 * inactivity (`idle`), which the login form then explains.
 */
export function endOpsSession(reason?: OpsSessionEnd): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(NAME_KEY);
  sessionStorage.removeItem(IDLE_KEY);
  if (reason) sessionStorage.setItem(ENDED_KEY, reason);
  else sessionStorage.removeItem(ENDED_KEY);
  emit();
}

/** Why the previous operator session ended, if the operator did not sign out. */
export function opsSessionEnd(): OpsSessionEnd | null {
  const value = read(ENDED_KEY);
  return value === 'expired' || value === 'idle' ? value : null;
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
