import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoParams, type PlinkoView, plinko } from '@fortuna/bgs/instant';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './controls.module.css';
import { OptionGroup } from './option-group';
import { PLINKO_FALL_MS, PlinkoStage } from './plinko-stage';
import type { GameModule, GameViewProps } from './types';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

function PlinkoControls({ params, setParams, locked }: GameViewProps<PlinkoParams>) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <OptionGroup
        label={t('originals.risk')}
        options={PLINKO_RISKS.map((risk) => ({ value: risk, label: t(`originals.risks.${risk}`) }))}
        value={params.risk}
        onChange={(risk) => setParams({ ...params, risk })}
        disabled={locked}
        testId="plinko-risk"
      />
      <label className={styles.field}>
        {t('originals.plinko.rows')}
        <select
          className={styles.input}
          value={params.rows}
          disabled={locked}
          onChange={(event) => setParams({ ...params, rows: Number(event.target.value) })}
          data-testid="plinko-rows"
        >
          {ROWS.map((rows) => (
            <option key={rows} value={rows}>
              {rows}
            </option>
          ))}
        </select>
      </label>
      <dl className={styles.figures}>
        <div>
          <dt>{t('originals.plinko.top')}</dt>
          <dd>{plinko.maxMultiplier(params)}×</dd>
        </div>
        <div>
          <dt>{t('originals.rtp')}</dt>
          <dd>{(plinko.rtp(params) * 100).toFixed(2)}%</dd>
        </div>
      </dl>
    </div>
  );
}

function PlinkoGameStage({ params, round, still, sound }: GameViewProps<PlinkoParams>) {
  const played = round?.code === 'plinko' && round.finished ? (round.view as PlinkoView) : null;
  // A round shows on the board it was played on; after a change of rows or risk the new board is empty.
  const view = played && played.rows === params.rows && played.risk === params.risk ? played : null;
  const roundKey = view ? round?.roundCode || 'verify' : null;
  useEffect(() => {
    if (roundKey && !still) sound.play('spin');
  }, [roundKey, still, sound.play]);
  return (
    <div className={styles.stage}>
      <PlinkoStage rows={params.rows} risk={params.risk} view={view} roundKey={roundKey} still={still} />
    </div>
  );
}

function PlinkoRules() {
  const { t } = useTranslation();
  return <p>{t('originals.plinko.rules')}</p>;
}

export const plinkoModule: GameModule<PlinkoParams> = {
  code: 'plinko',
  defaultParams: { rows: 16, risk: 'medium' },
  Controls: PlinkoControls,
  Stage: PlinkoGameStage,
  Rules: PlinkoRules,
  revealMs: PLINKO_FALL_MS + 50,
};
