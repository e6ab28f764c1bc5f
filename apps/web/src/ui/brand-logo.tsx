import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../lib/image-cdn';
import { useSiteConfig } from '../lib/site-config';
import styles from './brand-logo.module.css';

/**
 * The merchant's logo linking home. Operator logos are usually wordmarks that already carry the
 * name, so the name is shown as text only when there is no logo or it cannot load.
 */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { merchant } = useSiteConfig();
  const [failed, setFailed] = useState(false);
  const src = imageUrl(merchant.logoUrl);
  const showImage = Boolean(src) && !failed;

  return (
    <Link
      to="/"
      className={[styles.brand, compact && styles.compact].filter(Boolean).join(' ')}
      aria-label={t('nav.home_of', { name: merchant.name })}
    >
      {showImage ? (
        <img className={styles.logo} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <>
          <span className={styles.mark} aria-hidden="true">
            {merchant.name.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.name}>{merchant.name}</span>
        </>
      )}
    </Link>
  );
}
