import { LIMITS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { AccountPopup } from './account-popup';

type RegisterPopupProps = { open: boolean; onClose: () => void; onSwitchToLogin: () => void };

/** The register popup (spec §2 modals); the registration form comes with the authentication issue. */
export function RegisterPopup({ open, onClose, onSwitchToLogin }: RegisterPopupProps) {
  const { t } = useTranslation();
  return (
    <AccountPopup
      open={open}
      onClose={onClose}
      testId="register-popup"
      bannerGroup="w_register"
      title={t('auth.register_title')}
      lead={t('auth.register_lead')}
      perks={[
        { icon: 'Gift', text: t('auth.perk_welcome') },
        { icon: 'Crown', text: t('auth.perk_vip') },
        { icon: 'Shield', text: t('auth.perk_age', { age: LIMITS.minimumAge }) },
      ]}
      switchPrompt={t('auth.have_account')}
      switchLabel={t('header.login')}
      onSwitch={onSwitchToLogin}
    />
  );
}
