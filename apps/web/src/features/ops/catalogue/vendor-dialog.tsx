import { type OpsVendorRow, opsVendorUpdateSchema } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './catalogue.module.css';
import { useCatalogueWrites } from './catalogue-api';
import { fromZoneInput, toZoneInput } from './zone-time';

/**
 * A vendor's flags, order, wallet mode and maintenance window (`PATCH /ops/catalogue/vendors/:code`).
 * The window's times are the merchant's wall clock; an empty end keeps it open until cleared. The
 * body is checked with the shared schema before it is sent.
 */
export function VendorDialog({ vendor, onClose }: { vendor: OpsVendorRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { vendor: save } = useCatalogueWrites();
  const [enabled, setEnabled] = useState(true);
  const [isNew, setIsNew] = useState(false);
  const [sort, setSort] = useState('0');
  const [walletMode, setWalletMode] = useState<'seamless' | 'transfer'>('seamless');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (!vendor) return;
    setEnabled(vendor.enabled);
    setIsNew(vendor.isNew);
    setSort(String(vendor.sort));
    setWalletMode(vendor.walletMode);
    setStarts(toZoneInput(vendor.maintenanceStartsAt));
    setEnds(toZoneInput(vendor.maintenanceEndsAt));
    setInvalid(false);
    save.reset();
  }, [vendor, save.reset]);
  if (!vendor) return <Dialog open={false} onClose={onClose} title="" />;
  const submit = () => {
    const startsAt = fromZoneInput(starts);
    const body = {
      enabled,
      isNew,
      sort: Number(sort),
      ...(walletMode !== vendor.walletMode ? { walletMode } : {}),
      maintenanceStartsAt: startsAt,
      ...(startsAt ? { maintenanceEndsAt: fromZoneInput(ends) } : {}),
    };
    const parsed = opsVendorUpdateSchema.safeParse(body);
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate({ code: vendor.code, ...parsed.data }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} title={t('ops_catalogue.vendor_edit', { name: vendor.name })} testId="ops-vendor-dialog">
      <div className={styles.form}>
        {save.error ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
        {invalid ? <FormAlert>{t('ops_catalogue.window_invalid')}</FormAlert> : null}
        <label className={styles.check}>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('ops_catalogue.enabled')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={isNew} onChange={(event) => setIsNew(event.target.checked)} />
          {t('ops_catalogue.new')}
        </label>
        <div className={styles.row}>
          <Field label={t('ops_catalogue.sort')}>
            {({ id }) => <Input id={id} type="number" min={0} value={sort} onChange={(event) => setSort(event.target.value)} />}
          </Field>
          <Field label={t('ops_catalogue.wallet_mode')} hint={t('ops_catalogue.wallet_mode_hint')}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={walletMode}
                onChange={(event) => setWalletMode(event.target.value as 'seamless' | 'transfer')}
              >
                <option value="seamless">{t('ops_catalogue.wallet_seamless')}</option>
                <option value="transfer">{t('ops_catalogue.wallet_transfer')}</option>
              </Select>
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('ops_catalogue.window_start')}>
            {({ id }) => (
              <Input
                id={id}
                type="datetime-local"
                value={starts}
                onChange={(event) => setStarts(event.target.value)}
                data-testid="ops-vendor-start"
              />
            )}
          </Field>
          <Field label={t('ops_catalogue.window_end')} hint={t('ops_catalogue.window_end_hint')}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                value={ends}
                onChange={(event) => setEnds(event.target.value)}
                data-testid="ops-vendor-end"
              />
            )}
          </Field>
        </div>
        <p className={styles.note}>{t('ops_catalogue.window_note')}</p>
        <Button variant="primary" disabled={save.isPending} onClick={submit} data-testid="ops-vendor-save">
          {t('ops_shell.save')}
        </Button>
      </div>
    </Dialog>
  );
}
