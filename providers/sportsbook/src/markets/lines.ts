import type { Outcome } from './types';

/**
 * Handicap and total lines, in integer quarters (−0.75 is −3).
 *
 * A whole line (−1, 2) can push; a half line (−0.5, 2.5) cannot; a quarter line (−0.25, −0.75, 2.25…)
 * is half the stake on each neighbouring half and whole line (−0.75 is half on −0.5, half on −1),
 * so it can half win or half lose. Settlement works on the bet's margin in quarters: the goals (or
 * maps) for the side backed minus those against, times 4, plus the handicap (or, for a total, the
 * total times 4 minus the line, turned round for under) — see lineOutcome.
 */

/** The lines each kind of line market accepts, in quarters; map lines are whole or half only. */
export const LINE_LIMITS = {
  ah: { min: -40, max: 40, quarters: true },
  fh_ah: { min: -20, max: 20, quarters: true },
  ou: { min: 1, max: 60, quarters: true },
  fh_ou: { min: 1, max: 30, quarters: true },
  mh: { min: -18, max: 18, quarters: false },
  tm: { min: 2, max: 18, quarters: false },
} as const;

/** A kind of market that has a line. */
export type LineKind = keyof typeof LINE_LIMITS;

/** Whether `lineQuarters` is a line the kind accepts (LINE_LIMITS). */
export function isValidLine(kind: LineKind, lineQuarters: number): boolean {
  const limits = LINE_LIMITS[kind];
  if (!Number.isInteger(lineQuarters) || lineQuarters < limits.min || lineQuarters > limits.max) return false;
  return limits.quarters || lineQuarters % 2 === 0;
}

/** How a line's fraction is written, by its quarters beyond the whole number. */
const PART_QUARTERS = ['', '.25', '.5', '.75'] as const;

/** A line as keys write it: −3 → "-0.75", 2 → "0.5", 4 → "1", 0 → "0". */
export function formatLine(lineQuarters: number): string {
  const abs = Math.abs(lineQuarters);
  const whole = Math.floor(abs / 4);
  return `${lineQuarters < 0 ? '-' : ''}${whole}${PART_QUARTERS[abs % 4]}`;
}

/** The quarters of a line written as formatLine writes it, or null for any other text ("+1", "-0", "0.50", "1.0"). */
export function parseLine(text: string): number | null {
  const match = /^(-?)(0|[1-9]\d?)(\.25|\.5|\.75)?$/.exec(text);
  if (!match) return null;
  const quarters = Number(match[2]) * 4 + (PART_QUARTERS as readonly string[]).indexOf(match[3] ?? '');
  if (match[1] === '-' && quarters === 0) return null;
  return match[1] === '-' ? -quarters : quarters;
}

/**
 * The outcome of a line bet from its margin in quarters: 4 × (for − against) + handicap quarters.
 * Even margin (whole or half line): above 0 wins, 0 pushes, below 0 loses. Odd margin (quarter
 * line): the two halves sit at margin − 1 and margin + 1, so 1 is half win (push and win), −1 half
 * loss (lose and push), and anything further out wins or loses both halves.
 */
export function lineOutcome(marginQuarters: number): Outcome {
  if (marginQuarters % 2 === 0) return marginQuarters > 0 ? 'win' : marginQuarters < 0 ? 'lose' : 'push';
  if (marginQuarters === 1) return 'half_win';
  if (marginQuarters === -1) return 'half_loss';
  return marginQuarters > 0 ? 'win' : 'lose';
}
