import { describe, expect, it } from 'vitest';
import { seatPlaces, seatSlot } from './seat-layout';

describe('seat layout', () => {
  it('puts the member at the bottom and the others clockwise in seat order', () => {
    expect([0, 1, 2, 3, 4, 5].map((seat) => seatSlot(seat, 6, 3))).toEqual([3, 4, 5, 0, 1, 2]);
    expect([0, 1, 2, 3, 4, 5].map((seat) => seatSlot(seat, 6, 0))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows a watcher seat 0 at the bottom', () => {
    expect(seatSlot(0, 6, null)).toBe(0);
    expect(seatSlot(5, 6, null)).toBe(5);
  });

  it('places slot 0 straight below the centre, slot 1 lower left, the opposite slot on top', () => {
    const places = seatPlaces(6, 2);
    const mine = places.find((p) => p.seat === 2);
    expect(mine).toMatchObject({ slot: 0, x: 50, y: 90 });
    const next = places.find((p) => p.seat === 3);
    expect(next?.slot).toBe(1);
    expect(next?.x).toBeLessThan(50);
    expect(next?.y).toBeGreaterThan(50);
    const opposite = places.find((p) => p.seat === 5);
    expect(opposite).toMatchObject({ slot: 3, x: 50, y: 10 });
  });

  it('spreads any number of seats and keeps them inside the box', () => {
    for (const seats of [2, 3, 4, 5, 6]) {
      const places = seatPlaces(seats, seats - 1);
      expect(new Set(places.map((p) => p.slot)).size).toBe(seats);
      for (const p of places) {
        expect(p.x).toBeGreaterThanOrEqual(8);
        expect(p.x).toBeLessThanOrEqual(92);
        expect(p.y).toBeGreaterThanOrEqual(10);
        expect(p.y).toBeLessThanOrEqual(90);
      }
    }
    expect(seatPlaces(2, 1).find((p) => p.seat === 0)).toMatchObject({ x: 50, y: 10 });
  });
});
