import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../ui/message-dialog';

/** Spec §8: a trial account's real-money action gets an info dialog with the need-true-account text. */
export function TrialRestrictionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      open={open}
      title={t('auth.trial_title')}
      message={t('errors.in_need_true_account')}
      icon="Shield"
      confirmLabel={t('common.ok')}
      onConfirm={onClose}
      testId="trial-restriction"
    />
  );
}
