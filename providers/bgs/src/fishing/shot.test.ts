import { describe, expect, it } from 'vitest';
import { fishKind } from './kinds';
import {
  type Fish,
  fishAt,
  fishBetween,
  fishById,
  fishPosition,
  isAlive,
  MAX_LIFE_MS,
  SPAWN_TICK_MS,
  seedFromText,
  spawnsOfTick,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from './schedule';
import { angleTowards, BULLET_SPEED, bulletPosition, cannonPosition, MAX_FLIGHT_MS, resolveShot } from './shot';

const ROOM = seedFromText('room-seed-1');
const T0 = 1_790_000_000_000; // a fixed room time (ms)

function visible(fish: Fish, t: number): boolean {
  const p = fishPosition(fish, t);
  return p.x > 100 && p.x < WORLD_WIDTH - 100 && p.y > 100 && p.y < WORLD_HEIGHT - 200;
}

describe('the fish schedule', () => {
  it('is a pure function of the room seed and time', () => {
    expect(spawnsOfTick(ROOM, 42)).toEqual(spawnsOfTick(ROOM, 42));
    expect(fishAt(ROOM, T0)).toEqual(fishAt(ROOM, T0));
    expect(fishAt(ROOM, T0).map((f) => f.id)).not.toEqual(fishAt(seedFromText('room-seed-2'), T0).map((f) => f.id));
  });

  it('spawns 1–3 fish per tick within the tick, each living at most MAX_LIFE_MS', () => {
    for (let tick = 0; tick < 500; tick++) {
      const fish = spawnsOfTick(ROOM, tick);
      expect(fish.length).toBeGreaterThanOrEqual(1);
      expect(fish.length).toBeLessThanOrEqual(3);
      for (const one of fish) {
        expect(one.spawnAt).toBeGreaterThanOrEqual(tick * SPAWN_TICK_MS);
        expect(one.spawnAt).toBeLessThan((tick + 1) * SPAWN_TICK_MS);
        expect(one.durationMs).toBeLessThanOrEqual(MAX_LIFE_MS);
        expect(fishById(ROOM, one.id)).toEqual(one);
      }
    }
  });

  it('keeps a sea of fish on screen, swimming in from outside and out again', () => {
    const now = fishAt(ROOM, T0);
    expect(now.length).toBeGreaterThan(8);
    for (const fish of now) expect(isAlive(fish, T0)).toBe(true);
    const some = now[0] as Fish;
    const start = fishPosition(some, some.spawnAt);
    expect(start.x < 0 || start.x > WORLD_WIDTH).toBe(true);
    // Every fish alive at T0 is among those listed for a window containing T0.
    const ids = new Set(fishBetween(ROOM, T0 - 5000, T0 + 5000).map((f) => f.id));
    for (const fish of now) expect(ids.has(fish.id)).toBe(true);
  });
});

describe('a shot', () => {
  it('hits a fish it is aimed straight at', () => {
    const seat = 1;
    const target = fishAt(ROOM, T0).find((fish) => visible(fish, T0)) as Fish;
    const result = resolveShot({ roomSeed: ROOM, seat, at: T0, angle: 0, targetId: target.id });
    expect(result.hit?.fish.id).toBe(target.id);
    expect(result.flightMs).toBeGreaterThan(0);
  });

  it('aimed by angle at the point where a fish is, hits that fish or one in the way', () => {
    const seat = 2;
    const target = fishAt(ROOM, T0).find((fish) => visible(fish, T0)) as Fish;
    const angle = angleTowards(cannonPosition(seat), fishPosition(target, T0));
    const result = resolveShot({ roomSeed: ROOM, seat, at: T0, angle });
    expect(result.hit).not.toBeNull();
    // The bullet is at the fish's circle when it hits.
    const hit = result.hit as NonNullable<typeof result.hit>;
    const bullet = bulletPosition(seat, angle, result.flightMs);
    const dx = bullet.x - hit.point.x;
    const dy = bullet.y - hit.point.y;
    expect(Math.sqrt(dx * dx + dy * dy)).toBeLessThanOrEqual(hit.fish.kind.radius + 8 + 1e-9);
  });

  it('misses when no fish is in the sea (every fish captured): credit 0 follows', () => {
    const everyone = new Set(fishBetween(ROOM, T0, T0 + MAX_FLIGHT_MS).map((f) => f.id));
    const result = resolveShot({ roomSeed: ROOM, seat: 0, at: T0, angle: 0.3, captured: everyone });
    expect(result.hit).toBeNull();
  });

  it('never hits a captured fish, and a locked target that is gone falls back to the angle', () => {
    const target = fishAt(ROOM, T0).find((fish) => visible(fish, T0)) as Fish;
    const result = resolveShot({ roomSeed: ROOM, seat: 1, at: T0, angle: 0, targetId: target.id, captured: new Set([target.id]) });
    expect(result.hit?.fish.id).not.toBe(target.id);
  });

  it('bounces off the side walls and the top', () => {
    const seat = 3;
    const far = bulletPosition(seat, 1.2, 2000);
    expect(far.x).toBeGreaterThanOrEqual(0);
    expect(far.x).toBeLessThanOrEqual(WORLD_WIDTH);
    const up = bulletPosition(0, 0, ((WORLD_HEIGHT + 100) / BULLET_SPEED) * 1000);
    expect(up.y).toBeGreaterThan(0);
  });

  it('hits often enough to play: most random shots in a busy sea hit something', () => {
    let hits = 0;
    for (let i = 0; i < 200; i++) {
      const r = resolveShot({ roomSeed: ROOM, seat: i % 4, at: T0 + i * 377, angle: ((i * 0.37) % 2.6) - 1.3 });
      if (r.hit) hits++;
    }
    expect(hits).toBeGreaterThan(120);
    expect(fishKind('golden-dragon').multiplier).toBe(300);
  });
});
