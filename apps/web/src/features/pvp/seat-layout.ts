/**
 * Where each seat sits round the table on screen. The member's own seat is always at the bottom
 * (slot 0) and the others follow clockwise in seat order, so everyone sees the table from their own
 * chair; a watcher sees seat 0 at the bottom.
 */

/** The slot (0 = bottom, then clockwise) of `seat` at a table of `seats` seats seen from `mySeat`. */
export function seatSlot(seat: number, seats: number, mySeat: number | null): number {
  const from = mySeat ?? 0;
  return (((seat - from) % seats) + seats) % seats;
}

/** A seat's place on the table as percentages of its box (x from the left, y from the top). */
export type SeatPlace = { seat: number; slot: number; x: number; y: number };

/**
 * Every seat's place on the table's ellipse: slot 0 straight below the centre, the next slots
 * clockwise (left of the bottom, then up the left side …) at equal angles. Rounded to 0.1 %.
 */
export function seatPlaces(seats: number, mySeat: number | null, radiusX = 42, radiusY = 40): SeatPlace[] {
  const places: SeatPlace[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const slot = seatSlot(seat, seats, mySeat);
    // Screen y grows downwards: 90° is straight down; adding angle turns clockwise on screen.
    const angle = Math.PI / 2 + (slot * 2 * Math.PI) / seats;
    const round = (n: number) => Math.round(n * 10) / 10;
    places.push({ seat, slot, x: round(50 + radiusX * Math.cos(angle)), y: round(50 + radiusY * Math.sin(angle)) });
  }
  return places;
}
