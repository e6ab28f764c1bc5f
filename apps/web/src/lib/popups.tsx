import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { getToken } from './session';

/** The account popups the shell can show over any page. */
export type PopupName = 'login' | 'register';

type PopupContextValue = {
  popup: PopupName | null;
  openPopup: (name: PopupName) => void;
  closePopup: () => void;
};

const PopupContext = createContext<PopupContextValue | null>(null);

/** Holds which account popup is open when a page (not the /login or /register route) asked for it. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<PopupName | null>(null);
  const closePopup = useCallback(() => setPopup(null), []);
  const value = useMemo(() => ({ popup, openPopup: setPopup, closePopup }), [popup, closePopup]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

/** Opens and closes the account popups. */
export function usePopups(): PopupContextValue {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopups needs a PopupProvider');
  return value;
}

/**
 * Spec §4 "Restricted actions: a guest gets the login popup". Returns a guard that runs the action
 * for a member and opens the login popup for a guest.
 */
export function useRequireLogin(): (action?: () => void) => void {
  const { openPopup } = usePopups();
  return useCallback(
    (action?: () => void) => {
      if (getToken()) action?.();
      else openPopup('login');
    },
    [openPopup],
  );
}
