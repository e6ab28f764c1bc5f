import type { LoginResponse, MemberInfo } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  dropSession,
  getSession,
  isPopupClosed,
  rememberMerchant,
  setMustChangePassword,
  setPopupClosed,
  setToken,
  startSession,
  storeMemberInfo,
} from './session';

const login: LoginResponse = {
  token: 'tok-1',
  firstTimeLogin: true,
  passwordExpired: false,
  forceChangePassword: true,
  isAgent: false,
  isTrial: true,
};

const info = {
  id: 42,
  account: 'player01',
  username: 'player01',
  nickname: 'Lucky Star',
  isAgent: true,
  isTrial: false,
  merchantCode: 'FORTUNA',
  enableSalary: true,
  enableContract: false,
} as MemberInfo;

describe('session values', () => {
  it('keeps the login answer and the member info as session values (spec §3)', () => {
    startSession(login);
    expect(getSession()).toMatchObject({ token: 'tok-1', isTrial: true, isAgent: false, firstTimeLogin: true, mustChangePassword: true });
    storeMemberInfo(info);
    expect(getSession()).toMatchObject({
      nickname: 'Lucky Star',
      account: 'player01',
      username: 'player01',
      customerId: '42',
      isAgent: true,
      isTrial: false,
      merchantCode: 'FORTUNA',
      enableSalary: true,
      enableContract: false,
    });
    setMustChangePassword(false);
    expect(getSession().mustChangePassword).toBe(false);
    expect(sessionStorage.getItem('fortuna.mustChangePassword')).toBeNull();
  });

  it('returns the same object while nothing changed, a new one after a change', () => {
    startSession(login);
    const first = getSession();
    expect(getSession()).toBe(first);
    sessionStorage.setItem('fortuna.nickname', 'changed elsewhere');
    expect(getSession()).not.toBe(first);
    expect(getSession().nickname).toBe('changed elsewhere');
  });

  it('logout clears session storage but keeps the merchant (spec §4 "Logout")', () => {
    rememberMerchant('FORTUNA');
    startSession(login);
    storeMemberInfo(info);
    sessionStorage.setItem('some.popup.closed', '1');
    clearSession();
    expect(Object.keys(sessionStorage)).toEqual(['fortuna.merchant']);
    expect(getSession()).toMatchObject({ token: null, merchant: 'FORTUNA', isAgent: false, isTrial: false });
  });

  it('drops the session of a token the server ended, but not a newer one that replaced it', () => {
    rememberMerchant('FORTUNA');
    startSession(login);
    setToken('tok-2');
    dropSession('tok-1');
    expect(getSession().token).toBe('tok-2');
    dropSession(null);
    expect(getSession().token).toBe('tok-2');
    dropSession('tok-2');
    expect(getSession()).toMatchObject({ token: null, merchant: 'FORTUNA' });
  });
});

describe('per-popup closed flags (spec §3)', () => {
  it('remember a closed popup for the session only: a logout forgets it', () => {
    rememberMerchant('FORTUNA');
    startSession(login);
    expect(isPopupClosed('contract')).toBe(false);
    setPopupClosed('contract');
    expect(isPopupClosed('contract')).toBe(true);
    expect(isPopupClosed('announcement')).toBe(false);
    clearSession();
    expect(isPopupClosed('contract')).toBe(false);
  });
});
