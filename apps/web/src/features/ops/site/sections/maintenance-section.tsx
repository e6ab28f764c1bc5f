import { TZDate } from '@date-fns/tz';
import { LANGUAGES, maintenanceRequestSchema, type OpsSite } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, gmtOffset } from '../../../../lib/format-date';
import { siteTimeZone } from '../../../../lib/site-time-zone';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Checkbox, Field, Input, Textarea } from '../../../../ui/field';
import { useToast } from '../../../../ui/toast';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { ConfirmDialog, SiteWriteError } from '../site-ui';

/** A `datetime-local` value (`2026-11-27T10:30`) on the merchant's clock → an ISO instant. */
export function siteLocalToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new TZDate(y, mo - 1, d, h, mi, timeZone).toISOString();
}

/** An ISO instant → a `datetime-local` value on the merchant's clock. */
export function isoToSiteLocal(iso: string | null, timeZone: string): string {
  return iso ? formatDateTime(iso, timeZone).slice(0, 16).replace(' ', 'T') : '';
}

/** Maintenance: on or off (asked to confirm), the message per language, the announced end. */
export function MaintenanceSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { maintenance } = useSiteWrites();
  const zone = siteTimeZone();
  const [message, setMessage] = useState('');
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [until, setUntil] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setMessage(site.maintenance.message);
    setMessages(site.maintenance.messages);
    setUntil(isoToSiteLocal(site.maintenance.until, zone));
    setEnabled(site.maintenance.enabled);
  }, [site.maintenance, zone]);
  const offered = LANGUAGES.filter((l) => site.languages.includes(l.code));
  const changesState = enabled !== site.maintenance.enabled;
  const input = { enabled, message, messages, until: until ? siteLocalToIso(until, zone) : null };
  const parsed = maintenanceRequestSchema.safeParse(input);
  const save = () =>
    maintenance.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        toast.show(t('ops_site.saved'), 'success');
      },
      onError: () => setConfirming(false),
    });
  return (
    <Card className={styles.card} data-testid="site-maintenance">
      <h2 className={styles.heading}>{t('ops_site.maintenance_title')}</h2>
      <p className={styles.status} data-testid="site-maintenance-status">
        <Badge tone={site.maintenance.enabled ? 'warning' : 'success'}>
          {site.maintenance.enabled ? t('ops_site.on') : t('ops_site.off')}
        </Badge>
        {site.maintenance.enabled ? t('ops_site.maintenance_status_on') : t('ops_site.maintenance_status_off')}
      </p>
      <SiteWriteError error={maintenance.error} testId="site-maintenance-error" />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!parsed.success) return;
          if (changesState) setConfirming(true);
          else save();
        }}
      >
        <Checkbox
          label={t('ops_site.maintenance_enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          disabled={!writable}
          data-testid="site-maintenance-enabled"
        />
        <Field label={t('ops_site.maintenance_message')} hint={t('ops_site.maintenance_message_hint')}>
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              rows={3}
              maxLength={500}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby={describedBy}
              disabled={!writable}
              data-testid="site-maintenance-message"
            />
          )}
        </Field>
        <Field
          label={t('ops_site.maintenance_until', { zone: gmtOffset(new Date(), zone) })}
          hint={t('ops_site.maintenance_until_hint')}
          error={until && !parsed.success ? t('ops_site.invalid') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="datetime-local"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              aria-describedby={describedBy}
              invalid={invalid}
              disabled={!writable}
              data-testid="site-maintenance-until"
            />
          )}
        </Field>
        <details className={styles.details} open={Object.values(messages).filter((text) => text.trim()).length > 0}>
          <summary data-testid="site-maintenance-languages">
            {t('ops_site.maintenance_messages_per_language', { count: Object.values(messages).filter((text) => text.trim()).length })}
          </summary>
          <div className={styles.messages}>
            {offered.map((language) => (
              <Field key={language.code} label={t('ops_site.maintenance_message_in', { language: language.nativeName })}>
                {({ id }) => (
                  <Input
                    id={id}
                    lang={language.code}
                    maxLength={500}
                    value={messages[language.code] ?? ''}
                    onChange={(event) => setMessages({ ...messages, [language.code]: event.target.value })}
                    disabled={!writable}
                    data-testid={`site-maintenance-message-${language.code}`}
                  />
                )}
              </Field>
            ))}
          </div>
        </details>
        {writable ? (
          <div className={styles.row}>
            <Button type="submit" variant="primary" disabled={maintenance.isPending || !parsed.success} data-testid="site-maintenance-save">
              {changesState ? (enabled ? t('ops_site.maintenance_turn_on') : t('ops_site.maintenance_turn_off')) : t('ops_site.save')}
            </Button>
          </div>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirming}
        text={enabled ? t('ops_site.maintenance_confirm_on') : t('ops_site.maintenance_confirm_off')}
        confirmLabel={enabled ? t('ops_site.maintenance_turn_on') : t('ops_site.maintenance_turn_off')}
        onConfirm={save}
        onClose={() => setConfirming(false)}
        busy={maintenance.isPending}
        testId="site-maintenance-dialog"
      />
    </Card>
  );
}
