import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageDialog } from '../../../ui/message-dialog';
import { useEndSession } from '../session-actions';

/**
 * Spec §4 "Logout" and §8: a confirm/cancel dialog, a loader while the session is revoked, then
 * session storage cleared (the merchant kept) and the page replaced by /.
 */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await endSession();
    setBusy(false);
    onClose();
    navigate('/', { replace: true });
  };

  return (
    <MessageDialog
      open={open}
      title={t('auth.sign_out_title')}
      message={t('auth.sign_out_text')}
      icon="Logout"
      confirmLabel={t('auth.sign_out')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void confirm()}
      onClose={onClose}
      busy={busy}
      testId="sign-out-confirm"
    />
  );
}
