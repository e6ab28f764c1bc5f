import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { FullPageScreen } from './full-page-screen';

/** The system status or site configuration could not be loaded: say why and offer a retry. */
export function StatusErrorScreen({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <FullPageScreen testId="status-error-screen" icon="Alert" tone="danger" title={t('system.load_failed_title')} text={message(error)}>
      <Button variant="primary" size="lg" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common.loading') : t('common.retry')}
      </Button>
    </FullPageScreen>
  );
}
