import { type Fish, fishBetween, fishPosition, isAlive, type Point, WORLD_HEIGHT, WORLD_WIDTH } from './schedule';

/**
 * Where a bullet goes and what it hits, from the room's fish (schedule.ts) at the shot's time. The
 * server runs this; the browser runs it only to draw (its answer never decides anything).
 *
 * A bullet leaves the cannon of its seat at BULLET_SPEED, bounces off the left, right and top walls,
 * and hits the first fish whose circle (radius + BULLET_RADIUS) it touches, checked every STEP_MS of
 * flight. It is lost (a miss, credit 0) if it leaves through the bottom or flies MAX_FLIGHT_MS.
 * Aimed at a fish (lock-on), it flies at the point where that fish will be and only that fish
 * counts.
 */

export const SEATS = 4;
export const BULLET_SPEED = 1400; // world units per second
export const BULLET_RADIUS = 8;
export const STEP_MS = 8;
export const MAX_FLIGHT_MS = 2400;
/** The widest aim: ±MAX_ANGLE radians from straight up. */
export const MAX_ANGLE = 1.45;

/** Cannon muzzles: four seats along the bottom edge. */
export function cannonPosition(seat: number): Point {
  return { x: (WORLD_WIDTH / SEATS) * (seat + 0.5), y: WORLD_HEIGHT - 24 };
}

export function clampAngle(angle: number): number {
  return Math.min(MAX_ANGLE, Math.max(-MAX_ANGLE, angle));
}

/** The angle (0 = up, positive = right) from a point towards another. */
export function angleTowards(from: Point, to: Point): number {
  return clampAngle(Math.atan2(to.x - from.x, from.y - to.y));
}

export type ShotInput = {
  roomSeed: number;
  seat: number;
  /** Room time of the shot (ms). */
  at: number;
  /** Aim in radians; ignored when targetId is given and that fish is alive. */
  angle: number;
  targetId?: string | null;
  /** Fish already captured (gone from the sea). */
  captured?: ReadonlySet<string>;
};

export type ShotResult = {
  angle: number;
  /** The fish hit, when and where; null for a miss. */
  hit: { fish: Fish; at: number; point: Point } | null;
  /** Flight time until the hit or the loss (ms). */
  flightMs: number;
};

/** Where the bullet is after `ms` of flight (with bounces). */
export function bulletPosition(seat: number, angle: number, ms: number): Point {
  const origin = cannonPosition(seat);
  const distance = (BULLET_SPEED * ms) / 1000;
  let x = origin.x + Math.sin(angle) * distance;
  let y = origin.y - Math.cos(angle) * distance;
  // Reflect across the walls: fold x into [0, W] and y into [0, ∞) (only the top wall bounces).
  const period = 2 * WORLD_WIDTH;
  x = ((x % period) + period) % period;
  if (x > WORLD_WIDTH) x = period - x;
  if (y < 0) y = -y;
  return { x, y };
}

function leadAngle(seat: number, fish: Fish, at: number): number {
  const origin = cannonPosition(seat);
  let point = fishPosition(fish, at);
  for (let i = 0; i < 4; i++) {
    const dx = point.x - origin.x;
    const dy = point.y - origin.y;
    const flight = (Math.sqrt(dx * dx + dy * dy) / BULLET_SPEED) * 1000;
    point = fishPosition(fish, at + flight);
  }
  return angleTowards(origin, point);
}

export function resolveShot(input: ShotInput): ShotResult {
  const { roomSeed, seat, at } = input;
  const captured = input.captured ?? new Set<string>();
  let candidates = fishBetween(roomSeed, at, at + MAX_FLIGHT_MS).filter((fish) => !captured.has(fish.id));
  let angle = clampAngle(input.angle);
  if (input.targetId) {
    const target = candidates.find((fish) => fish.id === input.targetId && isAlive(fish, at));
    if (target) {
      angle = leadAngle(seat, target, at);
      candidates = [target];
    }
  }
  for (let ms = 0; ms <= MAX_FLIGHT_MS; ms += STEP_MS) {
    const bullet = bulletPosition(seat, angle, ms);
    if (bullet.y > WORLD_HEIGHT) return { angle, hit: null, flightMs: ms };
    const t = at + ms;
    let best: { fish: Fish; gap: number; point: Point } | null = null;
    for (const fish of candidates) {
      if (!isAlive(fish, t)) continue;
      const point = fishPosition(fish, t);
      const dx = point.x - bullet.x;
      const dy = point.y - bullet.y;
      const gap = Math.sqrt(dx * dx + dy * dy) - (fish.kind.radius + BULLET_RADIUS);
      if (gap <= 0 && (!best || gap < best.gap)) best = { fish, gap, point };
    }
    if (best) return { angle, hit: { fish: best.fish, at: t, point: best.point }, flightMs: ms };
  }
  return { angle, hit: null, flightMs: MAX_FLIGHT_MS };
}
