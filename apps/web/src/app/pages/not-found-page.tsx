import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import styles from './not-found-page.module.css';

/** An unknown address: a real page with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} data-testid="page-title">
        {t('not_found.title')}
      </h1>
      <p className={styles.text}>{t('not_found.text')}</p>
      <ButtonLink to="/" variant="primary" size="lg" className={styles.action}>
        <Icon.Home size={18} />
        {t('common.back_home')}
      </ButtonLink>
    </section>
  );
}
