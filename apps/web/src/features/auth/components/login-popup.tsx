import { useTranslation } from 'react-i18next';
import { AccountPopup } from './account-popup';

type LoginPopupProps = { open: boolean; onClose: () => void; onSwitchToRegister: () => void };

/** The login popup (spec §2 modals); the login form comes with the authentication issue. */
export function LoginPopup({ open, onClose, onSwitchToRegister }: LoginPopupProps) {
  const { t } = useTranslation();
  return (
    <AccountPopup
      open={open}
      onClose={onClose}
      testId="login-popup"
      bannerGroup="w_login"
      title={t('auth.login_title')}
      lead={t('auth.login_lead')}
      perks={[
        { icon: 'Gamepad', text: t('auth.perk_play') },
        { icon: 'Star', text: t('auth.perk_favourites') },
        { icon: 'Gift', text: t('auth.perk_rewards') },
      ]}
      switchPrompt={t('auth.no_account')}
      switchLabel={t('header.register')}
      onSwitch={onSwitchToRegister}
    />
  );
}
