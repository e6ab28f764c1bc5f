import { LIMITS } from '@fortuna/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { buttonClass } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { type AppResource, type AppResourceType, appResources } from './app-resources';
import styles from './download-page.module.css';
import { QrPngButton } from './qr-png-button';

const PLATFORM_ICON = { IOS: Icon.Apple, ANDROID: Icon.Android, IOS_LITE: Icon.Apple } as const;
/** Number of installation steps per platform (texts under download.guide.<type>.<n>). */
const GUIDE_STEPS: Record<AppResourceType, number> = { IOS: 4, ANDROID: 4, IOS_LITE: 3 };

function PlatformCard({ app }: { app: AppResource }) {
  const { t } = useTranslation();
  const Glyph = PLATFORM_ICON[app.type];
  const platform = t(`download.platform.${app.type}`);
  const headingId = `download-${app.type}`;
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={styles.platformIcon}>
          <Glyph size={24} />
        </span>
        <div>
          <h2 id={headingId} className={styles.platformName}>
            {platform}
          </h2>
          <p className={styles.platformNote}>{t(`download.note.${app.type}`)}</p>
        </div>
      </div>
      <div className={styles.qr} data-testid={`download-qr-${app.type}`}>
        <QRCodeSVG value={app.url} size={LIMITS.qrSizeOnSite} level="M" title={t('download.qr_for', { platform })} />
      </div>
      <a href={app.url} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'primary', block: true })}>
        <Icon.Download size={18} />
        {t('download.button', { platform })}
      </a>
      <QrPngButton url={app.url} platform={platform} fileName={`${app.type.toLowerCase()}-qr.png`} testId={`download-png-${app.type}`} />
      <h3 className={styles.guideTitle}>{t('download.guide_title')}</h3>
      <ol className={styles.steps}>
        {Array.from({ length: GUIDE_STEPS[app.type] }, (_, index) => `download.guide.${app.type}.${index + 1}`).map((key) => (
          <li key={key} className={styles.step}>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The app download page (/download): a QR code, a link and a short installation guide per platform. */
export function DownloadPage() {
  const { t } = useTranslation();
  const { resources } = useSiteConfig();
  const apps = appResources(resources);
  return (
    <>
      <PageHeader title={t('download.title')} subtitle={t('download.subtitle')} icon="Download" />
      {apps.length === 0 ? (
        <Card>
          <EmptyState icon="Download" title={t('download.empty_title')} text={t('download.empty_text')} />
        </Card>
      ) : (
        <div className={styles.grid}>
          {apps.map((app) => (
            <PlatformCard key={app.type} app={app} />
          ))}
        </div>
      )}
    </>
  );
}
