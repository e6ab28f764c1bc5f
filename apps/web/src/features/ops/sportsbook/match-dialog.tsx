import { type OpsSportsbookMatch, opsSportsbookMatchCreateSchema } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { gmtOffset } from '../../../lib/format-date';
import { siteTimeZone } from '../../../lib/site-time-zone';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Checkbox, Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { fromZoneInput, toZoneInput } from '../catalogue/zone-time';
import { issuePaths } from './form-issues';
import { leagueName, NAME_LANGUAGES, type NameFields, namesOf } from './names';
import styles from './sportsbook.module.css';
import { useSportsbookLeagues, useSportsbookWrites } from './sportsbook-api';

const EMPTY_NAMES: NameFields = { en: '', zh: '', my: '' };
const BEST_OF = ['1', '3', '5'] as const;
/** A new fixture starts two hours from now unless the trader says otherwise. */
const DEFAULT_START_MS = 2 * 3_600_000;

type Form = {
  leagueId: string;
  home: NameFields;
  away: NameFields;
  startsAt: string;
  hot: boolean;
  simulate: boolean;
  title: string;
  bestOf: (typeof BEST_OF)[number];
  fightNumber: string;
};

function blank(): Form {
  return {
    leagueId: '',
    home: EMPTY_NAMES,
    away: EMPTY_NAMES,
    startsAt: toZoneInput(new Date(Date.now() + DEFAULT_START_MS).toISOString()),
    hot: false,
    simulate: false,
    title: '',
    bestOf: '3',
    fightNumber: '1',
  };
}

/**
 * A fixture entered by hand: its league, the two sides' names (en required, zh and my), the start on
 * the merchant's clock, hot, and whether the demo's simulator plays it (off: a trader runs it).
 * Esports add the title and series length, cockfights the fight number. Checked by the shared schema.
 */
export function MatchDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (match: OpsSportsbookMatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const leagues = useSportsbookLeagues();
  const { createMatch } = useSportsbookWrites();
  const [form, setForm] = useState<Form>(blank);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const league = leagues.data?.find((l) => String(l.leagueId) === form.leagueId);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = () => {
    const body = {
      leagueId: Number(form.leagueId),
      homeNames: namesOf(form.home),
      awayNames: namesOf(form.away),
      startsAt: fromZoneInput(form.startsAt) ?? '',
      hot: form.hot,
      simulate: form.simulate,
      ...(league?.sport === 'esports'
        ? { bestOf: Number(form.bestOf) as 1 | 3 | 5, ...(form.title.trim() ? { title: form.title.trim() } : {}) }
        : {}),
      ...(league?.sport === 'cockfight' ? { fightNumber: Number(form.fightNumber.trim()) } : {}),
    };
    const parsed = opsSportsbookMatchCreateSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(issuePaths(parsed.error));
      return;
    }
    setInvalid(new Set());
    createMatch.mutate(body, {
      onSuccess: (match) => {
        toast.show(t('ops_sportsbook.match_created'), 'success');
        onClose();
        onCreated(match);
      },
    });
  };
  const bad = (name: string) => (invalid.has(name) ? t('ops_sportsbook.invalid') : undefined);
  const names = (side: 'home' | 'away') => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`ops_sportsbook.field_${side}`)}</legend>
      <div className={styles.grid3}>
        {NAME_LANGUAGES.map((language) => (
          <Field
            key={language}
            label={t(`ops_sportsbook.name_${language}`)}
            error={language === 'en' ? bad(`${side}Names`) : undefined}
            required={language === 'en'}
          >
            {({ id, describedBy, invalid: isBad }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={isBad}
                maxLength={120}
                value={form[side][language]}
                onChange={(event) => set(side, { ...form[side], [language]: event.target.value })}
                data-testid={`ops-sb-match-${side}-${language}`}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t('ops_sportsbook.new_match')} testId="ops-sb-match-dialog">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {createMatch.error ? <FormAlert testId="ops-sb-match-error">{errorMessage(createMatch.error)}</FormAlert> : null}
        <div className={styles.grid2}>
          <Field label={t('ops_sportsbook.field_league')} error={bad('leagueId')} required>
            {({ id, describedBy, invalid: isBad }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                invalid={isBad}
                value={form.leagueId}
                onChange={(event) => set('leagueId', event.target.value)}
                data-testid="ops-sb-match-league"
              >
                <option value="">{t('ops_sportsbook.choose_league')}</option>
                {leagues.data?.map((l) => (
                  <option key={l.leagueId} value={String(l.leagueId)}>
                    {`${leagueName(l, i18n.language)} · ${t(`ops_sportsbook.sport_${l.sport}`)}`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('ops_sportsbook.field_starts_at')}
            hint={t('ops_sportsbook.field_starts_at_hint', { zone: siteTimeZone(), offset: gmtOffset(new Date()) })}
            error={bad('startsAt')}
            required
          >
            {({ id, describedBy, invalid: isBad }) => (
              <Input
                id={id}
                type="datetime-local"
                aria-describedby={describedBy}
                invalid={isBad}
                value={form.startsAt}
                onChange={(event) => set('startsAt', event.target.value)}
                data-testid="ops-sb-match-starts-at"
              />
            )}
          </Field>
        </div>
        {names('home')}
        {names('away')}
        {league?.sport === 'esports' ? (
          <div className={styles.grid2}>
            <Field label={t('ops_sportsbook.field_title')} hint={t('ops_sportsbook.field_title_hint')} error={bad('title')}>
              {({ id, describedBy, invalid: isBad }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={isBad}
                  maxLength={20}
                  value={form.title}
                  onChange={(event) => set('title', event.target.value)}
                />
              )}
            </Field>
            <Field label={t('ops_sportsbook.field_best_of')}>
              {({ id }) => (
                <Select id={id} value={form.bestOf} onChange={(event) => set('bestOf', event.target.value as Form['bestOf'])}>
                  {BEST_OF.map((value) => (
                    <option key={value} value={value}>
                      {t('ops_sportsbook.best_of', { count: Number(value) })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        ) : null}
        {league?.sport === 'cockfight' ? (
          <div className={styles.grid2}>
            <Field label={t('ops_sportsbook.field_fight_number')} error={bad('fightNumber')}>
              {({ id, describedBy, invalid: isBad }) => (
                <Input
                  id={id}
                  inputMode="numeric"
                  aria-describedby={describedBy}
                  invalid={isBad}
                  value={form.fightNumber}
                  onChange={(event) => set('fightNumber', event.target.value)}
                />
              )}
            </Field>
          </div>
        ) : null}
        <div className={styles.checks}>
          <Checkbox label={t('ops_sportsbook.field_hot')} checked={form.hot} onChange={(event) => set('hot', event.target.checked)} />
          <Checkbox
            label={t('ops_sportsbook.field_simulate')}
            checked={form.simulate}
            onChange={(event) => set('simulate', event.target.checked)}
            data-testid="ops-sb-match-simulate"
          />
        </div>
        <p className={styles.muted}>{t('ops_sportsbook.field_simulate_hint')}</p>
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={createMatch.isPending} data-testid="ops-sb-match-save">
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
