import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { FormAlert } from '../../../ui/field';
import { type ConfirmDialogProps, ConfirmDialog as SharedConfirmDialog } from '../components/confirm-dialog';

/** The error line of a form's last refused write, in the operator's language. */
export function WriteError({ error, testId }: { error: unknown; testId?: string }) {
  const errorMessage = useErrorMessage();
  return error ? <FormAlert testId={testId}>{errorMessage(error)}</FormAlert> : null;
}

/** Asks before a risky change (publish, withdraw, delete, replacing a list), under this section's title. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return <SharedConfirmDialog {...props} title={t('ops_pages.confirm_title')} />;
}
