import { COIN_SIDES, type CoinFlipParams, type CoinFlipView } from '@fortuna/bgs/instant';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinStage } from './coin-stage';
import styles from './controls.module.css';
import { OptionGroup } from './option-group';
import type { GameModule, GameViewProps } from './types';

function CoinFlipControls({ params, setParams, locked }: GameViewProps<CoinFlipParams>) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <OptionGroup
        label={t('originals.coin_flip.side')}
        options={COIN_SIDES.map((side) => ({ value: side, label: t(`originals.coin_flip.${side}`) }))}
        value={params.side}
        onChange={(side) => setParams({ ...params, side })}
        disabled={locked}
        testId="coin-side"
      />
      <dl className={styles.figures}>
        <div>
          <dt>{t('originals.multiplier')}</dt>
          <dd>1.98×</dd>
        </div>
        <div>
          <dt>{t('originals.limbo.chance')}</dt>
          <dd>50.00%</dd>
        </div>
      </dl>
    </div>
  );
}

function CoinFlipGameStage({ round, still, sound }: GameViewProps<CoinFlipParams>) {
  const view = round?.code === 'coin-flip' && round.finished ? (round.view as CoinFlipView) : null;
  const roundKey = view ? round?.roundCode || 'verify' : null;
  useEffect(() => {
    if (roundKey && !still) sound.play('spin');
  }, [roundKey, still, sound.play]);
  return (
    <div className={styles.stage}>
      <CoinStage view={view} roundKey={roundKey} still={still} />
    </div>
  );
}

function CoinFlipRules() {
  const { t } = useTranslation();
  return <p>{t('originals.coin_flip.rules')}</p>;
}

export const coinFlipModule: GameModule<CoinFlipParams> = {
  code: 'coin-flip',
  defaultParams: { side: 'heads' },
  Controls: CoinFlipControls,
  Stage: CoinFlipGameStage,
  Rules: CoinFlipRules,
  revealMs: 1000,
};
