import { CHAT_GUEST_HEADER } from '@fortuna/shared';
import { getToken } from '../../lib/session';

/** Where a guest's chat identity is kept: this browser's localStorage, so a reload or a new tab is the same guest. */
const GUEST_KEY = 'fortuna.chatGuest';

export function getGuestToken(): string | null {
  try {
    return localStorage.getItem(GUEST_KEY);
  } catch {
    return null;
  }
}

export function setGuestToken(token: string): void {
  try {
    localStorage.setItem(GUEST_KEY, token);
  } catch {
    // Private mode: the identity lives as long as the page.
  }
}

/** The headers naming the chat's party: the member's session (sent by the API client) or the guest's token. */
export function partyHeaders(): Record<string, string> {
  if (getToken()) return {};
  const guest = getGuestToken();
  return guest ? { [CHAT_GUEST_HEADER]: guest } : {};
}

/** The socket's `auth` for the party: the member's token, else the guest's. */
export function partySocketAuth(): { token: string } | { guest: string } | null {
  const token = getToken();
  if (token) return { token };
  const guest = getGuestToken();
  return guest ? { guest } : null;
}
