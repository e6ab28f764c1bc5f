import { type Licence, licenceSchema, MIRRORS_MAX, type Mirror, mirrorsRequestSchema } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorState } from '../../../../ui/error-state';
import { Field, FormAlert, Input, Textarea } from '../../../../ui/field';
import { Icon } from '../../../../ui/icons';
import { Skeleton } from '../../../../ui/skeleton';
import { useToast } from '../../../../ui/toast';
import styles from '../pages.module.css';
import { usePagesSettings, usePagesWrites } from '../pages-api';
import { ConfirmDialog, WriteError } from '../pages-ui';

type Row = Mirror & { key: string };
let nextKey = 0;
function keyed(mirror: Mirror): Row {
  nextKey += 1;
  return { ...mirror, key: `m${nextKey}` };
}

/** The official mirror list (label, address, note, in order) and the gaming licence the footer and /mirrors show, as plain text. */
export function MirrorsSection({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = usePagesSettings();
  const { setMirrors, setLicence } = usePagesWrites();
  const [rows, setRows] = useState<Row[]>([]);
  const [licence, setLicenceDraft] = useState<Licence>({ text: '', number: '', url: '' });
  const [mirrorsInvalid, setMirrorsInvalid] = useState(false);
  const [licenceInvalid, setLicenceInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setRows(settings.data.mirrors.map(({ label, url, note }) => keyed({ label, url, note })));
    setLicenceDraft(settings.data.licence);
  }, [settings.data]);

  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton style={{ height: 240 }} />;

  const change = (index: number, patch: Partial<Mirror>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    setRows(next);
  };
  const request = { mirrors: rows.map(({ label, url, note }) => ({ label: label.trim(), url: url.trim(), note: note.trim() })) };
  const saveMirrors = () => {
    setConfirming(false);
    setMirrors.mutate(request, { onSuccess: () => toast.show(t('ops_pages.saved'), 'success') });
  };
  const askMirrors = () => {
    const valid = mirrorsRequestSchema.safeParse(request).success;
    setMirrorsInvalid(!valid);
    if (valid) setConfirming(true);
  };
  const saveLicence = () => {
    const parsed = licenceSchema.safeParse(licence);
    setLicenceInvalid(!parsed.success);
    if (parsed.success) setLicence.mutate(parsed.data, { onSuccess: () => toast.show(t('ops_pages.saved'), 'success') });
  };

  return (
    <>
      <Card className={styles.card}>
        <h2 className={styles.heading}>{t('ops_pages.mirrors_heading')}</h2>
        <p className={styles.hint}>{t('ops_pages.mirrors_hint')}</p>
        {rows.length === 0 ? <p className={styles.hint}>{t('ops_pages.mirrors_empty')}</p> : null}
        {rows.map((row, index) => (
          <div key={row.key} className={styles.mirrorRow} data-testid="mirror-edit-row">
            <Field label={t('ops_pages.mirror_label')}>
              {({ id }) => (
                <Input
                  id={id}
                  value={row.label}
                  maxLength={120}
                  disabled={!writable}
                  onChange={(event) => change(index, { label: event.target.value })}
                  data-testid="mirror-label-input"
                />
              )}
            </Field>
            <Field label={t('ops_pages.mirror_url')}>
              {({ id }) => (
                <Input
                  id={id}
                  value={row.url}
                  maxLength={500}
                  inputMode="url"
                  disabled={!writable}
                  onChange={(event) => change(index, { url: event.target.value })}
                  data-testid="mirror-url-input"
                />
              )}
            </Field>
            <Field label={t('ops_pages.mirror_note')}>
              {({ id }) => (
                <Input
                  id={id}
                  value={row.note}
                  maxLength={200}
                  disabled={!writable}
                  onChange={(event) => change(index, { note: event.target.value })}
                  data-testid="mirror-note-input"
                />
              )}
            </Field>
            {writable ? (
              <div className={styles.row}>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={t('ops_pages.move_up')}
                >
                  <Icon.ChevronLeft size={16} style={{ transform: 'rotate(90deg)' }} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  onClick={() => move(index, 1)}
                  disabled={index === rows.length - 1}
                  aria-label={t('ops_pages.move_down')}
                >
                  <Icon.ChevronDown size={16} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                  aria-label={t('ops_pages.remove')}
                >
                  <Icon.Close size={16} />
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        {mirrorsInvalid ? <FormAlert testId="mirrors-invalid">{t('ops_pages.mirrors_invalid')}</FormAlert> : null}
        <WriteError error={setMirrors.error} />
        {writable ? (
          <div className={styles.row}>
            <Button
              onClick={() => setRows([...rows, keyed({ label: '', url: 'https://', note: '' })])}
              disabled={rows.length >= MIRRORS_MAX}
              data-testid="mirror-add"
            >
              <Icon.Plus size={16} />
              {t('ops_pages.mirror_add')}
            </Button>
            <Button variant="primary" onClick={askMirrors} disabled={setMirrors.isPending} data-testid="mirrors-save">
              {t('ops_pages.save')}
            </Button>
          </div>
        ) : null}
      </Card>

      <Card className={styles.card}>
        <h2 className={styles.heading}>{t('ops_pages.licence_heading')}</h2>
        <p className={styles.hint}>{t('ops_pages.licence_hint')}</p>
        <div className={styles.form}>
          <Field label={t('ops_pages.licence_text')}>
            {({ id }) => (
              <Textarea
                id={id}
                value={licence.text}
                maxLength={1000}
                rows={3}
                disabled={!writable}
                onChange={(event) => setLicenceDraft({ ...licence, text: event.target.value })}
                data-testid="licence-text-input"
              />
            )}
          </Field>
          <div className={styles.grid}>
            <Field label={t('ops_pages.licence_number')}>
              {({ id }) => (
                <Input
                  id={id}
                  value={licence.number}
                  maxLength={80}
                  disabled={!writable}
                  onChange={(event) => setLicenceDraft({ ...licence, number: event.target.value })}
                  data-testid="licence-number-input"
                />
              )}
            </Field>
            <Field label={t('ops_pages.licence_url')} hint={t('ops_pages.https_hint')}>
              {({ id }) => (
                <Input
                  id={id}
                  value={licence.url}
                  maxLength={500}
                  inputMode="url"
                  disabled={!writable}
                  onChange={(event) => setLicenceDraft({ ...licence, url: event.target.value })}
                  data-testid="licence-url-input"
                />
              )}
            </Field>
          </div>
          {licenceInvalid ? <FormAlert testId="licence-invalid">{t('ops_pages.licence_invalid')}</FormAlert> : null}
          <WriteError error={setLicence.error} />
          {writable ? (
            <div className={styles.row}>
              <Button variant="primary" onClick={saveLicence} disabled={setLicence.isPending} data-testid="licence-save">
                {t('ops_pages.save')}
              </Button>
            </div>
          ) : null}
        </div>
      </Card>

      <ConfirmDialog
        open={confirming}
        text={t('ops_pages.confirm_mirrors', { count: request.mirrors.length })}
        confirmLabel={t('ops_pages.save')}
        busy={setMirrors.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={saveMirrors}
        testId="mirrors-confirm"
      />
    </>
  );
}
