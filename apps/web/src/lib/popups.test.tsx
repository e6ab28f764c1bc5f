import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PopupProvider, usePopups, useRestrictedAction } from './popups';
import { setToken, startSession } from './session';

function useGuard() {
  return { guard: useRestrictedAction(), popups: usePopups() };
}
const wrapper = ({ children }: { children: ReactNode }) => <PopupProvider>{children}</PopupProvider>;
const trial = { token: 't', firstTimeLogin: false, passwordExpired: false, forceChangePassword: false, isAgent: false, isTrial: true };

describe('useRestrictedAction (spec §4 "Restricted actions")', () => {
  it('opens the login popup for a guest and does not run the action', () => {
    const { result } = renderHook(useGuard, { wrapper });
    const action = vi.fn();
    let allowed = true;
    act(() => {
      allowed = result.current.guard('member', action);
    });
    expect(allowed).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(result.current.popups.popup).toBe('login');
  });

  it("opens the need-true-account dialog for a trial account's real-money action, but lets member actions through", () => {
    startSession(trial);
    const { result } = renderHook(useGuard, { wrapper });
    const action = vi.fn();
    act(() => {
      result.current.guard('realAccount', action);
    });
    expect(action).not.toHaveBeenCalled();
    expect(result.current.popups.popup).toBe('trialRestriction');
    act(() => {
      result.current.popups.closePopup();
      result.current.guard('member', action);
    });
    expect(action).toHaveBeenCalledOnce();
    expect(result.current.popups.popup).toBeNull();
  });

  it('runs the action for a member', () => {
    setToken('member-token');
    const { result } = renderHook(useGuard, { wrapper });
    const action = vi.fn();
    act(() => {
      expect(result.current.guard('realAccount', action)).toBe(true);
    });
    expect(action).toHaveBeenCalledOnce();
  });
});
