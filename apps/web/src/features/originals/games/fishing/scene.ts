import {
  BULLET_SPEED,
  bulletPosition,
  cannonPosition,
  type Fish,
  fishBetween,
  fishById,
  fishHeading,
  fishPosition,
  isAlive,
  SEATS,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from '@fortuna/bgs/fishing';
import { drawFish } from './fish-art';

/**
 * One frame of the sea, drawn from the room's schedule at the room time `now` (the browser's
 * clock + the server's offset): the same fish at the same place as the server and every other
 * player. Nothing drawn here decides anything; the server's answers only add bullets and effects.
 */

export type SeatView = { seat: number; level: number; angle: number; mine: boolean; taken: boolean };
export type BulletView = { id: string; seat: number; angle: number; firedAt: number; flightMs: number; level: number };
/** A capture: drawn where the fish was when the bullet reached it (`at`). */
export type EffectView = { id: string; x: number; y: number; at: number; text: string; big: boolean; fishId: string; mine: boolean };

export type SceneState = {
  roomSeed: number;
  now: number;
  captured: ReadonlyMap<string, number>;
  seats: readonly SeatView[];
  bullets: readonly BulletView[];
  effects: readonly EffectView[];
  reducedMotion: boolean;
  /** The fish locked as target (drawn with a ring). */
  targetId: string | null;
};

const SEAT_COLOURS = ['#38bdf8', '#f472b6', '#a3e635', '#fbbf24'];
const CAPTURE_FADE_MS = 700;
const EFFECT_MS = 1600;

function drawSea(ctx: CanvasRenderingContext2D, now: number, reduced: boolean): void {
  const water = ctx.createLinearGradient(0, 0, 0, WORLD_HEIGHT);
  water.addColorStop(0, '#0b4f7a');
  water.addColorStop(0.6, '#06304f');
  water.addColorStop(1, '#041a2e');
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
  // Light rays from the surface.
  ctx.save();
  ctx.globalAlpha = 0.07;
  ctx.fillStyle = '#e0f2fe';
  const drift = reduced ? 0 : Math.sin(now / 4000) * 40;
  for (let i = 0; i < 6; i++) {
    const x = 120 + i * 280 + drift;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 90, 0);
    ctx.lineTo(x - 60, WORLD_HEIGHT);
    ctx.lineTo(x - 200, WORLD_HEIGHT);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
  // Sand and weed along the bottom.
  const sand = ctx.createLinearGradient(0, WORLD_HEIGHT - 70, 0, WORLD_HEIGHT);
  sand.addColorStop(0, '#4b3f2a');
  sand.addColorStop(1, '#2a2418');
  ctx.fillStyle = sand;
  ctx.beginPath();
  ctx.moveTo(0, WORLD_HEIGHT - 40);
  for (let x = 0; x <= WORLD_WIDTH; x += 80) ctx.lineTo(x, WORLD_HEIGHT - 45 - ((x * 7) % 23));
  ctx.lineTo(WORLD_WIDTH, WORLD_HEIGHT);
  ctx.lineTo(0, WORLD_HEIGHT);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#1f7a4d';
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  for (let i = 0; i < 14; i++) {
    const x = 50 + i * 117;
    const sway = reduced ? 0 : Math.sin(now / 900 + i) * 14;
    ctx.beginPath();
    ctx.moveTo(x, WORLD_HEIGHT - 30);
    ctx.quadraticCurveTo(x + sway, WORLD_HEIGHT - 90, x - sway, WORLD_HEIGHT - 130 - (i % 3) * 25);
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
  if (!reduced) {
    ctx.fillStyle = 'rgba(224,242,254,0.25)';
    for (let i = 0; i < 24; i++) {
      const period = 7000 + (i % 5) * 1300;
      const phase = ((now + i * 977) % period) / period;
      const x = ((i * 389) % WORLD_WIDTH) + Math.sin(now / 700 + i) * 8;
      ctx.beginPath();
      ctx.arc(x, WORLD_HEIGHT * (1 - phase), 3 + (i % 4), 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function drawOneFish(ctx: CanvasRenderingContext2D, fish: Fish, now: number, alpha: number, target: boolean): void {
  const p = fishPosition(fish, now);
  const h = fishHeading(fish, now);
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(p.x, p.y);
  if (target) {
    ctx.strokeStyle = '#f87171';
    ctx.lineWidth = 3;
    ctx.setLineDash([10, 8]);
    ctx.beginPath();
    ctx.arc(0, 0, fish.kind.radius + 14, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const flip = h.x < 0;
  ctx.rotate(Math.atan2(h.y, h.x));
  if (flip) ctx.scale(1, -1); // keep the back up when swimming left
  drawFish(ctx, fish.kind, now + fish.spawnAt);
  ctx.restore();
}

function drawCannon(ctx: CanvasRenderingContext2D, seat: SeatView): void {
  const base = cannonPosition(seat.seat);
  const colour = SEAT_COLOURS[seat.seat % SEAT_COLOURS.length] as string;
  ctx.save();
  ctx.translate(base.x, WORLD_HEIGHT);
  ctx.fillStyle = seat.taken ? '#1e293b' : 'rgba(30,41,59,0.5)';
  ctx.strokeStyle = colour;
  ctx.lineWidth = seat.mine ? 5 : 3;
  ctx.beginPath();
  ctx.arc(0, 0, 70, Math.PI, 0);
  ctx.fill();
  ctx.stroke();
  if (seat.taken) {
    ctx.translate(0, base.y - WORLD_HEIGHT);
    ctx.rotate(seat.angle);
    const barrel = ctx.createLinearGradient(-16, 0, 16, 0);
    barrel.addColorStop(0, '#94a3b8');
    barrel.addColorStop(0.5, '#f8fafc');
    barrel.addColorStop(1, '#64748b');
    ctx.fillStyle = barrel;
    const width = 12 + Math.min(seat.level, 7) * 2.5;
    ctx.fillRect(-width / 2, -78, width, 78);
    ctx.fillStyle = colour;
    ctx.fillRect(-width / 2 - 3, -84, width + 6, 10);
    ctx.beginPath();
    ctx.arc(0, 0, 26, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

function drawBullet(ctx: CanvasRenderingContext2D, bullet: BulletView, now: number): void {
  const age = now - bullet.firedAt;
  if (age < 0 || age > bullet.flightMs) return;
  const p = bulletPosition(bullet.seat, bullet.angle, age);
  const colour = SEAT_COLOURS[bullet.seat % SEAT_COLOURS.length] as string;
  const g = ctx.createRadialGradient(p.x, p.y, 1, p.x, p.y, 14);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(0.4, colour);
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(p.x, p.y, 10 + Math.min(bullet.level, 7), 0, Math.PI * 2);
  ctx.fill();
}

function drawEffect(ctx: CanvasRenderingContext2D, roomSeed: number, effect: EffectView, now: number, reduced: boolean): void {
  const age = now - effect.at;
  if (age < 0 || age > EFFECT_MS) return;
  if (effect.x === 0 && effect.y === 0) {
    const fish = fishById(roomSeed, effect.fishId);
    if (!fish) return;
    const point = fishPosition(fish, effect.at);
    effect.x = point.x;
    effect.y = point.y;
  }
  const k = age / EFFECT_MS;
  ctx.save();
  if (!reduced) {
    // A net of rings that opens and fades.
    ctx.strokeStyle = `rgba(255,255,255,${0.8 * (1 - k)})`;
    ctx.lineWidth = 3;
    for (let ring = 1; ring <= 3; ring++) {
      ctx.beginPath();
      ctx.arc(effect.x, effect.y, ring * 22 * (0.4 + k), 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  if (effect.text) {
    ctx.globalAlpha = 1 - k * k;
    ctx.font = `700 ${effect.big ? 56 : 40}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.lineWidth = 6;
    ctx.strokeStyle = '#0f172a';
    const y = effect.y - (reduced ? 30 : 30 + k * 60);
    ctx.strokeText(effect.text, effect.x, y);
    ctx.fillStyle = effect.big ? '#fde047' : effect.mine ? '#ffffff' : '#cbd5e1';
    ctx.fillText(effect.text, effect.x, y);
  }
  ctx.restore();
}

/** The fish visible at `now` (alive, and not captured more than CAPTURE_FADE_MS ago). */
export function visibleFish(roomSeed: number, now: number, captured: ReadonlyMap<string, number>): Fish[] {
  return fishBetween(roomSeed, now, now).filter((fish) => {
    if (!isAlive(fish, now)) return false;
    const at = captured.get(fish.id);
    return at === undefined || now - at < CAPTURE_FADE_MS;
  });
}

/** Draws the whole frame in world units (the caller has scaled the context to the canvas). */
export function drawScene(ctx: CanvasRenderingContext2D, state: SceneState): void {
  const { now } = state;
  drawSea(ctx, now, state.reducedMotion);
  // No room yet (no seats): an empty sea rather than some other room's fish.
  const fish = state.seats.length > 0 ? visibleFish(state.roomSeed, now, state.captured) : [];
  for (const one of fish) {
    const at = state.captured.get(one.id);
    const alpha = at === undefined ? 1 : Math.min(1, Math.max(0, 1 - (now - at) / CAPTURE_FADE_MS));
    drawOneFish(ctx, one, now, alpha, one.id === state.targetId);
  }
  for (const bullet of state.bullets) drawBullet(ctx, bullet, now);
  for (const seat of state.seats) drawCannon(ctx, seat);
  for (const effect of state.effects) drawEffect(ctx, state.roomSeed, effect, now, state.reducedMotion);
}

/** The fish under a world point (the top-most), for locking a target with a tap. */
export function fishAtPoint(roomSeed: number, now: number, captured: ReadonlyMap<string, number>, x: number, y: number): Fish | null {
  const fish = visibleFish(roomSeed, now, captured).filter((one) => !captured.has(one.id));
  for (let i = fish.length - 1; i >= 0; i--) {
    const one = fish[i] as Fish;
    const p = fishPosition(one, now);
    if (Math.hypot(p.x - x, p.y - y) <= one.kind.radius + 10) return one;
  }
  return null;
}

export { BULLET_SPEED, SEATS, WORLD_HEIGHT, WORLD_WIDTH };
