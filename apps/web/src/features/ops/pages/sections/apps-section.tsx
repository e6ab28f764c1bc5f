import { APP_RESOURCES, appLinksRequestSchema, LIMITS } from '@fortuna/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorState } from '../../../../ui/error-state';
import { Field, FormAlert, Input } from '../../../../ui/field';
import { Skeleton } from '../../../../ui/skeleton';
import { useToast } from '../../../../ui/toast';
import styles from '../pages.module.css';
import { usePagesSettings, usePagesWrites } from '../pages-api';
import { WriteError } from '../pages-ui';

type Type = (typeof APP_RESOURCES)[number];
type Links = Record<Type, string>;

/**
 * The app download links (iOS, Android, iOS lite) behind the download page's and the side menu's QR
 * codes: an empty address means that app is not offered. The QR preview is the one the site shows.
 */
export function AppsSection({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = usePagesSettings();
  const { setApps } = usePagesWrites();
  const [links, setLinks] = useState<Links>({ IOS: '', ANDROID: '', IOS_LITE: '' });
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    const next: Links = { IOS: '', ANDROID: '', IOS_LITE: '' };
    for (const app of settings.data.apps) next[app.type] = app.url;
    setLinks(next);
  }, [settings.data]);

  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton style={{ height: 240 }} />;

  const request = { apps: APP_RESOURCES.filter((type) => links[type].trim()).map((type) => ({ type, url: links[type].trim() })) };
  const save = () => {
    if (!appLinksRequestSchema.safeParse(request).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setApps.mutate(request, { onSuccess: () => toast.show(t('ops_pages.saved'), 'success') });
  };

  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{t('ops_pages.apps_heading')}</h2>
      <p className={styles.hint}>{t('ops_pages.apps_hint')}</p>
      <div className={styles.apps}>
        {APP_RESOURCES.map((type) => {
          const url = links[type].trim();
          return (
            <div key={type} className={styles.app}>
              <Field label={t(`download.platform.${type}`)} hint={t('ops_pages.https_hint')}>
                {({ id }) => (
                  <Input
                    id={id}
                    value={links[type]}
                    maxLength={500}
                    inputMode="url"
                    disabled={!writable}
                    onChange={(event) => setLinks({ ...links, [type]: event.target.value })}
                    data-testid={`apps-url-${type}`}
                  />
                )}
              </Field>
              {url ? (
                <span className={styles.qr}>
                  <QRCodeSVG
                    value={url}
                    size={LIMITS.qrSizeOnSite}
                    level="M"
                    title={t('ops_pages.qr_preview', { platform: t(`download.platform.${type}`) })}
                  />
                </span>
              ) : (
                <p className={styles.hint}>{t('ops_pages.app_off')}</p>
              )}
            </div>
          );
        })}
      </div>
      {invalid ? <FormAlert testId="apps-invalid">{t('ops_pages.apps_invalid')}</FormAlert> : null}
      <WriteError error={setApps.error} />
      {writable ? (
        <div className={styles.row}>
          <Button variant="primary" onClick={save} disabled={setApps.isPending} data-testid="apps-save">
            {t('ops_pages.save')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
