import { type MinesParams, type MinesView, minesMultiplier, multiplierText } from '@fortuna/bgs/instant';
import { useTranslation } from 'react-i18next';
import { MinesBoard } from './steps/mines-board';
import styles from './steps/steps.module.css';
import { CashOutButton, StepsReadout } from './steps/steps-readout';
import './steps/steps-texts';
import type { GameModule, GameViewProps } from './types';

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

function minesView(round: GameViewProps['round']): MinesView | null {
  return round?.code === 'mines' ? (round.view as MinesView | null) : null;
}

function MinesControls({ params, setParams, locked, round, busy, act, currency }: GameViewProps<MinesParams>) {
  const { t } = useTranslation();
  const view = minesView(round);
  return (
    <div className={styles.choices}>
      <label className={styles.choice} style={{ gridColumn: '1 / -1', alignItems: 'stretch' }}>
        <span>{t('originals_steps.mines_count')}</span>
        <select
          className={styles.select}
          value={params.mines}
          disabled={locked}
          onChange={(event) => setParams({ mines: Number(event.target.value) })}
          data-testid="mines-count"
        >
          {MINE_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <div style={{ gridColumn: '1 / -1' }}>
        <CashOutButton round={round} view={view} busy={busy} currency={currency} act={act} />
      </div>
    </div>
  );
}

function MinesStage({ params, round, busy, act, currency }: GameViewProps<MinesParams>) {
  const view = minesView(round);
  const first = multiplierText(minesMultiplier(params.mines, 1));
  return (
    <div className={styles.stage}>
      <StepsReadout round={round} view={view} currency={currency} next={view ? view.nextMultiplier : first} />
      <MinesBoard view={view} busy={busy} onReveal={(tile) => act({ type: 'reveal', tile })} />
    </div>
  );
}

function MinesRules() {
  const { t } = useTranslation();
  return <p>{t('originals_steps.rules_mines')}</p>;
}

export const minesModule: GameModule<MinesParams> = {
  code: 'mines',
  defaultParams: { mines: 3 },
  Controls: MinesControls,
  Stage: MinesStage,
  Rules: MinesRules,
};
