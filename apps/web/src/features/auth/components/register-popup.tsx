import { type LoginResponse, MODULE_IDS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isModuleEnabled } from '../../../lib/modules';
import { useSiteConfig } from '../../../lib/site-config';
import { useCaptcha } from '../../../ui/captcha-field';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { TabPanel, Tabs } from '../../../ui/tabs';
import type { RegisterVia } from '../api/register';
import { useStartSession } from '../session-actions';
import { AccountPopup } from './account-popup';
import styles from './auth-forms.module.css';
import { RegisterForm } from './register-form';

const ID_BASE = 'register-tabs';

type RegisterPopupProps = {
  open: boolean;
  onClose: () => void;
  /** Called after a successful registration; the journey ends on / (spec §4). */
  onDone: (goHome: boolean) => void;
  onSwitchToLogin: () => void;
};

/**
 * The register popup (spec §2 modals, §4 "Register"): tabs by username or mobile as the whitelabel
 * modules allow (mobile first when on), then logged in and on /.
 */
export function RegisterPopup({ open, onClose, onDone, onSwitchToLogin }: RegisterPopupProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [params] = useSearchParams();
  const enabled = (id: string) => isModuleEnabled(config.whitelabel, id);
  const tabs: RegisterVia[] = [
    ...(enabled(MODULE_IDS.registerMobile) ? (['mobile'] as const) : []),
    ...(enabled(MODULE_IDS.registerUsername) ? (['username'] as const) : []),
  ];
  const [chosen, setChosen] = useState<RegisterVia | null>(null);
  const via = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const rules = config.register.fields;
  const captchaShown = Boolean(rules.find((rule) => rule.field === 'captcha')?.enabled);
  const captcha = useCaptcha(open && captchaShown && via !== undefined);
  const startSession = useStartSession();
  const invitation = (params.get('affiliateCode') ?? params.get('referralCode') ?? params.get('ref') ?? '').trim().slice(0, 32);

  const succeed = (login: LoginResponse, password: string) => {
    startSession(login, password);
    onDone(true);
  };
  const form = via ? (
    <RegisterForm
      key={via}
      via={via}
      rules={rules}
      smsVerification={enabled(MODULE_IDS.registerSmsVerification)}
      mobilePassword={enabled(MODULE_IDS.registerMobilePassword)}
      captcha={captchaShown ? captcha : null}
      invitation={invitation}
      onSuccess={succeed}
    />
  ) : null;

  return (
    <AccountPopup
      open={open}
      onClose={onClose}
      testId="register-popup"
      bannerGroup="w_register"
      title={t('auth.register_title')}
      lead={t('auth.register_lead')}
      switchPrompt={t('auth.have_account')}
      switchLabel={t('header.login')}
      onSwitch={onSwitchToLogin}
    >
      {via === undefined ? (
        <FormAlert>{t('errors.module_disabled')}</FormAlert>
      ) : (
        <>
          {tabs.length > 1 ? (
            <Tabs
              items={tabs.map((id) => ({
                id,
                label: t(`auth.tab_register_${id}`),
                icon: id === 'mobile' ? <Icon.Phone size={16} /> : <Icon.User size={16} />,
              }))}
              value={via}
              onChange={setChosen}
              label={t('auth.register_title')}
              idBase={ID_BASE}
              className={styles.tabs}
            />
          ) : null}
          {tabs.length > 1 ? (
            <TabPanel idBase={ID_BASE} id={via}>
              {form}
            </TabPanel>
          ) : (
            form
          )}
        </>
      )}
    </AccountPopup>
  );
}
