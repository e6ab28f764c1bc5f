import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ContractPopupGate } from '../../features/agent/components/contracts/contract-popup-gate';
import { ChangePasswordPopup } from '../../features/auth/components/change-password-popup';
import { ForgotPasswordPopup } from '../../features/auth/components/forgot-password-popup';
import { LoginPopup } from '../../features/auth/components/login-popup';
import { RegisterPopup } from '../../features/auth/components/register-popup';
import { ResetPasswordPopup } from '../../features/auth/components/reset-password-popup';
import { TrialRestrictionDialog } from '../../features/auth/components/trial-restriction-dialog';
import { useEndSession } from '../../features/auth/session-actions';
import { GameStartProvider } from '../../features/catalog/components/game-start-provider';
import { AnnouncementPopups } from '../../features/content/components/announcement-popups';
import { RealityCheckPopup } from '../../features/responsible-gaming/components/reality-check-popup';
import { type PopupName, PopupProvider, usePopups } from '../../lib/popups';
import { useSession } from '../../lib/session';
import { DocumentTitle } from '../document-title';
import { RealtimeNotifications } from '../realtime';

/** The popup a route opens by itself: /login and /register (any letter case). */
export function routePopup(pathname: string): 'login' | 'register' | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') return 'login';
  if (path === '/register') return 'register';
  return null;
}

/**
 * Shows the account popups over any page, the agent back office included. On /login and /register
 * the route is the popup's state, so closing it goes to /; elsewhere (a guest's restricted action)
 * it is local state that closes in place. A popup opened from a route popup (forgot password)
 * shows over it. A mailed reset link (`?resetToken=`) opens the reset popup; a login that forces a
 * password change keeps the change popup open until it is done.
 */
export function PopupHost() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { popup, openPopup, closePopup } = usePopups();
  const session = useSession();
  const loggedIn = session.token !== null;
  const fromRoute = routePopup(pathname);
  const active: PopupName | null = popup ?? (loggedIn ? null : fromRoute);
  const resetToken = params.get('resetToken');

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating away closes a popup a page asked for
  useEffect(() => {
    closePopup();
  }, [pathname, closePopup]);

  // Spec §2: /login and /register show home with their popup; a member already logged in just lands on /.
  useEffect(() => {
    if (loggedIn && fromRoute) navigate('/', { replace: true });
  }, [loggedIn, fromRoute, navigate]);

  const close = () => {
    closePopup();
    if (fromRoute) navigate('/');
  };
  const finish = (goHome: boolean) => {
    closePopup();
    if (fromRoute || goHome) navigate('/', { replace: Boolean(fromRoute) });
  };
  const switchTo = (name: 'login' | 'register') => {
    if (fromRoute) {
      closePopup();
      navigate(`/${name}`, { replace: true });
    } else openPopup(name);
  };
  const backToLogin = () => (fromRoute === 'login' ? closePopup() : switchTo('login'));
  const withoutResetToken = () => {
    const next = new URLSearchParams(params);
    next.delete('resetToken');
    const query = next.toString();
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  };

  return (
    <>
      <LoginPopup
        open={active === 'login'}
        onClose={close}
        onDone={finish}
        onSwitchToRegister={() => switchTo('register')}
        onForgotPassword={() => openPopup('forgotPassword')}
      />
      <RegisterPopup open={active === 'register'} onClose={close} onDone={finish} onSwitchToLogin={() => switchTo('login')} />
      <ForgotPasswordPopup open={active === 'forgotPassword'} onClose={close} onDone={finish} onBackToLogin={backToLogin} />
      <ResetPasswordPopup token={resetToken} onClose={withoutResetToken} onDone={() => navigate('/', { replace: true })} />
      <ChangePasswordPopup
        open={loggedIn && (session.mustChangePassword || active === 'changePassword')}
        forced={session.mustChangePassword}
        onClose={closePopup}
      />
      <TrialRestrictionDialog open={active === 'trialRestriction'} onClose={closePopup} />
      <AnnouncementPopups blocked={active !== null || Boolean(resetToken) || (loggedIn && session.mustChangePassword)} />
    </>
  );
}

/**
 * The layer above every route: the popup state, the popups themselves, game start (the game
 * popup), the contract popup of a logged-in agent, and the socket listener.
 */
export function PopupLayer() {
  return (
    <PopupProvider>
      <DocumentTitle />
      <GameStartProvider>
        <Outlet />
      </GameStartProvider>
      <PopupHost />
      <ContractPopupGate />
      <RealtimeNotifications />
      <RealityCheckHost />
    </PopupProvider>
  );
}

/** The reality check over every page of a logged-in member; its "log out" ends the session as the header's does. */
function RealityCheckHost() {
  const endSession = useEndSession();
  return <RealityCheckPopup onLogout={endSession} />;
}
