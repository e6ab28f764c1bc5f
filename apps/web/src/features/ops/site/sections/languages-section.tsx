import { LANGUAGES, languagesRequestSchema, type OpsSite } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Checkbox, Field } from '../../../../ui/field';
import { Select } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { SiteWriteError } from '../site-ui';

/** The languages the site offers and its default among them. */
export function LanguagesSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { languages } = useSiteWrites();
  const [offered, setOffered] = useState<string[]>(site.languages);
  const [fallback, setFallback] = useState(site.defaultLanguage);
  useEffect(() => {
    setOffered(site.languages);
    setFallback(site.defaultLanguage);
  }, [site.languages, site.defaultLanguage]);
  // In the product's order, whatever order they were ticked in.
  const ordered = LANGUAGES.map((l) => l.code).filter((code) => offered.includes(code));
  const parsed = languagesRequestSchema.safeParse({ languages: ordered, defaultLanguage: fallback });
  return (
    <Card className={styles.card} data-testid="site-languages">
      <h2 className={styles.heading}>{t('ops_site.languages_title')}</h2>
      <p className={styles.hint}>{t('ops_site.languages_hint')}</p>
      <SiteWriteError error={languages.error} />
      <p className={styles.hint}>{t('ops_site.languages_count', { count: ordered.length })}</p>
      <div className={styles.languages}>
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language.code}
            label={<span lang={language.code}>{`${language.nativeName} · ${language.code}`}</span>}
            checked={offered.includes(language.code)}
            disabled={!writable}
            onChange={(event) =>
              setOffered(event.target.checked ? [...offered, language.code] : offered.filter((code) => code !== language.code))
            }
          />
        ))}
      </div>
      <div className={styles.grid}>
        <Field label={t('ops_site.languages_default')} error={parsed.success ? undefined : t('ops_site.invalid')}>
          {({ id, invalid }) => (
            <Select id={id} value={fallback} invalid={invalid} disabled={!writable} onChange={(event) => setFallback(event.target.value)}>
              {LANGUAGES.filter((l) => ordered.includes(l.code)).map((language) => (
                <option key={language.code} value={language.code}>
                  {language.nativeName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {writable ? (
          <Button
            variant="primary"
            disabled={!parsed.success || languages.isPending}
            onClick={() => parsed.success && languages.mutate(parsed.data, { onSuccess: () => toast.show(t('ops_site.saved'), 'success') })}
            data-testid="site-languages-save"
          >
            {t('ops_site.save')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
