import { type FishKind, fishKind, type ReefHunterParams, type ReefHunterView } from '@fortuna/bgs/fishing';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { drawFish } from './fishing/fish-art';
import { ReefRules } from './fishing/pay-table';
import styles from './fishing/reef-hunter.module.css';
import { ReefHunterPage } from './fishing/reef-hunter-page';
import './fishing/reef-texts';
import type { GameModule, GameViewProps } from './types';

/** One fish drawn still on a small canvas (the verify page and the pay table). */
function FishPicture({ kind }: { kind: FishKind }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const size = 160;
    ctx.clearRect(0, 0, size, size);
    ctx.save();
    ctx.translate(size / 2, size / 2);
    const scale = 52 / (kind.radius * 1.6);
    ctx.scale(scale, scale);
    drawFish(ctx, kind, 0);
    ctx.restore();
  }, [kind]);
  return <canvas ref={canvas} width={160} height={160} className={styles.picture} />;
}

/** A shot's round, as the verify page recomputes it: which fish the server found, the pick and the catch. */
function ReefShotStage({ round }: GameViewProps<ReefHunterParams>) {
  const { t } = useTranslation();
  const view = round?.code === 'reef-hunter' ? (round.view as ReefHunterView | null) : null;
  if (!view) return null;
  if (!view.fish) return <p data-testid="reef-shot-view">{t('reef.missed')}</p>;
  const kind = fishKind(view.fish);
  return (
    <div className={styles.shotView} data-testid="reef-shot-view">
      <FishPicture kind={kind} />
      <div>
        <p>
          <strong>{t(`reef.fish.${kind.code}`)}</strong> ×{kind.multiplier}
        </p>
        <p>
          {view.pick} / {view.outOf} {view.captured ? '< 96' : '≥ 96'}
        </p>
        <p className={view.captured ? styles.won : undefined}>
          {view.captured
            ? t('reef.caught', { fish: t(`reef.fish.${kind.code}`), multiplier: kind.multiplier, amount: round?.win ?? '' })
            : t('reef.escaped', { fish: t(`reef.fish.${kind.code}`) })}
        </p>
      </div>
    </div>
  );
}

export const reefHunterModule: GameModule<ReefHunterParams> = {
  code: 'reef-hunter',
  defaultParams: { level: 1, fish: null, fishId: null, room: '' },
  Stage: ReefShotStage,
  Rules: ReefRules,
  Page: ReefHunterPage,
};
