import '../pages-texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { CopyButton } from '../../../ui/copy-button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { useMirrors } from '../api/pages-api';
import styles from './pages.module.css';

/** The official mirror list (/mirrors): the operator's mirror domains in its order, and its gaming licence. Plain text only. */
export function MirrorsPage() {
  const { t } = useTranslation();
  const mirrors = useMirrors();
  const data = mirrors.data;

  let list: ReactNode;
  if (mirrors.isPending) list = <Skeleton style={{ height: 160 }} />;
  else if (mirrors.isError || !data) list = <ErrorState error={mirrors.error} onRetry={() => void mirrors.refetch()} />;
  else if (data.mirrors.length === 0)
    list = <EmptyState icon="Globe" title={t('site_pages.mirrors_empty')} text={t('site_pages.mirrors_empty_text')} />;
  else
    list = (
      <ol className={styles.mirrors} data-testid="mirror-list">
        {data.mirrors.map((mirror) => (
          <li key={mirror.id} className={styles.mirror} data-testid="mirror-row">
            <span className={styles.mirrorText}>
              <strong data-testid="mirror-label">{mirror.label}</strong>
              <a href={mirror.url} target="_blank" rel="noopener noreferrer" className={styles.mirrorUrl}>
                {mirror.url.replace(/^https:\/\//, '')}
                <Icon.External size={14} />
              </a>
              {mirror.note ? (
                <span className={styles.muted} data-testid="mirror-note">
                  {mirror.note}
                </span>
              ) : null}
            </span>
            <CopyButton value={mirror.url} label={mirror.label} />
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <PageHeader title={t('site_pages.mirrors_title')} subtitle={t('site_pages.mirrors_subtitle')} icon="Globe" />
      <Card className={styles.panel}>
        <FormHint />
        {list}
      </Card>
      {data && (data.licence.text || data.licence.number) ? (
        <Card className={styles.panel} data-testid="licence-card">
          <h2 className={styles.sectionTitle}>
            <Icon.Shield size={18} />
            {t('site_pages.licence_title')}
          </h2>
          {data.licence.text ? <p data-testid="licence-text">{data.licence.text}</p> : null}
          {data.licence.number ? <p className={styles.muted}>{t('site_pages.licence_number', { number: data.licence.number })}</p> : null}
          {data.licence.url ? (
            <a href={data.licence.url} target="_blank" rel="noopener noreferrer" className={styles.mirrorUrl}>
              {t('site_pages.licence_verify')}
              <Icon.External size={14} />
            </a>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}

function FormHint() {
  const { t } = useTranslation();
  return <p className={styles.muted}>{t('site_pages.mirrors_hint')}</p>;
}
