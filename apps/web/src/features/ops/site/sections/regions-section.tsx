import { type CreateRegionBlockRequest, createRegionBlockRequestSchema, type OpsRegionBlock, type OpsSite } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Field, Input } from '../../../../ui/field';
import { SearchBox } from '../../../../ui/search-box';
import { Select } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast';
import { type OpsSort, OpsTable, opsColumns } from '../../components/ops-table';
import styles from '../site.module.css';
import { type RegionBlockQuery, useRegionBlocks, useSiteWrites } from '../site-api';
import { ConfirmDialog, SiteWriteError } from '../site-ui';

const col = opsColumns<OpsRegionBlock>();
const PAGE_SIZE = 20;

type FormValues = { kind: 'range' | 'country'; ipRange: string; country: string; note: string };

/** The form's values as the call's body. */
function requestOf(values: FormValues): CreateRegionBlockRequest {
  return values.kind === 'range'
    ? { kind: 'range', ipRange: values.ipRange.trim(), note: values.note }
    : { kind: 'country', country: values.country, note: values.note };
}

/** The form, checked by the call's own shared schema (a CIDR by z.cidrv4/z.cidrv6, a country by ISO alpha-2). */
const formSchema = z
  .object({ kind: z.enum(['range', 'country']), ipRange: z.string(), country: z.string(), note: z.string() })
  .superRefine((values, ctx) => {
    const result = createRegionBlockRequestSchema.safeParse(requestOf(values));
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** Region blocks: whether they apply (asked to confirm), the paged list, a new block by range or country. */
export function RegionsSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const writes = useSiteWrites();
  const [query, setQuery] = useState<RegionBlockQuery>({ pageNo: 1, pageSize: PAGE_SIZE, sort: 'id', order: 'desc', q: '' });
  const blocks = useRegionBlocks(query);
  const [deleting, setDeleting] = useState<OpsRegionBlock | null>(null);
  const [toggling, setToggling] = useState(false);
  /** A change the server refused because it covers the operator's own address, waiting for "go on anyway". */
  const [covering, setCovering] = useState<{ block: CreateRegionBlockRequest } | { restriction: boolean } | null>(null);
  const askIfCovering = (pending: { block: CreateRegionBlockRequest } | { restriction: boolean }) => (error: unknown) => {
    if (error instanceof ApiError && (error.value as { reason?: string } | null)?.reason === 'block_covers_caller') setCovering(pending);
  };
  const { register, handleSubmit, watch, reset, formState } = useForm<FormValues>({
    defaultValues: { kind: 'range', ipRange: '', country: '', note: '' },
    resolver: zodResolver(formSchema),
  });
  const kind = watch('kind');
  const addBlock = (block: CreateRegionBlockRequest, kindAfter: FormValues['kind']) =>
    writes.addBlock.mutate(block, {
      onSuccess: () => {
        reset({ kind: kindAfter, ipRange: '', country: '', note: '' });
        setCovering(null);
        toast.show(t('ops_site.saved'), 'success');
      },
      onError: askIfCovering({ block }),
    });
  const setRestriction = (enabled: boolean, acknowledgeCoversCaller = false) =>
    writes.restriction.mutate(
      { enabled, acknowledgeCoversCaller },
      {
        onSettled: () => setToggling(false),
        onSuccess: () => {
          setCovering(null);
          toast.show(t('ops_site.saved'), 'success');
        },
        onError: askIfCovering({ restriction: enabled }),
      },
    );
  const submit = handleSubmit((values) => addBlock(requestOf(values), values.kind));
  const columns = useMemo(
    () => [
      col.accessor('ipRange', { id: 'ipRange', header: () => t('ops_site.regions_col_range'), cell: (info) => info.getValue() ?? '—' }),
      col.accessor('country', { id: 'country', header: () => t('ops_site.regions_col_country'), cell: (info) => info.getValue() ?? '—' }),
      col.accessor('note', { header: () => t('ops_site.regions_col_note'), cell: (info) => info.getValue() ?? '', enableSorting: false }),
      col.display({
        id: 'actions',
        header: () => t('ops_site.actions'),
        cell: (info) =>
          writable ? (
            <Button size="sm" variant="ghost" onClick={() => setDeleting(info.row.original)} data-testid="site-region-delete">
              {t('ops_site.delete')}
            </Button>
          ) : null,
      }),
    ],
    [t, writable],
  );
  const restriction = site.regionRestriction;
  const fieldError = (name: 'ipRange' | 'country') => (formState.errors[name] ? t('ops_site.invalid') : undefined);
  return (
    <Card className={styles.card} data-testid="site-regions">
      <h2 className={styles.heading}>{t('ops_site.regions_title')}</h2>
      <p className={styles.status}>
        <Badge tone={restriction ? 'warning' : 'neutral'} testId="site-regions-restriction">
          {restriction ? t('ops_site.on') : t('ops_site.off')}
        </Badge>
        {t('ops_site.regions_restriction')}
      </p>
      <p className={styles.hint}>{t('ops_site.regions_restriction_hint')}</p>
      <p className={styles.hint} data-testid="site-regions-caller">
        {t('ops_site.regions_caller', { ip: site.caller.ip, country: site.caller.country ?? t('ops_site.regions_country_unknown') })}
      </p>
      <SiteWriteError error={writes.restriction.error ?? writes.addBlock.error ?? writes.deleteBlock.error} testId="site-regions-error" />
      {writable ? (
        <div className={styles.row}>
          <Button variant={restriction ? 'outline' : 'primary'} onClick={() => setToggling(true)} data-testid="site-regions-toggle">
            {restriction ? t('ops_site.regions_restriction_off') : t('ops_site.regions_restriction_on')}
          </Button>
        </div>
      ) : null}
      {writable ? (
        <form className={styles.grid} noValidate onSubmit={submit} data-testid="site-region-form">
          <Field label={t('ops_site.regions_kind')}>
            {({ id }) => (
              <Select id={id} {...register('kind')} data-testid="site-region-kind">
                <option value="range">{t('ops_site.regions_kind_range')}</option>
                <option value="country">{t('ops_site.regions_kind_country')}</option>
              </Select>
            )}
          </Field>
          {kind === 'range' ? (
            <Field label={t('ops_site.regions_range')} error={fieldError('ipRange')}>
              {({ id, invalid }) => <Input id={id} invalid={invalid} {...register('ipRange')} data-testid="site-region-range" />}
            </Field>
          ) : (
            <Field label={t('ops_site.regions_country')} error={fieldError('country')}>
              {({ id, invalid }) => (
                <Input id={id} maxLength={2} invalid={invalid} {...register('country')} data-testid="site-region-country" />
              )}
            </Field>
          )}
          <Field label={t('ops_site.regions_note')}>{({ id }) => <Input id={id} maxLength={200} {...register('note')} />}</Field>
          <Button type="submit" variant="primary" disabled={writes.addBlock.isPending} data-testid="site-region-add">
            {t('ops_site.regions_add')}
          </Button>
        </form>
      ) : null}
      <OpsTable
        columns={columns}
        rows={blocks.data?.rows}
        total={blocks.data?.total}
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        onPageChange={(pageNo) => setQuery({ ...query, pageNo })}
        sort={{ sort: query.sort, order: query.order }}
        onSortChange={(sort: OpsSort) =>
          setQuery({ ...query, pageNo: 1, sort: (sort.sort ?? 'id') as RegionBlockQuery['sort'], order: sort.order })
        }
        loading={blocks.isPending}
        error={blocks.error}
        onRetry={() => void blocks.refetch()}
        emptyText={t('ops_site.regions_empty')}
        rowId={(row) => String(row.id)}
        caption={t('ops_site.regions_caption')}
        testId="site-regions-table"
        toolbar={
          <SearchBox
            value={query.q}
            onSearch={(q) => setQuery({ ...query, pageNo: 1, q })}
            maxLength={60}
            placeholder={t('ops_site.regions_search')}
            label={t('ops_site.regions_search')}
            clearLabel={t('ops_site.regions_clear')}
            testId="site-regions-search"
          />
        }
      />
      <ConfirmDialog
        open={toggling}
        text={restriction ? t('ops_site.regions_confirm_off') : t('ops_site.regions_confirm_on')}
        confirmLabel={restriction ? t('ops_site.regions_restriction_off') : t('ops_site.regions_restriction_on')}
        busy={writes.restriction.isPending}
        onClose={() => setToggling(false)}
        onConfirm={() => setRestriction(!restriction)}
        testId="site-regions-dialog"
      />
      <ConfirmDialog
        open={covering !== null}
        text={t('ops_site.regions_covers_you', { ip: site.caller.ip })}
        confirmLabel={t('ops_site.regions_block_anyway')}
        busy={writes.addBlock.isPending || writes.restriction.isPending}
        onClose={() => setCovering(null)}
        onConfirm={() => {
          if (!covering) return;
          if ('block' in covering) addBlock({ ...covering.block, acknowledgeCoversCaller: true }, covering.block.kind);
          else setRestriction(covering.restriction, true);
        }}
        testId="site-regions-covering-dialog"
      />
      <ConfirmDialog
        open={deleting !== null}
        text={t('ops_site.confirm_delete', { name: deleting?.ipRange ?? deleting?.country ?? '' })}
        confirmLabel={t('ops_site.delete')}
        busy={writes.deleteBlock.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && writes.deleteBlock.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        testId="site-region-delete-dialog"
      />
    </Card>
  );
}
