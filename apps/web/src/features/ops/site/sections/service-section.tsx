import {
  CS_TYPES,
  type CustomerServiceRequest,
  customerServiceRequestSchema,
  type OpsCustomerService,
  type OpsSite,
} from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Dialog } from '../../../../ui/dialog';
import { Checkbox, Field, Input } from '../../../../ui/field';
import { Select } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast';
import { OpsTable, opsColumns } from '../../components/ops-table';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { ConfirmDialog, SiteWriteError } from '../site-ui';

const col = opsColumns<OpsCustomerService>();
const EMPTY: CustomerServiceRequest = { title: '', type: 'LIVECHAT', url: 'https://', sort: 0, enabled: true };

/** A new or edited customer-service entry, checked by the call's shared schema. */
function ServiceDialog({ editing, onClose }: { editing: OpsCustomerService | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { addService, updateService } = useSiteWrites();
  const { register, handleSubmit, reset, formState } = useForm<CustomerServiceRequest>({
    resolver: zodResolver(customerServiceRequestSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (editing === null) return;
    reset(
      editing === 'new'
        ? EMPTY
        : { title: editing.title, type: editing.type, url: editing.url, sort: editing.sort, enabled: editing.enabled },
    );
  }, [editing, reset]);
  const write = editing === 'new' ? addService : updateService;
  const submit = handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast.show(t('ops_site.saved'), 'success');
        onClose();
      },
    };
    if (editing === 'new') addService.mutate(values, done);
    else if (editing) updateService.mutate({ ...values, id: editing.id }, done);
  });
  const error = (name: keyof CustomerServiceRequest) => (formState.errors[name] ? t('ops_site.invalid') : undefined);
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t('ops_site.service_add') : t('ops_site.service_edit')}
      testId="site-service-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ops_site.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={write.isPending} data-testid="site-service-save">
            {t('ops_site.save')}
          </Button>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <SiteWriteError error={write.error} />
        <Field label={t('ops_site.service_name')} error={error('title')}>
          {({ id, invalid }) => <Input id={id} invalid={invalid} maxLength={60} {...register('title')} data-testid="site-service-title" />}
        </Field>
        <Field label={t('ops_site.service_type')}>
          {({ id }) => (
            <Select id={id} {...register('type')}>
              {CS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`ops_site.service_type_${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_site.service_url')} error={error('url')}>
          {({ id, invalid }) => <Input id={id} invalid={invalid} type="url" {...register('url')} data-testid="site-service-url" />}
        </Field>
        <Field label={t('ops_site.service_order')} error={error('sort')}>
          {({ id, invalid }) => <Input id={id} invalid={invalid} type="number" min={0} {...register('sort', { valueAsNumber: true })} />}
        </Field>
        <Checkbox label={t('ops_site.enabled')} {...register('enabled')} />
      </form>
    </Dialog>
  );
}

/** Customer-service entries (live chat, Telegram): the list, new, edit, delete (asked to confirm). */
export function ServiceSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const { deleteService } = useSiteWrites();
  const [editing, setEditing] = useState<OpsCustomerService | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsCustomerService | null>(null);
  const columns = useMemo(
    () => [
      col.accessor('title', { header: () => t('ops_site.service_name'), enableSorting: false }),
      col.accessor('type', {
        header: () => t('ops_site.service_type'),
        cell: (info) => t(`ops_site.service_type_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('url', { header: () => t('ops_site.service_url'), enableSorting: false }),
      col.accessor('sort', { header: () => t('ops_site.service_order'), enableSorting: false }),
      col.accessor('enabled', {
        header: () => t('ops_site.enabled'),
        cell: (info) => (
          <Badge tone={info.getValue() ? 'success' : 'neutral'}>{info.getValue() ? t('ops_site.on') : t('ops_site.off')}</Badge>
        ),
        enableSorting: false,
      }),
      col.display({
        id: 'actions',
        header: () => t('ops_site.actions'),
        cell: (info) =>
          writable ? (
            <span className={styles.row}>
              <Button size="sm" variant="ghost" onClick={() => setEditing(info.row.original)}>
                {t('ops_site.edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(info.row.original)}>
                {t('ops_site.delete')}
              </Button>
            </span>
          ) : null,
      }),
    ],
    [t, writable],
  );
  return (
    <Card className={styles.card} data-testid="site-service">
      <h2 className={styles.heading}>{t('ops_site.service_title')}</h2>
      <SiteWriteError error={deleteService.error} />
      <OpsTable
        columns={columns}
        rows={site.customerServices}
        total={site.customerServices.length}
        pageNo={1}
        pageSize={Math.max(1, site.customerServices.length)}
        onPageChange={() => undefined}
        emptyText={t('ops_site.service_empty')}
        rowId={(row) => String(row.id)}
        caption={t('ops_site.service_title')}
        testId="site-service-table"
        toolbar={
          writable ? (
            <Button size="sm" variant="primary" onClick={() => setEditing('new')} data-testid="site-service-add">
              {t('ops_site.service_add')}
            </Button>
          ) : null
        }
      />
      <ServiceDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        text={t('ops_site.confirm_delete', { name: deleting?.title ?? '' })}
        confirmLabel={t('ops_site.delete')}
        busy={deleteService.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && deleteService.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Card>
  );
}
