import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { GameStartProvider } from '../../features/catalog/components/game-start-provider';
import { usePopupAnnouncements } from '../../features/content/api/get-announcements';
import { Deferred } from '../../lib/deferred';
import { lazyNamed } from '../../lib/lazy-named';
import { type PopupName, PopupProvider, usePopups } from '../../lib/popups';
import { useSession } from '../../lib/session';
import { DocumentTitle } from '../document-title';

// Each popup (and the forms, validation and captcha behind it) loads the first time it opens.
const LoginPopup = lazyNamed(() => import('../../features/auth/components/login-popup'), 'LoginPopup');
const RegisterPopup = lazyNamed(() => import('../../features/auth/components/register-popup'), 'RegisterPopup');
const ForgotPasswordPopup = lazyNamed(() => import('../../features/auth/components/forgot-password-popup'), 'ForgotPasswordPopup');
const ResetPasswordPopup = lazyNamed(() => import('../../features/auth/components/reset-password-popup'), 'ResetPasswordPopup');
const ChangePasswordPopup = lazyNamed(() => import('../../features/auth/components/change-password-popup'), 'ChangePasswordPopup');
const TrialRestrictionDialog = lazyNamed(() => import('../../features/auth/components/trial-restriction-dialog'), 'TrialRestrictionDialog');
// The operator's announcement popups (their HTML sanitizer with them) load when there is one to show.
const AnnouncementPopups = lazyNamed(() => import('../../features/content/components/announcement-popups'), 'AnnouncementPopups');
// A signed-in member's socket and reality check: guests never load them.
const RealtimeNotifications = lazyNamed(() => import('../realtime'), 'RealtimeNotifications');
const RealityCheckHost = lazyNamed(() => import('./reality-check-host'), 'RealityCheckHost');
// An agent's contract popup (spec §2 "contract popup (when logged in)").
const ContractPopupGate = lazyNamed(() => import('../../features/agent/components/contracts/contract-popup-gate'), 'ContractPopupGate');

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

  const changePasswordOpen = loggedIn && (session.mustChangePassword || active === 'changePassword');
  const announcementsBlocked = active !== null || Boolean(resetToken) || (loggedIn && session.mustChangePassword);
  // Asked for here, with the page (the popups share this query): their code loads only when one is selected.
  const announcements = usePopupAnnouncements(!announcementsBlocked);
  return (
    <>
      <Deferred when={active === 'login'}>
        <LoginPopup
          open={active === 'login'}
          onClose={close}
          onDone={finish}
          onSwitchToRegister={() => switchTo('register')}
          onForgotPassword={() => openPopup('forgotPassword')}
        />
      </Deferred>
      <Deferred when={active === 'register'}>
        <RegisterPopup open={active === 'register'} onClose={close} onDone={finish} onSwitchToLogin={() => switchTo('login')} />
      </Deferred>
      <Deferred when={active === 'forgotPassword'}>
        <ForgotPasswordPopup open={active === 'forgotPassword'} onClose={close} onDone={finish} onBackToLogin={backToLogin} />
      </Deferred>
      <Deferred when={Boolean(resetToken)}>
        <ResetPasswordPopup token={resetToken} onClose={withoutResetToken} onDone={() => navigate('/', { replace: true })} />
      </Deferred>
      <Deferred when={changePasswordOpen}>
        <ChangePasswordPopup open={changePasswordOpen} forced={session.mustChangePassword} onClose={closePopup} />
      </Deferred>
      <Deferred when={active === 'trialRestriction'}>
        <TrialRestrictionDialog open={active === 'trialRestriction'} onClose={closePopup} />
      </Deferred>
      <Deferred when={Boolean(announcements.data?.list.length)}>
        <AnnouncementPopups blocked={announcementsBlocked} />
      </Deferred>
    </>
  );
}

/**
 * The layer above every route: the popup state, the popups themselves, game start (the game
 * popup), the contract popup of a logged-in agent, and a signed-in member's socket listener and
 * reality check.
 */
export function PopupLayer() {
  const signedIn = useSession().token !== null;
  return (
    <PopupProvider>
      <DocumentTitle />
      <GameStartProvider>
        <Outlet />
      </GameStartProvider>
      <PopupHost />
      <Deferred when={signedIn}>
        <ContractPopupGate />
        <RealtimeNotifications />
        <RealityCheckHost />
      </Deferred>
    </PopupProvider>
  );
}
