import { choose, product, subsets } from '../combinatorics';
import { winChance } from './define-game';

/**
 * Straight, group-3 and group-6 bets on three digits 0–9, shared by SSC (front, middle and back
 * three) and LF (3D). Over the 1,000 equally likely triples a straight unit wins 1 time, a
 * group-3 unit 3 times ({d,d,s} in three orders), a group-6 unit 6 times (three distinct in six
 * orders). A leopard (three equal digits) wins neither group bet.
 */

/** Three digits in position order. */
export type Triple = readonly [number, number, number];

/** A straight unit is one digit per position. */
export type StraightUnit = [number, number, number];

/** A group-3 unit is an ordered pair: the digit that appears twice, then the digit that appears once. */
export type Group3Unit = [double: number, single: number];

/** A group-6 unit is three different digits, ascending. */
export type Group6Unit = [number, number, number];

/** One unit per tuple of the columns' digits. */
export function straightUnits(columns: readonly (readonly number[])[]): StraightUnit[] {
  return product(columns) as StraightUnit[];
}

/** Product of the column sizes. */
export function straightCombinations(columns: readonly (readonly number[])[]): number {
  return columns.reduce((acc, column) => acc * column.length, 1);
}

/** Wins when every position matches. */
export function straightWins(unit: StraightUnit, triple: Triple): boolean {
  return unit[0] === triple[0] && unit[1] === triple[1] && unit[2] === triple[2];
}

/** Every ordered pair of different chosen digits: n(n−1) units. */
export function group3Units(digits: readonly number[]): Group3Unit[] {
  return digits.flatMap((double) => digits.filter((single) => single !== double).map((single): Group3Unit => [double, single]));
}

/** n(n−1). */
export function group3Combinations(digits: readonly number[]): number {
  return digits.length * (digits.length - 1);
}

/** Wins when the triple is exactly {double, double, single} in any order. */
export function group3Wins([double, single]: Group3Unit, triple: Triple): boolean {
  const doubles = triple.filter((d) => d === double).length;
  const singles = triple.filter((d) => d === single).length;
  return doubles === 2 && singles === 1;
}

/** Every 3-subset of the chosen digits: C(n, 3) units. */
export function group6Units(digits: readonly number[]): Group6Unit[] {
  return subsets(
    [...digits].sort((a, b) => a - b),
    3,
  ) as Group6Unit[];
}

/** C(n, 3). */
export function group6Combinations(digits: readonly number[]): number {
  return choose(digits.length, 3);
}

/** Wins when the triple's digits are all different and are the unit's three. */
export function group6Wins(unit: Group6Unit, triple: Triple): boolean {
  const sorted = [...triple].sort((a, b) => a - b);
  return sorted[0] !== sorted[1] && sorted[1] !== sorted[2] && sorted.every((d, i) => d === unit[i]);
}

/** The chance of one unit of each three-digit bet. */
export const THREE_DIGIT_CHANCES = {
  straight: winChance(1, 1000),
  group3: winChance(3, 1000),
  group6: winChance(6, 1000),
};
