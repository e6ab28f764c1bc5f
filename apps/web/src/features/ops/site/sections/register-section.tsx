import { type OpsRegisterRule, type OpsSite, PATTERN_IDS, updateRegisterRuleRequestSchema } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Input } from '../../../../ui/field';
import { Select } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { SiteWriteError } from '../site-ui';
import { ProfileRulesSection } from './profile-rules-section';

const ALWAYS_REQUIRED = ['username', 'password'];

/** One field's rule as a table row, saved on its own. */
function RuleRow({ rule, writable, onSaved }: { rule: OpsRegisterRule; writable: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const { registerRule } = useSiteWrites();
  const [value, setValue] = useState(rule);
  useEffect(() => setValue(rule), [rule]);
  const locked = ALWAYS_REQUIRED.includes(rule.field);
  const body = {
    enabled: value.enabled,
    required: value.required,
    patternId: value.patternId,
    minLength: value.minLength,
    maxLength: value.maxLength,
  };
  const parsed = updateRegisterRuleRequestSchema.safeParse(body);
  const dirty = JSON.stringify(value) !== JSON.stringify(rule);
  const disabled = !writable;
  return (
    <tr data-testid={`site-rule-${rule.field}`}>
      <th scope="row">
        {rule.field}
        {locked ? <div className={styles.hint}>{t('ops_site.register_always')}</div> : null}
        {registerRule.error ? <SiteWriteError error={registerRule.error} /> : null}
      </th>
      <td>
        <input
          type="checkbox"
          aria-label={`${t('ops_site.enabled')} ${rule.field}`}
          checked={value.enabled}
          disabled={disabled || locked}
          onChange={(event) => setValue({ ...value, enabled: event.target.checked, required: event.target.checked && value.required })}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${t('ops_site.required')} ${rule.field}`}
          checked={value.required}
          disabled={disabled || locked || !value.enabled}
          onChange={(event) => setValue({ ...value, required: event.target.checked })}
        />
      </td>
      <td>
        <Select
          aria-label={`${t('ops_site.register_pattern')} ${rule.field}`}
          value={value.patternId}
          disabled={disabled}
          onChange={(event) => setValue({ ...value, patternId: event.target.value })}
        >
          {PATTERN_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </Select>
      </td>
      <td>
        <Input
          className={styles.number}
          type="number"
          min={0}
          aria-label={`${t('ops_site.register_min')} ${rule.field}`}
          value={value.minLength}
          disabled={disabled}
          invalid={!parsed.success}
          onChange={(event) => setValue({ ...value, minLength: Math.trunc(Number(event.target.value) || 0) })}
        />
      </td>
      <td>
        <Input
          className={styles.number}
          type="number"
          min={1}
          aria-label={`${t('ops_site.register_max')} ${rule.field}`}
          value={value.maxLength}
          disabled={disabled}
          invalid={!parsed.success}
          onChange={(event) => setValue({ ...value, maxLength: Math.trunc(Number(event.target.value) || 0) })}
          data-testid={`site-rule-max-${rule.field}`}
        />
      </td>
      <td>
        {writable ? (
          <Button
            size="sm"
            variant={dirty ? 'primary' : 'ghost'}
            disabled={!dirty || !parsed.success || registerRule.isPending}
            onClick={() => parsed.success && registerRule.mutate({ field: rule.field, ...parsed.data }, { onSuccess: onSaved })}
            data-testid={`site-rule-save-${rule.field}`}
          >
            {t('ops_site.save')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** Registration field rules: shown, required, pattern family, min and max length, one field at a time; then the profile's field modes. */
export function RegisterSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <>
      <Card className={styles.card} data-testid="site-register">
        <h2 className={styles.heading}>{t('ops_site.register_title')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('ops_site.register_field')}</th>
                <th scope="col">{t('ops_site.enabled')}</th>
                <th scope="col">{t('ops_site.required')}</th>
                <th scope="col">{t('ops_site.register_pattern')}</th>
                <th scope="col">{t('ops_site.register_min')}</th>
                <th scope="col">{t('ops_site.register_max')}</th>
                <th scope="col">{t('ops_site.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {site.registerRules.map((rule) => (
                <RuleRow key={rule.field} rule={rule} writable={writable} onSaved={() => toast.show(t('ops_site.saved'), 'success')} />
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <ProfileRulesSection writable={writable} />
    </>
  );
}
