import {
  multiplierText,
  TOWER_DIFFICULTIES,
  TOWER_LEVELS,
  type TowerDifficulty,
  type TowerParams,
  type TowerView,
  towerMultiplier,
} from '@fortuna/bgs/instant';
import { useTranslation } from 'react-i18next';
import styles from './steps/steps.module.css';
import { CashOutButton, StepsReadout } from './steps/steps-readout';
import './steps/steps-texts';
import { TowerBoard } from './steps/tower-board';
import type { GameModule, GameViewProps } from './types';

const DIFFICULTIES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

function towerView(round: GameViewProps['round']): TowerView | null {
  return round?.code === 'tower' ? (round.view as TowerView | null) : null;
}

function TowerControls({ params, setParams, locked, round, busy, act, currency }: GameViewProps<TowerParams>) {
  const { t } = useTranslation();
  const view = towerView(round);
  return (
    <div className={styles.choices}>
      <fieldset className={styles.choices} style={{ gridColumn: '1 / -1', border: 0, padding: 0, margin: 0 }}>
        <legend>{t('originals_steps.difficulty')}</legend>
        {DIFFICULTIES.map((difficulty) => (
          <button
            key={difficulty}
            type="button"
            className={styles.difficulty}
            aria-pressed={params.difficulty === difficulty}
            disabled={locked}
            onClick={() => setParams({ difficulty })}
            data-testid={`tower-difficulty-${difficulty}`}
          >
            {t(`originals_steps.difficulties.${difficulty}`)}
          </button>
        ))}
      </fieldset>
      <div style={{ gridColumn: '1 / -1' }}>
        <CashOutButton round={round} view={view} busy={busy} currency={currency} act={act} />
      </div>
    </div>
  );
}

function TowerStage({ params, round, busy, act, currency }: GameViewProps<TowerParams>) {
  const view = towerView(round);
  const difficulty = view?.difficulty ?? params.difficulty;
  const ladder = view?.ladder ?? Array.from({ length: TOWER_LEVELS }, (_, i) => multiplierText(towerMultiplier(difficulty, i + 1)));
  const climbed = view && view.hit === null ? view.picks.length : 0;
  return (
    <div className={styles.stage}>
      <StepsReadout round={round} view={view} currency={currency} next={climbed < TOWER_LEVELS ? ladder[climbed] : null} />
      <TowerBoard
        view={view}
        tiles={TOWER_DIFFICULTIES[difficulty].tiles}
        ladder={ladder}
        busy={busy}
        onPick={(tile) => act({ type: 'pick', tile })}
      />
    </div>
  );
}

function TowerRules() {
  const { t } = useTranslation();
  return <p>{t('originals_steps.rules_tower')}</p>;
}

export const towerModule: GameModule<TowerParams> = {
  code: 'tower',
  defaultParams: { difficulty: 'easy' },
  Controls: TowerControls,
  Stage: TowerStage,
  Rules: TowerRules,
};
