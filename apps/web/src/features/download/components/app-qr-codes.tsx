import { LIMITS, type Resource } from '@fortuna/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import { Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import styles from './app-qr-codes.module.css';
import { type AppResourceType, appResources } from './app-resources';

const ID_BASE = 'side-app';

type AppQrCodesProps = { resources: readonly Resource[]; sectionClassName?: string; titleClassName?: string };

/** The side menu's app download block: one QR code (120 px, spec §9) per configured platform. */
export function AppQrCodes({ resources, sectionClassName, titleClassName }: AppQrCodesProps) {
  const { t } = useTranslation();
  const apps = appResources(resources);
  const [chosen, setChosen] = useState<AppResourceType | null>(null);
  const current = apps.find((app) => app.type === chosen) ?? apps[0];
  if (!current) return null;

  const code = (
    <>
      <a href={current.url} target="_blank" rel="noopener noreferrer" className={styles.qr} data-testid="side-qr">
        <QRCodeSVG
          value={current.url}
          size={LIMITS.qrSizeOnSite}
          level="M"
          title={t('download.qr_for', { platform: t(`download.platform.${current.type}`) })}
        />
      </a>
      <p className={styles.hint}>{t('download.scan_hint')}</p>
    </>
  );

  return (
    <section className={[sectionClassName, styles.block].filter(Boolean).join(' ')} aria-labelledby="side-download">
      <h2 id="side-download" className={titleClassName}>
        <Icon.Download size={16} />
        <Link to="/download">{t('download.side_title')}</Link>
      </h2>
      {apps.length > 1 ? (
        <>
          <Tabs
            items={apps.map((app) => ({ id: app.type, label: t(`download.platform.${app.type}`) }))}
            value={current.type}
            onChange={setChosen}
            label={t('download.side_title')}
            idBase={ID_BASE}
            size="sm"
            className={styles.tabs}
          />
          <div
            className={styles.qrBox}
            role="tabpanel"
            id={tabPanelId(ID_BASE, current.type)}
            aria-labelledby={tabId(ID_BASE, current.type)}
          >
            {code}
          </div>
        </>
      ) : (
        <div className={styles.qrBox}>{code}</div>
      )}
    </section>
  );
}
