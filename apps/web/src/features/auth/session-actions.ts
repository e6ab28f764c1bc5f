import type { LoginResponse } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMemberInfo, memberInfoQueryKey } from '../../lib/member-info';
import { clearSession, startSession } from '../../lib/session';
import { logout } from './api/logout';

/**
 * The password the member just logged in with, while a forced change is pending: the change then
 * does not ask for it again (spec §5 "old password required only if not already known"). Memory
 * only, never stored; a reload forgets it and the change asks for it.
 */
let knownPassword: string | null = null;

/** The password typed at the login that forced a change, if this page still knows it. */
export function getKnownPassword(): string | null {
  return knownPassword;
}

/** Forgets the remembered login password (the forced change is done). */
export function forgetKnownPassword(): void {
  knownPassword = null;
}

/**
 * Starts a session from any successful login answer (login, registration, reset, free play): keeps
 * the token and role flags in session storage and loads the member info (spec §4 "Login").
 * `password` is kept in memory only when the answer forces a password change.
 */
export function useStartSession(): (login: LoginResponse, password?: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (login: LoginResponse, password?: string) => {
      knownPassword = login.forceChangePassword ? (password ?? null) : null;
      queryClient.removeQueries({ queryKey: memberInfoQueryKey });
      startSession(login);
      void queryClient.prefetchQuery({ queryKey: [...memberInfoQueryKey, login.token], queryFn: ({ signal }) => getMemberInfo(signal) });
    },
    [queryClient],
  );
}

/**
 * Ends the session (spec §4 "Logout"): revokes it on the server, then clears session storage
 * except the merchant and drops the member's cached data. A failed server call still logs out here.
 */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session is ended locally either way; the server lets it expire.
    }
    knownPassword = null;
    clearSession();
    queryClient.removeQueries({ queryKey: memberInfoQueryKey });
  }, [queryClient]);
}
