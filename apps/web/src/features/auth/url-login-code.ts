import type { LoginResponse } from '@fortuna/shared';
import { clearSession, startSession } from '../../lib/session';

/**
 * Spec §2 "a token in the URL logs the user in at start": `?token=` is a one-time login code (issued
 * by `POST /wps/session/loginCode`, 60 s, single use), never a session token. The parameter leaves
 * the address bar at once (history.replaceState), before any request, so history, bookmarks and
 * referrers never keep it; the code is exchanged for a fresh session and only the session's own
 * token is stored. Answers null without a code, else whether the exchange logged the tab in (a
 * used or stale code leaves the tab as it was).
 */
export function consumeUrlLoginCode(
  location: Location = window.location,
  history: History = window.history,
  // Loaded only when the address carries a code: the first page does without the login schemas.
  exchange: (code: string) => Promise<LoginResponse> = (code) =>
    import('./api/exchange-login-code').then(({ exchangeLoginCode }) => exchangeLoginCode(code)),
): Promise<boolean> | null {
  const url = new URL(location.href);
  const code = url.searchParams.get('token');
  if (code === null) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!code) return Promise.resolve(false);
  return exchange(code).then(
    (login) => {
      // Another member's values may be in this tab: the code's session replaces them all.
      clearSession();
      startSession(login);
      return true;
    },
    () => false,
  );
}
