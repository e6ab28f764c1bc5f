import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelParams, type WheelView, wheel } from '@fortuna/bgs/instant';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';
import { OptionGroup } from './option-group';
import type { GameModule, GameViewProps } from './types';
import { WHEEL_SPIN_MS, WheelStage } from './wheel-stage';

function WheelControls({ params, setParams, locked }: GameViewProps<WheelParams>) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <OptionGroup
        label={t('originals.risk')}
        options={WHEEL_RISKS.map((risk) => ({ value: risk, label: t(`originals.risks.${risk}`) }))}
        value={params.risk}
        onChange={(risk) => setParams({ ...params, risk })}
        disabled={locked}
        testId="wheel-risk"
      />
      <OptionGroup
        label={t('originals.wheel.segments')}
        options={WHEEL_SEGMENTS.map((segments) => ({ value: segments, label: String(segments) }))}
        value={params.segments}
        onChange={(segments) => setParams({ ...params, segments })}
        disabled={locked}
        testId="wheel-segments"
      />
      <dl className={styles.figures}>
        <div>
          <dt>{t('originals.plinko.top')}</dt>
          <dd>{wheel.maxMultiplier(params).toFixed(2)}×</dd>
        </div>
        <div>
          <dt>{t('originals.rtp')}</dt>
          <dd>{(wheel.rtp(params) * 100).toFixed(2)}%</dd>
        </div>
      </dl>
    </div>
  );
}

function WheelGameStage({ params, round, still, sound }: GameViewProps<WheelParams>) {
  const played = round?.code === 'wheel' && round.finished ? (round.view as WheelView) : null;
  const view = played && played.segments === params.segments && played.risk === params.risk ? played : null;
  const roundKey = view ? round?.roundCode || 'verify' : null;
  useEffect(() => {
    if (roundKey && !still) sound.play('spin');
  }, [roundKey, still, sound.play]);
  return (
    <div className={styles.stage}>
      <WheelStage segments={params.segments} risk={params.risk} view={view} roundKey={roundKey} still={still} />
    </div>
  );
}

function WheelRules() {
  const { t } = useTranslation();
  return <p>{t('originals.wheel.rules')}</p>;
}

export const wheelModule: GameModule<WheelParams> = {
  code: 'wheel',
  defaultParams: { segments: 30, risk: 'medium' },
  Controls: WheelControls,
  Stage: WheelGameStage,
  Rules: WheelRules,
  revealMs: WHEEL_SPIN_MS + 50,
};
