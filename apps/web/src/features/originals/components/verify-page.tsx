import { INSTANT_GAMES } from '@fortuna/bgs/instant';
import { type OriginalsRound, parseMinor } from '@fortuna/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message';
import { useToken } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { CenteredSpinner } from '../../../ui/spinner';
import { useOriginalsRound } from '../api/get-originals-rounds';
import { rotateOriginalsSeed } from '../api/rotate-originals-seed';
import { isServerSeed, recomputeRound, sha256Hex } from '../fair-stream';
import { gameModule } from '../games';
import { useGameSound } from '../use-game-sound';
import '../originals-texts';
import styles from './verify-page.module.css';

type Form = { code: string; serverSeed: string; clientSeed: string; nonce: string; bet: string; params: string; actions: string };

type Outcome = { hash: string; hashMatches: boolean | null; round: OriginalsRound; resultMatches: boolean | null };

/** JSON with sorted keys: the database keeps a view's keys in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const EMPTY: Form = { code: 'dice', serverSeed: '', clientSeed: '', nonce: '0', bet: '1.00', params: '{}', actions: '[]' };

function formOf(round: OriginalsRound): Form {
  return {
    code: round.code,
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    bet: round.bet,
    params: JSON.stringify(round.params),
    actions: JSON.stringify(round.actions),
  };
}

/**
 * `/originals/verify` (public; `?round=` fills it from one of the member's rounds): any instant
 * round recomputed here in the browser from its seeds, nonce, bet, parameters and actions with the
 * game code the server runs, and compared with what the server stored.
 */
export function OriginalsVerifyPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [search] = useSearchParams();
  const token = useToken();
  const roundCode = search.get('round');
  const stored = useOriginalsRound(token ? roundCode : null);
  const [form, setForm] = useState<Form>(EMPTY);
  const sound = useGameSound();

  useEffect(() => {
    if (stored.data) setForm(formOf(stored.data));
  }, [stored.data]);

  const reveal = useMutation({
    mutationFn: (code: string) => rotateOriginalsSeed(code),
    onSuccess: () => void stored.refetch(),
  });

  const verify = useMutation({
    mutationFn: async (input: Form): Promise<Outcome> => {
      const bet = parseMinor(input.bet);
      const step = await recomputeRound({
        code: input.code,
        serverSeed: input.serverSeed,
        clientSeed: input.clientSeed,
        nonce: Number(input.nonce),
        bet,
        params: JSON.parse(input.params),
        actions: JSON.parse(input.actions),
      });
      const hash = await sha256Hex(input.serverSeed);
      const original = stored.data;
      const win = `${step.win / 100n}.${String(step.win % 100n).padStart(2, '0')}`;
      const round: OriginalsRound = {
        roundCode: original?.roundCode ?? '',
        code: input.code,
        nonce: Number(input.nonce),
        clientSeed: input.clientSeed,
        serverSeedHash: hash,
        serverSeed: input.serverSeed,
        bet: input.bet,
        win,
        multiplier: bet > 0n ? (Number((step.win * 10000n) / bet) / 10000).toFixed(4) : '0',
        params: JSON.parse(input.params),
        actions: JSON.parse(input.actions),
        view: step.view,
        finished: step.finished,
        status: 'settled',
        createdAt: original?.createdAt ?? new Date().toISOString(),
        settledAt: null,
      };
      return {
        hash,
        hashMatches: original ? hash === original.serverSeedHash : null,
        round,
        resultMatches: original ? canonical(step.view) === canonical(original.view) && win === original.win : null,
      };
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(form);
  };
  const set = (key: keyof Form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const module = verify.data ? gameModule(verify.data.round.code) : undefined;
  const seedOk = isServerSeed(form.serverSeed);

  return (
    <div className={styles.page} data-testid="originals-verify-page">
      <PageHeader title={t('originals.verify_title')} subtitle={t('originals.verify_subtitle')} icon="Shield" />
      {roundCode && stored.isPending && token ? <CenteredSpinner /> : null}
      {stored.isError ? <FormAlert>{errorMessage(stored.error)}</FormAlert> : null}
      {stored.data && stored.data.serverSeed === null ? (
        <Card className={styles.notice} data-testid="originals-verify-unrevealed">
          <p>{t('originals.verify_unrevealed')}</p>
          <Button
            variant="primary"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate(stored.data.code)}
            data-testid="originals-verify-reveal"
          >
            {t('originals.rotate')}
          </Button>
          {reveal.isError ? <FormAlert>{errorMessage(reveal.error)}</FormAlert> : null}
        </Card>
      ) : null}
      <Card>
        <form className={styles.form} onSubmit={submit}>
          <Field label={t('originals.game')}>
            {({ id }) => (
              <select id={id} className={styles.select} value={form.code} onChange={set('code')} data-testid="originals-verify-game">
                {Object.keys(INSTANT_GAMES).map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('originals.server_seed')} error={form.serverSeed && !seedOk ? t('originals.server_seed_rule') : undefined}>
            {({ id, invalid }) => (
              <Input id={id} value={form.serverSeed} invalid={invalid} onChange={set('serverSeed')} data-testid="originals-verify-seed" />
            )}
          </Field>
          <Field label={t('originals.client_seed')}>
            {({ id }) => <Input id={id} value={form.clientSeed} onChange={set('clientSeed')} />}
          </Field>
          <div className={styles.row}>
            <Field label={t('originals.round_nonce')}>
              {({ id }) => <Input id={id} inputMode="numeric" value={form.nonce} onChange={set('nonce')} />}
            </Field>
            <Field label={t('originals.bet_amount')}>
              {({ id }) => <Input id={id} inputMode="decimal" value={form.bet} onChange={set('bet')} />}
            </Field>
          </div>
          <Field label={t('originals.params')}>
            {({ id }) => <Textarea id={id} rows={2} value={form.params} onChange={set('params')} />}
          </Field>
          <Field label={t('originals.actions')}>
            {({ id }) => <Textarea id={id} rows={2} value={form.actions} onChange={set('actions')} />}
          </Field>
          <Button type="submit" variant="primary" disabled={!seedOk || verify.isPending} data-testid="originals-verify-submit">
            {t('originals.verify')}
          </Button>
          {verify.isError ? <FormAlert>{t('originals.verify_failed')}</FormAlert> : null}
        </form>
      </Card>
      {verify.data ? (
        <Card className={styles.result} data-testid="originals-verify-result">
          <div className={styles.badges}>
            {verify.data.hashMatches !== null ? (
              <Badge tone={verify.data.hashMatches ? 'success' : 'danger'}>
                {verify.data.hashMatches ? t('originals.verify_hash_ok') : t('originals.verify_hash_bad')}
              </Badge>
            ) : null}
            {verify.data.resultMatches !== null ? (
              <Badge tone={verify.data.resultMatches ? 'success' : 'danger'}>
                <span data-testid={verify.data.resultMatches ? 'originals-verify-match' : 'originals-verify-mismatch'}>
                  {verify.data.resultMatches ? t('originals.verify_match') : t('originals.verify_mismatch')}
                </span>
              </Badge>
            ) : null}
          </div>
          <p className={styles.hash}>
            {t('originals.server_seed_hash')}: <code>{verify.data.hash}</code>
          </p>
          <p>{t('originals.verify_payout', { win: verify.data.round.win, multiplier: Number(verify.data.round.multiplier).toFixed(4) })}</p>
          {module ? (
            <div className={styles.stage}>
              <module.Stage
                code={module.code}
                params={verify.data.round.params}
                setParams={() => undefined}
                round={verify.data.round}
                busy={false}
                locked
                act={() => undefined}
                sound={sound}
                amount={verify.data.round.bet}
                currency=""
                still
              />
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
