import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** A small busy indicator with an accessible label. */
export function Spinner({ size = 28, label }: { size?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.spinner}
      style={{ '--spinner-size': `${size}px` } as CSSProperties}
      role="status"
      aria-label={label ?? t('common.loading')}
    />
  );
}

/** A spinner centred in its block, for a section or a page that is loading. */
export function CenteredSpinner() {
  return (
    <div className={styles.center}>
      <Spinner />
    </div>
  );
}

/** The full-page loading screen shown before the site configuration is known. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.full} role="status" aria-live="polite" aria-label={t('common.loading')}>
      <div className={styles.fullInner}>
        <div className={styles.mark} />
        <div className={styles.bar} />
      </div>
    </div>
  );
}
