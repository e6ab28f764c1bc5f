import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken, startSession } from '../lib/session';
import { RequireAuth } from './require-auth';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      { path: '/agent', element: <Where /> },
      { path: '/member', element: <RequireAuth>{<p data-testid="secret" />}</RequireAuth> },
      { path: '/lottery', element: <RequireAuth trueAccount>{<p data-testid="secret" />}</RequireAuth> },
      { path: '/agentHome', element: <RequireAuth redirectTo="/agent">{<p data-testid="secret" />}</RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  it('sends a guest to /login, replacing the history entry', () => {
    const router = renderAt('/member');
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(screen.queryByTestId('secret')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders the page when a session token exists', () => {
    setToken('tok');
    renderAt('/member');
    expect(screen.getByTestId('secret')).toBeTruthy();
  });

  it('shows a trial account the need-true-account message on a real-account page (spec §6)', () => {
    startSession({ token: 't', firstTimeLogin: false, passwordExpired: false, forceChangePassword: false, isAgent: false, isTrial: true });
    renderAt('/lottery');
    expect(screen.queryByTestId('secret')).toBeNull();
    expect(screen.getByTestId('trial-restricted-page').textContent).toContain('real account');
    renderAt('/member');
    expect(screen.getAllByTestId('secret')).toHaveLength(1);
  });

  it('sends a guest of /agentHome to /agent', () => {
    renderAt('/agentHome');
    expect(screen.getByTestId('where').textContent).toBe('/agent');
  });
});
