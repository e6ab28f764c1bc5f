import { opsSportsbookLeagueCreateSchema, SPORTSBOOK_SPORTS, type SportsbookSport } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Checkbox, Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { issuePaths } from './form-issues';
import { NAME_LANGUAGES, type NameFields, namesOf } from './names';
import styles from './sportsbook.module.css';
import { useSportsbookWrites } from './sportsbook-api';

const EMPTY_NAMES: NameFields = { en: '', zh: '', my: '' };

/** A new league (tournament, arena): sport, a code of its own, names in en (required), zh and my, order and hot. Mounted afresh for each opening (its caller's key). */
export function LeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { createLeague } = useSportsbookWrites();
  const [sport, setSport] = useState<SportsbookSport>('football');
  const [code, setCode] = useState('');
  const [names, setNames] = useState<NameFields>(EMPTY_NAMES);
  const [sort, setSort] = useState('0');
  const [hot, setHot] = useState(false);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const submit = () => {
    const body = { sport, code: code.trim(), names: namesOf(names), sort: Number(sort.trim() || '0'), hot };
    const parsed = opsSportsbookLeagueCreateSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(issuePaths(parsed.error));
      return;
    }
    setInvalid(new Set());
    createLeague.mutate(body, {
      onSuccess: () => {
        toast.show(t('ops_sportsbook.league_created'), 'success');
        onClose();
      },
    });
  };
  const bad = (name: string) => (invalid.has(name) ? t('ops_sportsbook.invalid') : undefined);
  return (
    <Dialog open={open} onClose={onClose} title={t('ops_sportsbook.new_league')} testId="ops-sb-league-dialog">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {createLeague.error ? <FormAlert testId="ops-sb-league-error">{errorMessage(createLeague.error)}</FormAlert> : null}
        <div className={styles.grid2}>
          <Field label={t('ops_sportsbook.field_sport')} required>
            {({ id }) => (
              <Select
                id={id}
                value={sport}
                onChange={(event) => setSport(event.target.value as SportsbookSport)}
                data-testid="ops-sb-league-sport"
              >
                {SPORTSBOOK_SPORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops_sportsbook.sport_${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('ops_sportsbook.field_code')} hint={t('ops_sportsbook.field_code_hint')} error={bad('code')} required>
            {({ id, describedBy, invalid: isBad }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={isBad}
                maxLength={64}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                data-testid="ops-sb-league-code"
              />
            )}
          </Field>
        </div>
        <div className={styles.grid3}>
          {NAME_LANGUAGES.map((language) => (
            <Field
              key={language}
              label={t(`ops_sportsbook.name_${language}`)}
              error={language === 'en' ? bad('names') : undefined}
              required={language === 'en'}
            >
              {({ id, describedBy, invalid: isBad }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={isBad}
                  maxLength={120}
                  value={names[language]}
                  onChange={(event) => setNames({ ...names, [language]: event.target.value })}
                  data-testid={`ops-sb-league-name-${language}`}
                />
              )}
            </Field>
          ))}
        </div>
        <div className={styles.grid2}>
          <Field label={t('ops_sportsbook.field_sort')} hint={t('ops_sportsbook.field_sort_hint')} error={bad('sort')}>
            {({ id, describedBy, invalid: isBad }) => (
              <Input
                id={id}
                inputMode="numeric"
                aria-describedby={describedBy}
                invalid={isBad}
                value={sort}
                onChange={(event) => setSort(event.target.value)}
              />
            )}
          </Field>
          <Checkbox label={t('ops_sportsbook.field_hot')} checked={hot} onChange={(event) => setHot(event.target.checked)} />
        </div>
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={createLeague.isPending} data-testid="ops-sb-league-save">
            {t('ops_sportsbook.create')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('ops_sportsbook.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
