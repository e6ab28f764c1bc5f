import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FullPageScreen, ScreenDetail, screenStyles } from './full-page-screen';

/** Where a failed chunk came from, so support can tell which request failed (spec §8). */
function failedAddress(error: unknown): string | null {
  const text = error instanceof Error ? error.message : '';
  return text.match(/https?:\/\/\S+|\/assets\/\S+/)?.[0] ?? null;
}

/**
 * A page failed to render or its code failed to load (e.g. after a deploy): show the error type and
 * the address that failed, and offer a reload.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const type = error instanceof Error ? error.name : 'Error';
  const address = failedAddress(error);
  return (
    <FullPageScreen
      testId="route-error-screen"
      icon="Alert"
      tone="danger"
      title={t('system.page_failed_title')}
      text={t('system.page_failed_text')}
    >
      <ScreenDetail label={t('system.error_type')}>
        <span className={screenStyles.detailValue}>{type}</span>
      </ScreenDetail>
      {address ? (
        <ScreenDetail label={t('system.error_address')}>
          <span className={screenStyles.detailValue}>{address}</span>
        </ScreenDetail>
      ) : null}
      <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
        {t('system.reload')}
      </Button>
    </FullPageScreen>
  );
}
