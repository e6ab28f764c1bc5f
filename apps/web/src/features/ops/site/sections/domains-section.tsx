import { createDomainRequestSchema, mainDomainRequestSchema, type OpsDomain, type OpsSite } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Dialog } from '../../../../ui/dialog';
import { Checkbox, Field, Input } from '../../../../ui/field';
import { useToast } from '../../../../ui/toast';
import { OpsTable, opsColumns } from '../../components/ops-table';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { ConfirmDialog, SiteWriteError } from '../site-ui';

const col = opsColumns<OpsDomain>();
type DomainValues = z.input<typeof createDomainRequestSchema>;
const EMPTY: DomainValues = { domain: '', route: '/', isMirror: true };

/** A new host name, or an existing one's landing route and mirror flag. */
function DomainDialog({ editing, onClose }: { editing: OpsDomain | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { addDomain, updateDomain } = useSiteWrites();
  const { register, handleSubmit, reset, formState } = useForm<DomainValues>({
    resolver: zodResolver(createDomainRequestSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (editing !== null) reset(editing === 'new' ? EMPTY : editing);
  }, [editing, reset]);
  const write = editing === 'new' ? addDomain : updateDomain;
  const submit = handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast.show(t('ops_site.saved'), 'success');
        onClose();
      },
    };
    const body = { domain: values.domain.trim().toLowerCase(), route: values.route.trim(), isMirror: values.isMirror };
    if (editing === 'new') addDomain.mutate(body, done);
    else if (editing) updateDomain.mutate({ ...body, domain: editing.domain }, done);
  });
  const error = (name: keyof DomainValues) => (formState.errors[name] ? t('ops_site.invalid') : undefined);
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t('ops_site.domains_add') : t('ops_site.domains_edit')}
      testId="site-domain-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ops_site.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={write.isPending} data-testid="site-domain-save">
            {t('ops_site.save')}
          </Button>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <SiteWriteError error={write.error} />
        <Field label={t('ops_site.domains_domain')} error={error('domain')}>
          {({ id, invalid }) => (
            <Input id={id} invalid={invalid} readOnly={editing !== 'new'} {...register('domain')} data-testid="site-domain-name" />
          )}
        </Field>
        <Field label={t('ops_site.domains_route')} error={error('route')}>
          {({ id, invalid }) => <Input id={id} invalid={invalid} {...register('route')} />}
        </Field>
        <Checkbox label={t('ops_site.domains_mirror')} {...register('isMirror')} />
      </form>
    </Dialog>
  );
}

/** Host names with their landing routes and mirror flags, and the main domain of links in mails. */
export function DomainsSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { deleteDomain, mainDomain } = useSiteWrites();
  const [editing, setEditing] = useState<OpsDomain | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsDomain | null>(null);
  const [main, setMain] = useState(site.mainDomain);
  useEffect(() => setMain(site.mainDomain), [site.mainDomain]);
  const mainValid = mainDomainRequestSchema.safeParse({ mainDomain: main });
  const columns = useMemo(
    () => [
      col.accessor('domain', { header: () => t('ops_site.domains_domain'), enableSorting: false }),
      col.accessor('route', { header: () => t('ops_site.domains_route'), enableSorting: false }),
      col.accessor('isMirror', {
        header: () => t('ops_site.domains_mirror'),
        cell: (info) => (info.getValue() ? <Badge tone="info">{t('ops_site.domains_mirror')}</Badge> : '—'),
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
    <Card className={styles.card} data-testid="site-domains">
      <h2 className={styles.heading}>{t('ops_site.domains_title')}</h2>
      <SiteWriteError error={deleteDomain.error ?? mainDomain.error} />
      <form
        className={styles.grid}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (mainValid.success) mainDomain.mutate(mainValid.data, { onSuccess: () => toast.show(t('ops_site.saved'), 'success') });
        }}
      >
        <Field label={t('ops_site.domains_main')} error={mainValid.success ? undefined : t('ops_site.invalid')}>
          {({ id, invalid }) => (
            <Input id={id} invalid={invalid} value={main} disabled={!writable} onChange={(event) => setMain(event.target.value)} />
          )}
        </Field>
        {writable ? (
          <Button type="submit" variant="outline" disabled={!mainValid.success || main === site.mainDomain || mainDomain.isPending}>
            {t('ops_site.domains_main_save')}
          </Button>
        ) : null}
      </form>
      <OpsTable
        columns={columns}
        rows={site.domains}
        total={site.domains.length}
        pageNo={1}
        pageSize={Math.max(1, site.domains.length)}
        onPageChange={() => undefined}
        emptyText={t('ops_site.domains_empty')}
        rowId={(row) => row.domain}
        caption={t('ops_site.domains_title')}
        testId="site-domains-table"
        toolbar={
          writable ? (
            <Button size="sm" variant="primary" onClick={() => setEditing('new')} data-testid="site-domain-add">
              {t('ops_site.domains_add')}
            </Button>
          ) : null
        }
      />
      <DomainDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        text={t('ops_site.confirm_delete', { name: deleting?.domain ?? '' })}
        confirmLabel={t('ops_site.delete')}
        busy={deleteDomain.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && deleteDomain.mutate(deleting.domain, { onSettled: () => setDeleting(null) })}
      />
    </Card>
  );
}
