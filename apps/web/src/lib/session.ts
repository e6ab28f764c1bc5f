import type { LoginResponse, MemberInfo } from '@fortuna/shared';
import { useSyncExternalStore } from 'react';

const PREFIX = 'fortuna.';

/** sessionStorage key of the member's session token. */
export const TOKEN_KEY = `${PREFIX}token`;

/**
 * The session values of spec §3 that this tab keeps in sessionStorage, each under `fortuna.<name>`.
 * `merchant` outlives a logout; everything else goes with it. `mustChangePassword` keeps the forced
 * password change open across a reload; `firstTimeLogin` is for the first-login announcements.
 */
const VALUE_NAMES = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'isTrial',
  'merchant',
  'merchantCode',
  'enableSalary',
  'enableContract',
  'firstTimeLogin',
  'mustChangePassword',
] as const;
type ValueName = (typeof VALUE_NAMES)[number];

/** What this tab knows about its session (spec §3 "Session values kept"). */
export type Session = {
  token: string | null;
  nickname: string | null;
  account: string | null;
  username: string | null;
  customerId: string | null;
  isAgent: boolean;
  isTrial: boolean;
  merchant: string | null;
  merchantCode: string | null;
  enableSalary: boolean;
  enableContract: boolean;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
};

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function read(name: ValueName): string | null {
  try {
    return sessionStorage.getItem(PREFIX + name);
  } catch {
    return null;
  }
}

function write(values: Partial<Record<ValueName, string | number | boolean | null>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) sessionStorage.removeItem(PREFIX + name);
    else sessionStorage.setItem(PREFIX + name, String(value));
  }
  emit();
}

let cachedRaw: string | undefined;
let cachedSession: Session | undefined;

/** The session values of this tab; the same object while nothing changed (for useSyncExternalStore). */
export function getSession(): Session {
  const raw = VALUE_NAMES.map((name) => read(name) ?? '\u0001').join('\u0000');
  if (cachedSession && raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = {
    token: read('token'),
    nickname: read('nickname'),
    account: read('account'),
    username: read('username'),
    customerId: read('customerId'),
    isAgent: read('isAgent') === 'true',
    isTrial: read('isTrial') === 'true',
    merchant: read('merchant'),
    merchantCode: read('merchantCode'),
    enableSalary: read('enableSalary') === 'true',
    enableContract: read('enableContract') === 'true',
    firstTimeLogin: read('firstTimeLogin') === 'true',
    mustChangePassword: read('mustChangePassword') === 'true',
  };
  return cachedSession;
}

/** The session token of this tab, or null when the visitor is a guest. */
export function getToken(): string | null {
  return read('token');
}

/** Keeps a session token for this tab (spec §4: "the token is kept in session storage"). */
export function setToken(token: string): void {
  write({ token });
}

/** Starts a session from a login, registration, reset or free-play answer. */
export function startSession(login: LoginResponse): void {
  write({
    token: login.token,
    isAgent: login.isAgent,
    isTrial: login.isTrial,
    firstTimeLogin: login.firstTimeLogin,
    mustChangePassword: login.forceChangePassword || null,
  });
}

/** Keeps the member's details from `GET /wps/member/info` as session values. */
export function storeMemberInfo(info: MemberInfo): void {
  write({
    nickname: info.nickname,
    account: info.account,
    username: info.username,
    customerId: info.id,
    isAgent: info.isAgent,
    isTrial: info.isTrial,
    merchantCode: info.merchantCode,
    enableSalary: info.enableSalary,
    enableContract: info.enableContract,
  });
}

/** Records that the forced password change is done (or needed again). */
export function setMustChangePassword(value: boolean): void {
  write({ mustChangePassword: value || null });
}

/** Keeps the merchant code of the site; it survives a logout (spec §4 "Logout"). */
export function rememberMerchant(code: string): void {
  if (read('merchant') !== code) write({ merchant: code });
}

/**
 * Ends the session in this tab: clears session storage except the merchant (spec §4 "Logout":
 * "clears session storage (keeps merchant, clears login and agent flags)").
 */
export function clearSession(): void {
  const merchant = read('merchant');
  try {
    // The operator back office keeps its own session (`fortuna.ops.*`): a member's logout is not the operator's.
    const kept = Object.keys(sessionStorage)
      .filter((key) => key.startsWith(`${PREFIX}ops.`))
      .map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem(`${PREFIX}merchant`, merchant);
    for (const [key, value] of kept) sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
  emit();
}

/**
 * Ends the session in this tab because the server said `token` is no longer a session (expired or
 * revoked), unless the tab holds another token by now (a password change replaced it).
 */
export function dropSession(token: string | null): void {
  if (token && getToken() === token) clearSession();
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const POPUP_CLOSED = `${PREFIX}popupClosed.`;

/**
 * Spec §3 "per-popup closed flag": whether the member closed the popup `name` (e.g. `contract`)
 * in this session. The flag goes with the session (a logout clears it), so the next login shows
 * the popup again.
 */
export function isPopupClosed(name: string): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED + name) === 'true';
  } catch {
    return false;
  }
}

/** Records that the member closed the popup `name` for the rest of the session. */
export function setPopupClosed(name: string): void {
  try {
    sessionStorage.setItem(POPUP_CLOSED + name, 'true');
  } catch {
    // Storage unavailable: the popup comes back on the next page load, which is harmless.
  }
  emit();
}

/** Whether the popup `name` was closed in this session, re-rendering when that changes. */
export function usePopupClosed(name: string): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => isPopupClosed(name),
    () => false,
  );
}

/** What a server render or a guest sees. */
const GUEST: Session = {
  token: null,
  nickname: null,
  account: null,
  username: null,
  customerId: null,
  isAgent: false,
  isTrial: false,
  merchant: null,
  merchantCode: null,
  enableSalary: false,
  enableContract: false,
  firstTimeLogin: false,
  mustChangePassword: false,
};

/** The session values, re-rendering when they change. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => GUEST);
}

/** The current token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
