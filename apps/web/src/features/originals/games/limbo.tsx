import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  LIMBO_SPACE,
  type LimboParams,
  type LimboView,
  limboWinningValues,
} from '@fortuna/bgs/instant';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';
import { LimboStage } from './limbo-stage';
import type { GameModule, GameViewProps } from './types';

/** "2.5" → 250 hundredths, or null when it is not a target of two decimals in range. */
function parseTarget(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const hundredths = Math.round(Number(text) * 100);
  return hundredths >= LIMBO_MIN_TARGET && hundredths <= LIMBO_MAX_TARGET ? hundredths : null;
}

function LimboControls({ params, setParams, locked }: GameViewProps<LimboParams>) {
  const { t } = useTranslation();
  const [text, setText] = useState((params.target / 100).toFixed(2));
  const parsed = parseTarget(text);
  // A target set elsewhere (a restored round) shows in the field.
  useEffect(() => {
    setText((current) => (parseTarget(current) === params.target ? current : (params.target / 100).toFixed(2)));
  }, [params.target]);
  const chance = (Number(limboWinningValues(params.target)) / LIMBO_SPACE) * 100;
  return (
    <div className={styles.controls}>
      <label className={styles.field}>
        {t('originals.limbo.target')}
        <input
          className={styles.input}
          inputMode="decimal"
          value={text}
          disabled={locked}
          aria-invalid={parsed === null}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseTarget(event.target.value);
            if (next !== null) setParams({ ...params, target: next });
          }}
          onBlur={() => setText((params.target / 100).toFixed(2))}
          data-testid="limbo-target"
        />
      </label>
      {parsed === null ? <p className={styles.hint}>{t('originals.limbo.target_rule')}</p> : null}
      <div className={styles.row}>
        {[150, 200, 1000, 10000].map((target) => (
          <button key={target} type="button" className={styles.small} disabled={locked} onClick={() => setParams({ ...params, target })}>
            {target / 100}×
          </button>
        ))}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('originals.limbo.chance')}</dt>
          <dd data-testid="limbo-chance">{chance < 0.01 ? chance.toPrecision(2) : chance.toFixed(2)}%</dd>
        </div>
        <div>
          <dt>{t('originals.multiplier')}</dt>
          <dd>{(params.target / 100).toFixed(2)}×</dd>
        </div>
      </dl>
    </div>
  );
}

function LimboGameStage({ params, round, still }: GameViewProps<LimboParams>) {
  const view = round?.code === 'limbo' && round.finished ? (round.view as LimboView) : null;
  return (
    <div className={styles.stage}>
      <LimboStage target={view?.target ?? params.target} view={view} roundKey={view ? round?.roundCode || 'verify' : null} still={still} />
    </div>
  );
}

function LimboRules() {
  const { t } = useTranslation();
  return <p>{t('originals.limbo.rules')}</p>;
}

export const limboModule: GameModule<LimboParams> = {
  code: 'limbo',
  defaultParams: { target: 200 },
  Controls: LimboControls,
  Stage: LimboGameStage,
  Rules: LimboRules,
  revealMs: 750,
};
