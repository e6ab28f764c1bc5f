import { BANNER_GROUPS, BANNER_LINKAGE_TYPES, type OpsBannerRow, opsBannerCreateSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './catalogue.module.css';
import { useCatalogueWrites } from './catalogue-api';
import { fromZoneInput, toZoneInput } from './zone-time';

/** The form's values: the shared create schema's, with the window as the merchant's wall-clock inputs. */
const formSchema = z.object({
  groupName: opsBannerCreateSchema.shape.groupName,
  title: opsBannerCreateSchema.shape.title,
  imageUrl: opsBannerCreateSchema.shape.imageUrl,
  link: z.string().trim().max(500),
  linkageType: opsBannerCreateSchema.shape.linkageType,
  sort: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean(),
  starts: z.string(),
  ends: z.string(),
});
type Values = z.infer<typeof formSchema>;

/** A new banner, or a banner's changes: image URL, link, group, order, enabled and its active window. */
export function BannerDialog({ banner, open, onClose }: { banner: OpsBannerRow | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { createBanner, updateBanner } = useCatalogueWrites();
  const save = banner ? updateBanner : createBanner;
  const { register, handleSubmit, reset, formState, setError } = useForm<Values>({ resolver: zodResolver(formSchema) });
  useEffect(() => {
    if (!open) return;
    reset({
      groupName: banner?.groupName ?? 'w_home',
      title: banner?.title ?? '',
      imageUrl: banner?.imageUrl ?? '',
      link: banner?.link ?? '',
      linkageType: banner?.linkageType ?? 'INTERNAL',
      sort: banner?.sort ?? 0,
      enabled: banner?.enabled ?? true,
      starts: toZoneInput(banner?.startsAt ?? null),
      ends: toZoneInput(banner?.endsAt ?? null),
    });
    createBanner.reset();
    updateBanner.reset();
  }, [open, banner, reset, createBanner.reset, updateBanner.reset]);
  const submit = handleSubmit((values) => {
    const body = {
      groupName: values.groupName,
      title: values.title,
      imageUrl: values.imageUrl,
      link: values.link || null,
      linkageType: values.linkageType,
      sort: values.sort,
      enabled: values.enabled,
      startsAt: fromZoneInput(values.starts),
      endsAt: fromZoneInput(values.ends),
    };
    const parsed = opsBannerCreateSchema.safeParse(body);
    if (!parsed.success) {
      setError('ends', { message: 'window' });
      return;
    }
    if (banner) updateBanner.mutate({ id: banner.id, ...parsed.data }, { onSuccess: onClose });
    else createBanner.mutate(parsed.data, { onSuccess: onClose });
  });
  const error = (name: keyof Values, key: string) => (formState.errors[name] ? t(key) : undefined);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={banner ? t('ops_catalogue.banner_edit') : t('ops_catalogue.banner_new')}
      testId="ops-banner-dialog"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        {save.error ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
        <Field label={t('ops_catalogue.banner_title')} required error={error('title', 'ops_catalogue.banner_title_hint')}>
          {({ id, invalid }) => <Input id={id} invalid={invalid} {...register('title')} data-testid="ops-banner-title" />}
        </Field>
        <Field
          label={t('ops_catalogue.image_url')}
          hint={t('ops_catalogue.image_url_hint')}
          required
          error={error('imageUrl', 'ops_catalogue.image_url_hint')}
        >
          {({ id, invalid, describedBy }) => (
            <Input id={id} invalid={invalid} aria-describedby={describedBy} {...register('imageUrl')} data-testid="ops-banner-image" />
          )}
        </Field>
        <div className={styles.row}>
          <Field label={t('ops_catalogue.link')}>{({ id }) => <Input id={id} {...register('link')} />}</Field>
          <Field label={t('ops_catalogue.linkage')}>
            {({ id }) => (
              <Select id={id} {...register('linkageType')}>
                {BANNER_LINKAGE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_catalogue.linkage_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('ops_catalogue.group')}>
            {({ id }) => (
              <Select id={id} {...register('groupName')}>
                {BANNER_GROUPS.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_catalogue.group_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ops_catalogue.sort')} error={error('sort', 'ops_catalogue.sort_hint')}>
            {({ id, invalid }) => <Input id={id} type="number" min={0} invalid={invalid} {...register('sort', { valueAsNumber: true })} />}
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={t('ops_catalogue.window_start')}>
            {({ id }) => <Input id={id} type="datetime-local" {...register('starts')} />}
          </Field>
          <Field label={t('ops_catalogue.window_end')} error={error('ends', 'ops_catalogue.window_invalid')}>
            {({ id, invalid }) => <Input id={id} type="datetime-local" invalid={invalid} {...register('ends')} />}
          </Field>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...register('enabled')} />
          {t('ops_catalogue.enabled')}
        </label>
        <Button type="submit" variant="primary" disabled={save.isPending} data-testid="ops-banner-save">
          {t('ops_shell.save')}
        </Button>
      </form>
    </Dialog>
  );
}
