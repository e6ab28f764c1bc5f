import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPopup } from '../../features/auth/components/login-popup';
import { RegisterPopup } from '../../features/auth/components/register-popup';
import { type PopupName, usePopups } from '../../lib/popups';

/** The popup a route opens by itself: /login and /register (any letter case). */
export function routePopup(pathname: string): PopupName | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') return 'login';
  if (path === '/register') return 'register';
  return null;
}

/**
 * Shows the account popups. On /login and /register the route is the popup's state, so closing it
 * goes to /; elsewhere (a guest's restricted action) it is local state that closes in place.
 */
export function PopupHost() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { popup, openPopup, closePopup } = usePopups();
  const fromRoute = routePopup(pathname);
  const active = fromRoute ?? popup;

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating away closes a popup a page asked for
  useEffect(() => {
    closePopup();
  }, [pathname, closePopup]);

  const close = () => {
    if (fromRoute) navigate('/');
    else closePopup();
  };
  const switchTo = (name: PopupName) => {
    if (fromRoute) navigate(`/${name}`, { replace: true });
    else openPopup(name);
  };

  return (
    <>
      <LoginPopup open={active === 'login'} onClose={close} onSwitchToRegister={() => switchTo('register')} />
      <RegisterPopup open={active === 'register'} onClose={close} onSwitchToLogin={() => switchTo('login')} />
    </>
  );
}
