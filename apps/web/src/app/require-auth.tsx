import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../lib/session';

/**
 * Spec §2 route guard: a route that needs a session renders only with a token; a guest is sent
 * (replace) to `redirectTo`, by default /login, which shows Home with the login popup.
 */
export function RequireAuth({ children, redirectTo = '/login' }: { children: ReactNode; redirectTo?: string }) {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return children;
}
