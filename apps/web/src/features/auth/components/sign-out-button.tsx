import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import styles from './auth-forms.module.css';
import { SignOutDialog } from './sign-out-dialog';

/** The member's nickname and a sign-out button (the agent back office's header, spec §2). */
export function SignOutButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {session.nickname ? <span className={styles.nickname}>{session.nickname}</span> : null}
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="sign-out">
        <Icon.Logout size={16} />
        {t('auth.sign_out')}
      </Button>
      <SignOutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
