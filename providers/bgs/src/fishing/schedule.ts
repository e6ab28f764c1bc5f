import { FISH_KINDS, type FishKind } from './kinds';

/**
 * The fish of a room: a deterministic function of (room seed, time), so the server process that owns
 * a room, any other process and every browser compute the same fish at the same place. Only +, −, ×
 * and ÷ on doubles are used for positions (IEEE-exact in every engine); no Math.sin/cos.
 *
 * Time is milliseconds on the room's clock (server epoch ms). Every SPAWN_TICK_MS a tick k spawns
 * 1–3 fish from a small PRNG seeded by (room seed, k). The PRNG decides only where fish swim, never
 * a capture: captures come from the member's provably fair stream (capture.ts).
 */

export const WORLD_WIDTH = 1600;
export const WORLD_HEIGHT = 900;
export const SPAWN_TICK_MS = 1000;
/** No fish lives longer than this; a fish's duration is clamped to it. */
export const MAX_LIFE_MS = 36_000;
/** Fish enter and leave this far outside the visible world. */
const MARGIN = 120;

export type Point = { x: number; y: number };

export type Fish = {
  /** `${tick}-${index}`: unique within a room. */
  id: string;
  kind: FishKind;
  spawnAt: number;
  durationMs: number;
  /** Cubic Bézier control points, P0 and P3 outside the world. */
  path: readonly [Point, Point, Point, Point];
};

/** FNV-1a of a text seed: the room's 32-bit seed. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A 32-bit mix of two integers (murmur3 finaliser). */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG of doubles in [0, 1). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOTAL_WEIGHT = FISH_KINDS.reduce((sum, kind) => sum + kind.weight, 0);

function pickKind(u: number): FishKind {
  let left = u * TOTAL_WEIGHT;
  for (const kind of FISH_KINDS) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return FISH_KINDS[FISH_KINDS.length - 1] as FishKind;
}

function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The fish spawned by tick k of a room. */
export function spawnsOfTick(roomSeed: number, tick: number): Fish[] {
  const random = prng(mix(roomSeed, tick));
  const count = 1 + Math.floor(random() * 3);
  const fish: Fish[] = [];
  for (let index = 0; index < count; index++) {
    const kind = pickKind(random());
    const spawnAt = tick * SPAWN_TICK_MS + Math.floor(random() * SPAWN_TICK_MS);
    const leftToRight = random() < 0.5;
    const band = WORLD_HEIGHT - 2 * kind.radius - 200;
    const y0 = kind.radius + 40 + random() * band;
    const y3 = kind.radius + 40 + random() * band;
    const start: Point = { x: leftToRight ? -MARGIN : WORLD_WIDTH + MARGIN, y: y0 };
    const end: Point = { x: leftToRight ? WORLD_WIDTH + MARGIN : -MARGIN, y: y3 };
    const c1: Point = { x: WORLD_WIDTH * (leftToRight ? 0.3 : 0.7), y: 80 + random() * (WORLD_HEIGHT - 300) };
    const c2: Point = { x: WORLD_WIDTH * (leftToRight ? 0.7 : 0.3), y: 80 + random() * (WORLD_HEIGHT - 300) };
    const length = distance(start, c1) + distance(c1, c2) + distance(c2, end);
    const durationMs = Math.min(MAX_LIFE_MS, Math.round((length / kind.speed) * 1000));
    fish.push({ id: `${tick}-${index}`, kind, spawnAt, durationMs, path: [start, c1, c2, end] });
  }
  return fish;
}

/** Where a fish is at time t (it may be outside the world before and after its life). */
export function fishPosition(fish: Fish, t: number): Point {
  const u = Math.min(1, Math.max(0, (t - fish.spawnAt) / fish.durationMs));
  const v = 1 - u;
  const [p0, p1, p2, p3] = fish.path;
  const a = v * v * v;
  const b = 3 * v * v * u;
  const c = 3 * v * u * u;
  const d = u * u * u;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

/** The direction of travel at time t (derivative of the path), for drawing. */
export function fishHeading(fish: Fish, t: number): Point {
  const u = Math.min(1, Math.max(0, (t - fish.spawnAt) / fish.durationMs));
  const v = 1 - u;
  const [p0, p1, p2, p3] = fish.path;
  const a = 3 * v * v;
  const b = 6 * v * u;
  const c = 3 * u * u;
  return {
    x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
    y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y),
  };
}

export function isAlive(fish: Fish, t: number): boolean {
  return t >= fish.spawnAt && t < fish.spawnAt + fish.durationMs;
}

/** Every fish alive at some moment of [from, to] (before removing captured ones). */
export function fishBetween(roomSeed: number, from: number, to: number): Fish[] {
  const firstTick = Math.floor((from - MAX_LIFE_MS) / SPAWN_TICK_MS);
  const lastTick = Math.floor(to / SPAWN_TICK_MS);
  const alive: Fish[] = [];
  for (let tick = firstTick; tick <= lastTick; tick++) {
    for (const fish of spawnsOfTick(roomSeed, tick)) {
      if (fish.spawnAt <= to && fish.spawnAt + fish.durationMs > from) alive.push(fish);
    }
  }
  return alive;
}

/** The fish alive at time t. */
export function fishAt(roomSeed: number, t: number): Fish[] {
  return fishBetween(roomSeed, t, t).filter((fish) => isAlive(fish, t));
}

/** One fish of a room by id (undefined when the id is not of this room's schedule). */
export function fishById(roomSeed: number, id: string): Fish | undefined {
  const match = /^(-?\d+)-(\d+)$/.exec(id);
  if (!match) return undefined;
  return spawnsOfTick(roomSeed, Number(match[1])).find((fish) => fish.id === id);
}
