import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  type DiceParams,
  type DiceView,
  diceMultiplierText,
  diceWinningRolls,
} from '@fortuna/bgs/instant';
import { useTranslation } from 'react-i18next';
import controls from './controls.module.css';
import styles from './dice.module.css';
import { OptionGroup } from './option-group';
import type { GameModule, GameViewProps } from './types';

const percent = (hundredths: number) => (hundredths / 100).toFixed(2);

function DiceControls({ params, setParams, locked }: GameViewProps<DiceParams>) {
  const { t } = useTranslation();
  const chance = diceWinningRolls(params) / 100;
  return (
    <div className={controls.controls}>
      <OptionGroup
        label={t('originals.dice.side')}
        options={(['under', 'over'] as const).map((side) => ({ value: side, label: t(`originals.dice.roll_${side}`) }))}
        value={params.side}
        onChange={(side) => setParams({ ...params, side })}
        disabled={locked}
        testId="dice-side"
      />
      <dl className={controls.figures} style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
        <div>
          <dt>{t('originals.dice.target')}</dt>
          <dd data-testid="dice-target">{percent(params.target)}</dd>
        </div>
        <div>
          <dt>{t('originals.multiplier')}</dt>
          <dd data-testid="dice-multiplier">{Number(diceMultiplierText(params)).toFixed(4)}×</dd>
        </div>
        <div>
          <dt>{t('originals.dice.chance')}</dt>
          <dd>{chance.toFixed(2)}%</dd>
        </div>
      </dl>
    </div>
  );
}

function DiceStage({ params, setParams, round, locked, still }: GameViewProps<DiceParams>) {
  const { t } = useTranslation();
  const view = round?.code === 'dice' ? (round.view as DiceView | null) : null;
  const shown = view ? { target: view.target, side: view.side } : params;
  const winLeft = shown.side === 'under' ? 0 : shown.target / 100;
  const winWidth = shown.side === 'under' ? shown.target / 100 : 100 - shown.target / 100;
  return (
    <div className={styles.stage} data-still={still}>
      <div className={styles.result} data-won={view?.won} aria-live="polite" data-testid="dice-result">
        {view ? percent(view.roll) : '––.––'}
        {view ? <span className={styles.verdict}>{view.won ? t('originals.won') : t('originals.lost')}</span> : null}
      </div>
      <div className={styles.track}>
        <div className={styles.lose} />
        <div className={styles.win} style={{ left: `${winLeft}%`, width: `${winWidth}%` }} />
        {view ? <div className={styles.marker} style={{ left: `${view.roll / 100}%` }} data-won={view.won} /> : null}
        <input
          className={styles.range}
          type="range"
          min={DICE_MIN_TARGET}
          max={DICE_MAX_TARGET}
          step={50}
          value={params.target}
          disabled={locked}
          aria-label={t('originals.dice.target')}
          onChange={(event) => setParams({ ...params, target: Number(event.target.value) })}
          data-testid="dice-target-range"
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        {[0, 25, 50, 75, 100].map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}

function DiceRules() {
  const { t } = useTranslation();
  return (
    <div>
      <p>{t('originals.dice.rules_1')}</p>
      <p>{t('originals.dice.rules_2')}</p>
    </div>
  );
}

export const diceModule: GameModule<DiceParams> = {
  code: 'dice',
  defaultParams: { target: 5000, side: 'under' },
  Controls: DiceControls,
  Stage: DiceStage,
  Rules: DiceRules,
  revealMs: 450,
};
