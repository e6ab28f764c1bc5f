import { multiplierAt, timeToReach } from '@fortuna/bgs/crash';
import type { CrashGameView } from '@fortuna/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../../lib/use-media-query';
import styles from './crash.module.css';
import { elapsedMs, multiplierText, secondsToStart, shownMultiplier } from './crash-clock';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Draws the curve up to `elapsed` ms on the canvas (one path, sized to the element). */
function drawCurve(canvas: HTMLCanvasElement, elapsed: number, crashed: boolean): void {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const spanT = Math.max(8_000, elapsed * 1.15);
  const top = Math.max(2, (multiplierAt(elapsed) / 100) * 1.15);
  const pad = 12;
  const x = (t: number) => pad + ((width - 2 * pad) * t) / spanT;
  const y = (m: number) => height - pad - ((height - 2 * pad) * (m - 1)) / (top - 1);
  // Guide lines at 1×, and every whole multiplier that fits.
  ctx.strokeStyle = token('--color-border', 'rgba(128,128,128,0.2)');
  ctx.lineWidth = 1;
  const step = Math.max(1, Math.ceil((top - 1) / 4));
  for (let m = 1; m <= top; m += step) {
    ctx.beginPath();
    ctx.moveTo(pad, y(m));
    ctx.lineTo(width - pad, y(m));
    ctx.stroke();
  }
  ctx.strokeStyle = crashed ? token('--color-danger', '#d7263d') : token('--color-accent', '#f2b632');
  ctx.lineWidth = 3;
  ctx.beginPath();
  const segments = 64;
  for (let i = 0; i <= segments; i++) {
    const t = (elapsed * i) / segments;
    const m = Math.exp(0.00006 * t);
    if (i === 0) ctx.moveTo(x(t), y(m));
    else ctx.lineTo(x(t), y(m));
  }
  ctx.stroke();
}

/**
 * The stage: the live multiplier over its curve (a canvas redrawn once a frame while the game
 * runs, idle otherwise). With reduced motion there is no curve: the number alone, a few times a
 * second. The countdown while bets are taken, the crash point once crashed.
 */
export function CrashStage({ game, offset }: { game: CrashGameView | null; offset: number }) {
  const { t } = useTranslation();
  const reduced = useMediaQuery(REDUCED_MOTION);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [, setFrame] = useState(0);

  useEffect(() => {
    if (!game) return;
    const paint = () => {
      if (canvas.current) {
        const crashed = game.state === 'crashed';
        const elapsed = crashed && game.crashPoint ? timeToReach(Math.round(Number(game.crashPoint) * 100)) : elapsedMs(game, offset);
        drawCurve(canvas.current, game.state === 'betting' ? 0 : elapsed, crashed);
      }
      setFrame((n) => n + 1);
    };
    paint();
    if (game.state === 'crashed') return;
    if (reduced || game.state === 'betting') {
      const timer = setInterval(paint, 250);
      return () => clearInterval(timer);
    }
    let handle = requestAnimationFrame(function loop() {
      paint();
      handle = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(handle);
  }, [game, offset, reduced]);

  const value = game ? shownMultiplier(game, offset) : 100;
  const label = !game
    ? t('crash.waiting')
    : game.state === 'betting'
      ? t('crash.starts_in', { seconds: secondsToStart(game, offset) })
      : game.state === 'crashed'
        ? t('crash.crashed_at', { value: multiplierText(value) })
        : t('crash.running');
  return (
    <div className={styles.stage} data-state={game?.state ?? 'none'} data-testid="crash-stage">
      {!reduced && (
        <div aria-hidden="true" className={styles.canvas}>
          <canvas ref={canvas} className={styles.canvas} />
        </div>
      )}
      <div className={styles.readout}>
        <span className={styles.multiplier} data-testid="crash-multiplier">
          {multiplierText(value)}×
        </span>
        <span className={styles.stageLabel} data-testid="crash-stage-label">
          {label}
        </span>
      </div>
      <span className={styles.srOnly} aria-live="polite">
        {game?.state === 'crashed' ? label : game?.state === 'betting' ? t('crash.betting_open') : ''}
      </span>
    </div>
  );
}
