import { type BrandRequest, brandRequestSchema, type OpsSite, SOCIAL_RESOURCES } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Checkbox, Field, Input, Textarea } from '../../../../ui/field';
import { useToast } from '../../../../ui/toast';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { SiteWriteError } from '../site-ui';

type Values = {
  name: string;
  logoUrl: string;
  primaryColour: string | null;
  accentColour: string | null;
  licence: string;
  copyright: string;
  social: Record<string, string>;
};

function valuesOf(brand: OpsSite['brand']): Values {
  return {
    name: brand.name,
    logoUrl: brand.logoUrl,
    primaryColour: brand.primaryColour,
    accentColour: brand.accentColour,
    licence: brand.licence,
    copyright: brand.copyright,
    social: Object.fromEntries(brand.socialLinks.map((link) => [link.type, link.url])),
  };
}

function requestOf(values: Values): unknown {
  return {
    name: values.name,
    logoUrl: values.logoUrl,
    primaryColour: values.primaryColour,
    accentColour: values.accentColour,
    licence: values.licence,
    copyright: values.copyright,
    socialLinks: SOCIAL_RESOURCES.filter((type) => values.social[type]?.trim()).map((type) => ({ type, url: values.social[type]?.trim() })),
  };
}

/** A colour of the brand, or the theme's own. */
function ColourField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label}>
      {({ id }) => (
        <div className={styles.row}>
          <input
            id={id}
            type="color"
            value={value ?? '#f6c244'}
            disabled={disabled || value === null}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className={styles.swatch} style={{ background: value ?? 'var(--color-accent)' }} aria-hidden="true" />
          <Checkbox
            label={t('ops_site.brand_theme_colour')}
            checked={value === null}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? null : '#f6c244')}
          />
        </div>
      )}
    </Field>
  );
}

/** The brand: name, logo, colours, licence and copyright (plain text), social links. */
export function BrandSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { brand } = useSiteWrites();
  const [values, setValues] = useState<Values>(() => valuesOf(site.brand));
  useEffect(() => setValues(valuesOf(site.brand)), [site.brand]);
  const parsed = brandRequestSchema.safeParse(requestOf(values));
  const issues = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.')));
  const invalid = (path: string) => ([...issues].some((p) => p === path || p.startsWith(`${path}.`)) ? t('ops_site.invalid') : undefined);
  const socialInvalid = (type: string) => {
    const index = (requestOf(values) as BrandRequest).socialLinks.findIndex((link) => link.type === type);
    return index >= 0 ? invalid(`socialLinks.${index}`) : undefined;
  };
  const set = (change: Partial<Values>) => setValues({ ...values, ...change });
  return (
    <Card className={styles.card} data-testid="site-brand">
      <h2 className={styles.heading}>{t('ops_site.brand_title')}</h2>
      <SiteWriteError error={brand.error} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) brand.mutate(parsed.data, { onSuccess: () => toast.show(t('ops_site.saved'), 'success') });
        }}
      >
        <div className={styles.grid}>
          <Field label={t('ops_site.brand_name')} error={invalid('name')}>
            {({ id, invalid: bad }) => (
              <Input
                id={id}
                invalid={bad}
                maxLength={60}
                value={values.name}
                disabled={!writable}
                onChange={(e) => set({ name: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('ops_site.brand_logo')} error={invalid('logoUrl')}>
            {({ id, invalid: bad }) => (
              <Input id={id} invalid={bad} value={values.logoUrl} disabled={!writable} onChange={(e) => set({ logoUrl: e.target.value })} />
            )}
          </Field>
        </div>
        <div className={styles.grid}>
          <ColourField
            label={t('ops_site.brand_primary')}
            value={values.primaryColour}
            disabled={!writable}
            onChange={(primaryColour) => set({ primaryColour })}
          />
          <ColourField
            label={t('ops_site.brand_accent')}
            value={values.accentColour}
            disabled={!writable}
            onChange={(accentColour) => set({ accentColour })}
          />
        </div>
        <Field label={t('ops_site.brand_licence')} hint={t('ops_site.brand_licence_hint')} error={invalid('licence')}>
          {({ id, describedBy, invalid: bad }) => (
            <Textarea
              id={id}
              rows={3}
              maxLength={1000}
              invalid={bad}
              aria-describedby={describedBy}
              value={values.licence}
              disabled={!writable}
              onChange={(e) => set({ licence: e.target.value })}
              data-testid="site-brand-licence"
            />
          )}
        </Field>
        {values.licence ? (
          <div>
            <span className={styles.hint}>{t('ops_site.brand_preview')}</span>
            {/* Text, never HTML: React escapes it, as the footer does. */}
            <p className={styles.preview}>{values.licence}</p>
          </div>
        ) : null}
        <Field label={t('ops_site.brand_copyright')} error={invalid('copyright')}>
          {({ id, invalid: bad }) => (
            <Input
              id={id}
              invalid={bad}
              maxLength={200}
              value={values.copyright}
              disabled={!writable}
              onChange={(e) => set({ copyright: e.target.value })}
            />
          )}
        </Field>
        <h3 className={styles.heading}>{t('ops_site.brand_social')}</h3>
        <div className={styles.grid}>
          {SOCIAL_RESOURCES.map((type) => (
            <Field key={type} label={type} error={socialInvalid(type)}>
              {({ id, invalid: bad }) => (
                <Input
                  id={id}
                  type="url"
                  invalid={bad}
                  value={values.social[type] ?? ''}
                  disabled={!writable}
                  onChange={(e) => set({ social: { ...values.social, [type]: e.target.value } })}
                />
              )}
            </Field>
          ))}
        </div>
        {writable ? (
          <div className={styles.row}>
            <Button type="submit" variant="primary" disabled={!parsed.success || brand.isPending} data-testid="site-brand-save">
              {t('ops_site.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
