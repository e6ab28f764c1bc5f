import { useSyncExternalStore } from 'react';

/** sessionStorage key of the member's session token. */
export const TOKEN_KEY = 'fortuna.token';

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session token of this tab, or null when the visitor is a guest. */
export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keeps a session token for this tab (spec §4: "the token is kept in session storage"). */
export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  emit();
}

/** Forgets the session token. */
export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  emit();
}

/** Subscribes to token changes; returns the unsubscribe function. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/**
 * Spec §2: "a token in the URL logs the user in at start". Stores `?token=` and removes it from the
 * address bar so it is not bookmarked or shared. Returns whether a token was found.
 */
export function consumeUrlToken(location: Location = window.location, history: History = window.history): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return false;
  setToken(token);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
