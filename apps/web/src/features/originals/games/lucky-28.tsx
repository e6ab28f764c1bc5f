import { type Lucky28Params, type Lucky28View, lucky28Ways } from '@fortuna/bgs/instant';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';
import { Lucky28Board, Lucky28Stage, oddsText } from './lucky-28-board';
import type { GameModule, GameViewProps } from './types';

function pickLabel(t: (key: string, options?: Record<string, unknown>) => string, params: Lucky28Params): string {
  return params.pick === 'sum' ? t('originals.lucky28.sum_pick', { sum: params.sum }) : t(`originals.lucky28.picks.${params.pick}`);
}

/** The chosen bet, its odds and chance (the board to choose it is on the stage). */
function Lucky28Controls({ params }: GameViewProps<Lucky28Params>) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('originals.lucky28.your_bet')}</dt>
        <dd data-testid="lucky28-your-bet">{pickLabel(t, params)}</dd>
      </div>
      <div>
        <dt>{t('originals.multiplier')}</dt>
        <dd>{oddsText(params)}</dd>
      </div>
      <div>
        <dt>{t('originals.limbo.chance')}</dt>
        <dd>{(lucky28Ways(params) / 10).toFixed(1)}%</dd>
      </div>
    </dl>
  );
}

function Lucky28GameStage({ params, setParams, locked, round, still, sound }: GameViewProps<Lucky28Params>) {
  const view = round?.code === 'lucky-28' && round.finished ? (round.view as Lucky28View) : null;
  const roundKey = view ? round?.roundCode || 'verify' : null;
  useEffect(() => {
    if (roundKey && !still) sound.play('spin');
  }, [roundKey, still, sound.play]);
  return (
    <div className={styles.stage}>
      <Lucky28Stage view={view} roundKey={roundKey} still={still} />
      <Lucky28Board
        value={params}
        onChange={(next) => {
          sound.play('click');
          setParams(next);
        }}
        disabled={locked}
      />
    </div>
  );
}

function Lucky28Rules() {
  const { t } = useTranslation();
  return <p>{t('originals.lucky28.rules')}</p>;
}

export const lucky28Module: GameModule<Lucky28Params> = {
  code: 'lucky-28',
  defaultParams: { pick: 'big' },
  Controls: Lucky28Controls,
  Stage: Lucky28GameStage,
  Rules: Lucky28Rules,
  revealMs: 1000,
};
