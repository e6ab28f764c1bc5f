import { PROFILE_FIELD_MODES, PROFILE_FIELDS, type ProfileField, type ProfileFieldMode } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorState } from '../../../../ui/error-state';
import { Select } from '../../../../ui/select';
import { CenteredSpinner } from '../../../../ui/spinner';
import { useToast } from '../../../../ui/toast';
import { useProfileRules, useSaveProfileRules } from '../profile-rules-api';
import styles from '../site.module.css';
import { SiteWriteError } from '../site-ui';

/** The member profile's field modes: editable always, locked after the member's first save, or not shown. */
export function ProfileRulesSection({ writable }: { writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const rules = useProfileRules();
  const save = useSaveProfileRules();
  const [modes, setModes] = useState<Record<ProfileField, ProfileFieldMode> | null>(null);
  useEffect(() => {
    if (rules.data) setModes(rules.data.modes as Record<ProfileField, ProfileFieldMode>);
  }, [rules.data]);

  if (rules.isError && !rules.data) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  if (!modes) return <CenteredSpinner />;
  const dirty = JSON.stringify(modes) !== JSON.stringify(rules.data?.modes);
  return (
    <Card className={styles.card} data-testid="site-profile-rules">
      <h2 className={styles.heading}>{t('ops_site.profile_title')}</h2>
      <p className={styles.hint}>{t('ops_site.profile_hint')}</p>
      <SiteWriteError error={save.error} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('ops_site.register_field')}</th>
              <th scope="col">{t('ops_site.profile_mode')}</th>
            </tr>
          </thead>
          <tbody>
            {PROFILE_FIELDS.map((field) => (
              <tr key={field}>
                <th scope="row">{field}</th>
                <td>
                  <Select
                    aria-label={`${t('ops_site.profile_mode')} ${field}`}
                    value={modes[field]}
                    disabled={!writable}
                    onChange={(event) => setModes({ ...modes, [field]: event.target.value as ProfileFieldMode })}
                    data-testid={`site-profile-mode-${field}`}
                  >
                    {PROFILE_FIELD_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {t(`ops_site.profile_mode_${mode}`)}
                      </option>
                    ))}
                  </Select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {writable ? (
        <div>
          <Button
            variant="primary"
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate({ modes }, { onSuccess: () => toast.show(t('ops_site.saved'), 'success') })}
            data-testid="site-profile-save"
          >
            {t('ops_site.save')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
