import type { LoginResponse } from '@fortuna/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consumeUrlLoginCode } from './url-login-code';

const LOGIN: LoginResponse = {
  token: 'fresh-session-token-from-the-exchange',
  firstTimeLogin: false,
  passwordExpired: false,
  forceChangePassword: false,
  isAgent: false,
  isTrial: false,
};
const where = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => sessionStorage.clear());

describe('consumeUrlLoginCode', () => {
  it('takes ?token= out of the address at once and stores only the session it is exchanged for', async () => {
    window.history.replaceState(null, '', '/member?token=one-time-code-abcdefghij&x=1#top');
    const exchange = vi.fn(async () => LOGIN);
    const pending = consumeUrlLoginCode(window.location, window.history, exchange);
    expect(where()).toBe('/member?x=1#top');
    expect(await pending).toBe(true);
    expect(exchange).toHaveBeenCalledWith('one-time-code-abcdefghij');
    expect(sessionStorage.getItem('fortuna.token')).toBe(LOGIN.token);
    expect(Object.values(sessionStorage).some((v) => String(v).includes('one-time-code'))).toBe(false);
  });

  it('stores nothing when the code is refused', async () => {
    window.history.replaceState(null, '', '/?token=used-or-stale-code-abcdef');
    expect(await consumeUrlLoginCode(window.location, window.history, () => Promise.reject(new Error('login_code_invalid')))).toBe(false);
    expect(where()).toBe('/');
    expect(sessionStorage.getItem('fortuna.token')).toBeNull();
  });

  it('does nothing without a code', () => {
    window.history.replaceState(null, '', '/');
    expect(consumeUrlLoginCode()).toBeNull();
  });
});
