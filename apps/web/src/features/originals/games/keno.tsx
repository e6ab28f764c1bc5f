import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS, type KenoParams, type KenoView, keno, kenoTable } from '@fortuna/bgs/instant';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';
import { KenoBoard } from './keno-board';
import { OptionGroup } from './option-group';
import type { GameModule, GameViewProps } from './types';

/** `count` different numbers of 1–40 for the player's quick pick (a choice, not a result: Math.random is fine). */
function randomPicks(count: number): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

function KenoControls({ params, setParams, locked }: GameViewProps<KenoParams>) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <OptionGroup
        label={t('originals.risk')}
        options={KENO_RISKS.map((risk) => ({ value: risk, label: t(`originals.risks.${risk}`) }))}
        value={params.risk}
        onChange={(risk) => setParams({ ...params, risk })}
        disabled={locked}
        testId="keno-risk"
      />
      <p className={styles.hint} data-testid="keno-picked">
        {t('originals.keno.picked', { count: params.picks.length })}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.small}
          disabled={locked}
          onClick={() => setParams({ ...params, picks: randomPicks(Math.max(params.picks.length, 5)) })}
          data-testid="keno-random"
        >
          {t('originals.keno.random_pick')}
        </button>
        <button
          type="button"
          className={styles.small}
          disabled={locked || params.picks.length === 0}
          onClick={() => setParams({ ...params, picks: [] })}
        >
          {t('originals.keno.clear')}
        </button>
      </div>
      {params.picks.length > 0 ? (
        <dl className={styles.figures}>
          <div>
            <dt>{t('originals.plinko.top')}</dt>
            <dd>{keno.maxMultiplier(params)}×</dd>
          </div>
          <div>
            <dt>{t('originals.rtp')}</dt>
            <dd>{(keno.rtp(params) * 100).toFixed(2)}%</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.hint}>{t('originals.keno.picks_hint')}</p>
      )}
    </div>
  );
}

function KenoGameStage({ params, setParams, round, locked, still, sound }: GameViewProps<KenoParams>) {
  const { t } = useTranslation();
  const view = round?.code === 'keno' && round.finished ? (round.view as KenoView) : null;
  const roundKey = view ? round?.roundCode || 'verify' : null;
  useEffect(() => {
    if (roundKey && !still) sound.play('reveal');
  }, [roundKey, still, sound.play]);
  // The pay table of the picks on the board, the round's hits marked once it is shown.
  const picks = params.picks.length > 0 ? params.picks.length : 1;
  const table = kenoTable(params.risk, Math.min(picks, KENO_MAX_PICKS));
  const samePicks = view && view.picks.length === params.picks.length && view.picks.every((n) => params.picks.includes(n));
  const toggle = (n: number) => {
    sound.play('click');
    setParams({ ...params, picks: params.picks.includes(n) ? params.picks.filter((p) => p !== n) : [...params.picks, n] });
  };
  return (
    <div className={styles.stage}>
      <KenoBoard picks={params.picks} onToggle={toggle} disabled={locked} view={view} roundKey={roundKey} still={still} />
      <ul className={styles.payTable} aria-label={t('originals.keno.pays')} data-testid="keno-pay-table">
        <li aria-hidden="true">
          <span>{t('originals.keno.hits')}</span>
          <b>{t('originals.keno.pays')}</b>
        </li>
        {table
          .map((m, hits) => ({ m, hits, key: `hits-${hits}` }))
          .map(({ m, hits, key }) => (
            <li key={key} data-hit={samePicks && view.hits.length === hits && view.risk === params.risk ? 'true' : undefined}>
              <span>{hits}</span>
              <b>{m / 100}×</b>
            </li>
          ))}
      </ul>
    </div>
  );
}

function KenoRules() {
  const { t } = useTranslation();
  return <p>{t('originals.keno.rules')}</p>;
}

export const kenoModule: GameModule<KenoParams> = {
  code: 'keno',
  defaultParams: { picks: [3, 8, 14, 21, 27, 36], risk: 'classic' },
  Controls: KenoControls,
  Stage: KenoGameStage,
  Rules: KenoRules,
  revealMs: 950,
};
