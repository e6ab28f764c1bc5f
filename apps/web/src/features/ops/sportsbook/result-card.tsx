import type { OpsSportsbookMatch } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox, Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { COCKFIGHT_OUTCOMES, formOf, type ResultForm, resultOf, resultText, type Side, storedResult } from './result-form';
import styles from './sportsbook.module.css';
import { type ResultInput, useSportsbookWrites } from './sportsbook-api';

/**
 * The result form of the match's sport (football: full-time and first-half scores; esports: the
 * winner of each map; cockfight: meron, wala, draw or cancelled), used to enter the result and to
 * correct it. Both ask first; a correction says every bet is settled again on the difference.
 */
export function ResultCard({ match, writable }: { match: OpsSportsbookMatch; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { setResult } = useSportsbookWrites();
  const [form, setForm] = useState<ResultForm>(() => formOf(match));
  const [seenVersion, setSeenVersion] = useState(match.resultVersion);
  const [invalid, setInvalid] = useState(false);
  const [asking, setAsking] = useState<ResultInput | null>(null);
  // A result entered elsewhere (another operator, the feed) refills the form.
  if (seenVersion !== match.resultVersion) {
    setSeenVersion(match.resultVersion);
    setForm(formOf(match));
  }
  const current = storedResult(match);
  const correcting = match.resultVersion > 0;
  // Before a result, a void or a cancellation there is nothing to settle, so the flag says nothing.
  const settles = correcting || match.status === 'cancelled' || match.markets.some((m) => m.status === 'void');
  const teams = { home: match.home, away: match.away };
  const editable = writable && match.status !== 'cancelled';
  const set = <K extends keyof ResultForm>(key: K, value: ResultForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const ask = () => {
    const result = resultOf(match, form);
    setInvalid(result === 'invalid');
    if (result === 'invalid') return;
    setResult.reset();
    setAsking(result);
  };
  const score = (prefix: 'full' | 'half', label: string) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.scoreRow}>
        {(['Home', 'Away'] as const).map((side) => (
          <Field key={side} label={side === 'Home' ? match.home : match.away}>
            {({ id }) => (
              <Input
                id={id}
                inputMode="numeric"
                maxLength={2}
                readOnly={!editable}
                className={styles.scoreInput}
                value={form[`${prefix}${side}` as const]}
                onChange={(event) => set(`${prefix}${side}` as const, event.target.value)}
                data-testid={`ops-sb-result-${prefix}-${side.toLowerCase()}`}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
  return (
    <Card data-testid="ops-sb-result">
      <h2 className={styles.heading}>{t('ops_sportsbook.result_title')}</h2>
      <dl className={`${styles.facts} ${styles.gapBelow}`}>
        <div>
          <dt>{t('ops_sportsbook.result_current')}</dt>
          <dd data-testid="ops-sb-result-current">{resultText(t, current, teams)}</dd>
        </div>
        <div>
          <dt>{t('ops_sportsbook.result_version')}</dt>
          <dd>{Math.max(0, match.resultVersion - 1)}</dd>
        </div>
        <div>
          <dt>{t('ops_sportsbook.settlement')}</dt>
          <dd>
            {settles ? (
              <Badge tone={match.settled ? 'success' : 'warning'} testId="ops-sb-settled">
                {t(match.settled ? 'ops_sportsbook.settled_all' : 'ops_sportsbook.settling')}
              </Badge>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {editable ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
        >
          {invalid ? <FormAlert testId="ops-sb-result-invalid">{t('ops_sportsbook.result_invalid')}</FormAlert> : null}
          {match.sport === 'football' ? (
            <div className={styles.grid2}>
              {score('full', t('ops_sportsbook.full_time'))}
              {score('half', t('ops_sportsbook.first_half'))}
            </div>
          ) : null}
          {match.sport === 'esports' ? (
            <div className={styles.grid3}>
              {form.maps.map((side, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a series' maps are numbered by their place
                <Field key={i} label={t('ops_sportsbook.map_n', { map: i + 1 })}>
                  {({ id }) => (
                    <Select
                      id={id}
                      value={side}
                      onChange={(event) =>
                        set(
                          'maps',
                          form.maps.map((m, j) => (j === i ? (event.target.value as Side | '') : m)),
                        )
                      }
                      data-testid={`ops-sb-result-map-${i + 1}`}
                    >
                      <option value="">{t('ops_sportsbook.map_not_played')}</option>
                      <option value="home">{match.home}</option>
                      <option value="away">{match.away}</option>
                    </Select>
                  )}
                </Field>
              ))}
            </div>
          ) : null}
          {match.sport === 'cockfight' ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('ops_sportsbook.fight_outcome')}</legend>
              <div className={styles.checks}>
                {COCKFIGHT_OUTCOMES.map((outcome) => (
                  <label key={outcome} className={styles.radio}>
                    <input
                      type="radio"
                      name="ops-sb-fight-outcome"
                      value={outcome}
                      checked={form.outcome === outcome}
                      onChange={() => set('outcome', outcome)}
                      data-testid={`ops-sb-result-cf-${outcome}`}
                    />
                    {t(`ops_sportsbook.outcome_cf_${outcome}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {match.sport !== 'cockfight' ? (
            <Checkbox
              label={t('ops_sportsbook.field_abandoned')}
              checked={form.abandoned}
              onChange={(event) => set('abandoned', event.target.checked)}
            />
          ) : null}
          <p className={styles.muted}>{t(correcting ? 'ops_sportsbook.correct_lead' : 'ops_sportsbook.enter_lead')}</p>
          <div className={styles.actions}>
            <Button variant="primary" type="submit" data-testid="ops-sb-result-submit">
              {t(correcting ? 'ops_sportsbook.correct_result' : 'ops_sportsbook.enter_result')}
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmActionDialog
        open={asking !== null}
        title={t(correcting ? 'ops_sportsbook.confirm_correct_title' : 'ops_sportsbook.confirm_result_title')}
        confirmLabel={t(correcting ? 'ops_sportsbook.correct_result' : 'ops_sportsbook.enter_result')}
        pending={setResult.isPending}
        error={setResult.error}
        onConfirm={() =>
          asking &&
          setResult.mutate(
            { matchId: match.matchId, result: asking },
            {
              onSuccess: () => {
                setAsking(null);
                toast.show(t(correcting ? 'ops_sportsbook.result_corrected' : 'ops_sportsbook.result_entered'), 'success');
              },
            },
          )
        }
        onClose={() => setAsking(null)}
        testId="ops-sb-result-confirm"
      >
        <p className={styles.confirmResult} data-testid="ops-sb-result-confirm-result">
          {correcting
            ? t('ops_sportsbook.correction_from_to', { from: resultText(t, current, teams), to: resultText(t, asking, teams) })
            : resultText(t, asking, teams)}
        </p>
        <p>{t(correcting ? 'ops_sportsbook.confirm_correct_text' : 'ops_sportsbook.confirm_result_text')}</p>
      </ConfirmActionDialog>
    </Card>
  );
}
