import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';
import { Button } from './button';
import { Icon } from './icons';
import styles from './states.module.css';

type ErrorStateProps = { error: unknown; onRetry?: () => void; title?: string; compact?: boolean };

/** A failed load: the translated reason and, when possible, a retry button. */
export function ErrorState({ error, onRetry, title, compact }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <div className={[styles.state, styles.error, compact && styles.compact].filter(Boolean).join(' ')} role="alert">
      <span className={styles.icon}>
        <Icon.Alert size={compact ? 20 : 26} />
      </span>
      <p className={styles.title}>{title ?? t('common.load_failed')}</p>
      <p className={styles.text}>{message(error)}</p>
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
