import { bulletCost, CANNON_LEVELS, clampAngle, seedFromText } from '@fortuna/bgs/fishing';
import { type FishingJoined, type FishingShot, formatMinor } from '@fortuna/shared';
import { useCallback, useRef, useState } from 'react';
import { newRequestId } from '../../../../lib/request-id';
import { fireShot } from './fishing-api';
import type { SeaModel } from './sea-canvas';

/** The browser fires at most this often (the server allows 5 shots a second). */
export const FIRE_INTERVAL_MS = 220;
const KEEP_BULLETS = 40;
const KEEP_EFFECTS = 24;

export type ShotOutcome = FishingShot & { mine: boolean };

type Options = {
  /** A shot of mine came back (the balance changed). */
  onMine(shot: FishingShot): void;
  /** A shot of mine was refused or lost: the error as thrown (an ApiError carries its code and values, e.g. a limit's `remaining`). */
  onError(error: unknown): void;
  /** Text of a capture for the floating label (the win amount). */
  captureText(shot: Omit<FishingShot, 'balance'>): string;
};

/**
 * The game's state that changes every frame lives in a ref the canvas reads (no re-render per
 * frame); React state holds only what the chrome shows (level, angle for the keyboard, counters).
 */
export function useReefGame(options: Options) {
  const model = useRef<SeaModel>({
    roomSeed: 0,
    offset: 0,
    captured: new Map(),
    seats: [],
    bullets: [],
    effects: [],
    targetId: null,
    mySeat: null,
    lockOnTap: false,
  });
  const [level, setLevelState] = useState(1);
  const [inFlight, setInFlight] = useState(0);
  const levelRef = useRef(1);
  const angleRef = useRef(0);
  const lastFire = useRef(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setLevel = useCallback((next: number) => {
    const clamped = Math.min(CANNON_LEVELS.length, Math.max(1, next));
    levelRef.current = clamped;
    setLevelState(clamped);
    const state = model.current;
    state.seats = state.seats.map((seat) => (seat.mine ? { ...seat, level: clamped } : seat));
  }, []);

  const setAngle = useCallback((angle: number) => {
    angleRef.current = clampAngle(angle);
    const state = model.current;
    state.seats = state.seats.map((seat) => (seat.mine ? { ...seat, angle: angleRef.current } : seat));
  }, []);

  /** A shot resolved by the server (mine or another player's): its bullet and, when it lands, the capture. */
  const showShot = useCallback((shot: Omit<FishingShot, 'balance'>, mine: boolean) => {
    const state = model.current;
    if (state.bullets.some((bullet) => bullet.id === shot.roundCode)) return;
    state.bullets = [
      ...state.bullets.slice(-KEEP_BULLETS),
      { id: shot.roundCode, seat: shot.seat, angle: shot.angle, firedAt: shot.at, flightMs: shot.flightMs, level: shot.level },
    ];
    if (!mine)
      state.seats = state.seats.map((seat) => (seat.seat === shot.seat ? { ...seat, angle: shot.angle, level: shot.level } : seat));
    if (shot.fish && shot.captured) {
      const landsAt = shot.at + shot.flightMs;
      state.captured = new Map(state.captured).set(shot.fish.id, landsAt);
      state.effects = [
        ...state.effects.slice(-KEEP_EFFECTS),
        {
          id: shot.roundCode,
          x: 0,
          y: 0,
          at: landsAt,
          text: optionsRef.current.captureText(shot),
          big: shot.fish.multiplier >= 30,
          fishId: shot.fish.id,
          mine,
        },
      ];
    }
  }, []);

  const onJoined = useCallback((joined: FishingJoined, offset: number) => {
    const state = model.current;
    state.roomSeed = seedFromText(joined.room.seed);
    state.offset = offset;
    state.mySeat = joined.seat;
    const now = Date.now() + offset;
    state.captured = new Map(joined.captured.map((id) => [id, now - 10_000]));
    state.seats = joined.room.seats.map((seat) => ({
      seat: seat.seat,
      level: seat.mine ? levelRef.current : seat.level,
      angle: seat.mine ? angleRef.current : 0,
      mine: seat.mine,
      taken: true,
    }));
  }, []);

  /** Fires one bullet now (or does nothing while the cannon reloads); resolves with the shot or null. */
  const fire = useCallback(
    async (roomId: number): Promise<FishingShot | null> => {
      const local = Date.now();
      if (local - lastFire.current < FIRE_INTERVAL_MS) return null;
      lastFire.current = local;
      const state = model.current;
      setInFlight((n) => n + 1);
      try {
        const shot = await fireShot({
          requestId: newRequestId(),
          roomId,
          level: levelRef.current,
          angle: angleRef.current,
          targetId: state.lockOnTap ? state.targetId : null,
          at: local + state.offset,
        });
        showShot(shot, true);
        optionsRef.current.onMine(shot);
        return shot;
      } catch (error) {
        optionsRef.current.onError(error);
        return null;
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [showShot],
  );

  const bullet = formatMinor(bulletCost(level), 2);
  return { model, level, setLevel, setAngle, angleRef, fire, showShot, onJoined, bullet, inFlight };
}
