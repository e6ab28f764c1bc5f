import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { getSession } from './session';

/**
 * The account popups the shell can show over any page. `trialRestriction` is the info dialog a
 * trial account gets for a real-money action (spec §8 "need a true account").
 */
export type PopupName = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'trialRestriction';

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
 * Who may do an action (spec §6): `member` needs any session, trial accounts included (favourites,
 * recent games); `realAccount` also refuses trial accounts (deposit, withdraw, transfer, member and
 * agent centres, real-money games).
 */
export type ActionAccess = 'member' | 'realAccount';

/**
 * Spec §4 "Restricted actions: a guest gets the login popup; a trial account gets the 'need a true
 * account' warning". Returns a guard: `guard(access, action)` runs the action when allowed, opens
 * the right popup otherwise, and says whether it was allowed (so a link can cancel its navigation).
 */
export function useRestrictedAction(): (access: ActionAccess, action?: () => void) => boolean {
  const { openPopup } = usePopups();
  return useCallback(
    (access: ActionAccess, action?: () => void) => {
      const session = getSession();
      if (!session.token) {
        openPopup('login');
        return false;
      }
      if (access === 'realAccount' && session.isTrial) {
        openPopup('trialRestriction');
        return false;
      }
      action?.();
      return true;
    },
    [openPopup],
  );
}
