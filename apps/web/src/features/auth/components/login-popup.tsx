import { type LoginResponse, MODULE_IDS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { isModuleEnabled } from '../../../lib/modules';
import { useSiteConfig } from '../../../lib/site-config';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { loginFreePlay } from '../api/login-free-play';
import { useStartSession } from '../session-actions';
import { AccountPopup } from './account-popup';
import styles from './auth-forms.module.css';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';

type LoginTab = 'username' | 'sms';
const ID_BASE = 'login-tabs';

type LoginPopupProps = {
  open: boolean;
  onClose: () => void;
  /** Called after a successful login; `goHome` when the journey ends on / (free play). */
  onDone: (goHome: boolean) => void;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
};

/**
 * The login popup (spec §2 modals, §4 "Login"): by username, or by SMS code when LOGIN_SMS is on,
 * and free play when FREE_PLAY is on.
 */
export function LoginPopup({ open, onClose, onDone, onSwitchToRegister, onForgotPassword }: LoginPopupProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const smsEnabled = isModuleEnabled(config.whitelabel, MODULE_IDS.loginSms);
  const freePlayEnabled = isModuleEnabled(config.whitelabel, MODULE_IDS.freePlay);
  const [tab, setTab] = useState<LoginTab>('username');
  const current = smsEnabled ? tab : 'username';
  const startSession = useStartSession();

  const succeed = (login: LoginResponse, password?: string) => {
    startSession(login, password);
    onDone(false);
  };

  const form =
    current === 'sms' ? (
      <SmsLoginForm onSuccess={(login) => succeed(login)} />
    ) : (
      <LoginForm side="member" onSuccess={succeed} onForgotPassword={onForgotPassword} />
    );

  return (
    <AccountPopup
      open={open}
      onClose={onClose}
      testId="login-popup"
      bannerGroup="w_login"
      title={t('auth.login_title')}
      switchPrompt={t('auth.no_account')}
      switchLabel={t('header.register')}
      onSwitch={onSwitchToRegister}
    >
      {smsEnabled ? (
        <Tabs
          items={[
            { id: 'username', label: t('auth.tab_username'), icon: <Icon.User size={16} /> },
            { id: 'sms', label: t('auth.tab_sms'), icon: <Icon.Phone size={16} /> },
          ]}
          value={current}
          onChange={setTab}
          label={t('auth.login_title')}
          idBase={ID_BASE}
          className={styles.tabs}
        />
      ) : null}
      {smsEnabled ? (
        <TabPanel idBase={ID_BASE} id={current}>
          {form}
        </TabPanel>
      ) : (
        form
      )}
      {freePlayEnabled ? (
        <FreePlay
          onDone={(login) => {
            startSession(login);
            onDone(true);
          }}
        />
      ) : null}
    </AccountPopup>
  );
}

/** Spec §4: "Free-play login marks the session logged in and goes to /" with a new trial account. */
function FreePlay({ onDone }: { onDone: (login: LoginResponse) => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await loginFreePlay());
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.freePlay}>
      <p className={styles.or}>
        <span>{t('auth.or')}</span>
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button variant="secondary" block disabled={busy} onClick={() => void start()} data-testid="free-play">
        <Icon.Gamepad size={18} />
        {t('auth.free_play')}
      </Button>
      <p className={styles.note}>{t('auth.free_play_note')}</p>
    </div>
  );
}
