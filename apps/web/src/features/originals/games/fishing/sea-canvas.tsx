import { angleTowards, cannonPosition } from '@fortuna/bgs/fishing';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import styles from './reef-hunter.module.css';
import { drawScene, fishAtPoint, type SceneState, WORLD_HEIGHT, WORLD_WIDTH } from './scene';

/** What the canvas reads every frame (kept in a ref by the game, so drawing never re-renders React). */
export type SeaModel = Omit<SceneState, 'now' | 'reducedMotion'> & {
  /** Server time − local time (ms). */
  offset: number;
  mySeat: number | null;
  /** Tap on a fish locks it as the target. */
  lockOnTap: boolean;
};

type Props = {
  model: React.RefObject<SeaModel>;
  reducedMotion: boolean;
  label: string;
  onAim(angle: number): void;
  onFire(): void;
  onKey(event: KeyboardEvent<HTMLCanvasElement>): void;
};

/**
 * The sea: a canvas that draws the room at room time every animation frame (paused while the tab
 * is hidden), aims the member's cannon at the pointer and fires on click or tap.
 */
export function SeaCanvas({ model, reducedMotion, label, onAim, onFire, onKey }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    let frame = 0;
    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(element.clientWidth * ratio));
      const height = Math.max(1, Math.round(element.clientHeight * ratio));
      if (element.width !== width || element.height !== height) {
        element.width = width;
        element.height = height;
      }
      ctx.setTransform(width / WORLD_WIDTH, 0, 0, height / WORLD_HEIGHT, 0, 0);
      const state = model.current;
      drawScene(ctx, { ...state, now: Date.now() + state.offset, reducedMotion });
      frame = requestAnimationFrame(draw);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      if (!document.hidden) frame = requestAnimationFrame(draw);
    };
    document.addEventListener('visibilitychange', start);
    start();
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', start);
    };
  }, [model, reducedMotion]);

  const worldPoint = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * WORLD_WIDTH, y: ((event.clientY - rect.top) / rect.height) * WORLD_HEIGHT };
  };

  const aimAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const state = model.current;
    if (state.mySeat === null) return;
    onAim(angleTowards(cannonPosition(state.mySeat), worldPoint(event)));
  };

  return (
    <canvas
      ref={canvas}
      className={styles.sea}
      aria-label={label}
      tabIndex={0}
      data-testid="reef-sea"
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') aimAt(event);
      }}
      onPointerDown={(event) => {
        const state = model.current;
        aimAt(event);
        if (state.lockOnTap) {
          const point = worldPoint(event);
          const fish = fishAtPoint(state.roomSeed, Date.now() + state.offset, state.captured, point.x, point.y);
          state.targetId = fish?.id ?? null;
        }
        onFire();
      }}
      onKeyDown={onKey}
    />
  );
}
