/**
 * What the web draws of a dealt result. The maths returns each game's own JSON (cards, dice, a
 * number, beans, coins); this reads it by shape rather than by one fixed layout, so a field the
 * web does not know is still drawn: card arrays as cards, dice arrays as dice, and so on.
 */
export type ResultPart =
  | { kind: 'cards'; name: string; cards: number[]; points?: number }
  | { kind: 'dice'; name: string; dice: number[] }
  | { kind: 'number'; name: string; value: number }
  | { kind: 'coins'; name: string; red: boolean[] }
  /** Fish prawn crab: the dice's symbols by their spot codes (fish, prawn …). */
  | { kind: 'symbols'; name: string; symbols: string[] };

/** Fish prawn crab's die faces 1…6 (providers/bgs/src/live/fish-prawn-crab.ts FPC_SYMBOLS). */
export const FPC_FACES = ['fish', 'prawn', 'crab', 'rooster', 'gourd', 'stag'] as const;

const CARD_GAMES = new Set(['baccarat', 'dragon-tiger']);
const DICE_GAMES = new Set(['sic-bo', 'fish-prawn-crab']);

const isInts = (v: unknown, lo: number, hi: number): v is number[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => Number.isInteger(x) && x >= lo && x <= hi);

function coins(value: unknown): boolean[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (value.every((x) => typeof x === 'boolean')) return value as boolean[];
  if (value.every((x) => x === 'red' || x === 'white' || x === 'R' || x === 'W')) return value.map((x) => x === 'red' || x === 'R');
  return null;
}

function points(record: Record<string, unknown>, name: string): number | undefined {
  for (const key of [`${name}Points`, `${name}Total`, `${name}Value`, `${name}_points`]) {
    const v = record[key];
    if (typeof v === 'number') return v;
  }
  const totals = record.points ?? record.totals;
  if (totals && typeof totals === 'object' && typeof (totals as Record<string, unknown>)[name] === 'number') {
    return (totals as Record<string, number>)[name];
  }
  return undefined;
}

/** The parts of a result to draw, in the result's own field order. */
export function resultParts(game: string, result: unknown): ResultPart[] {
  if (result === null || result === undefined) return [];
  if (typeof result === 'number' && Number.isInteger(result)) return [{ kind: 'number', name: 'number', value: result }];
  if (Array.isArray(result)) return resultParts(game, { result });
  if (typeof result !== 'object') return [];
  const record = result as Record<string, unknown>;
  const parts: ResultPart[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (CARD_GAMES.has(game)) {
      if (isInts(value, 0, 51)) parts.push({ kind: 'cards', name, cards: value, points: points(record, name) });
      else if (Number.isInteger(value) && (name === 'dragon' || name === 'tiger') && (value as number) <= 51) {
        parts.push({ kind: 'cards', name, cards: [value as number] });
      }
      continue;
    }
    if (game === 'fish-prawn-crab' && isInts(value, 1, 6)) {
      parts.push({ kind: 'symbols', name, symbols: value.map((d) => FPC_FACES[d - 1] as string) });
      continue;
    }
    if (DICE_GAMES.has(game) || game === 'se-die') {
      if (isInts(value, 1, 6) && (game !== 'se-die' || name.startsWith('dice'))) {
        parts.push({ kind: 'dice', name, dice: value });
        continue;
      }
    }
    const coinList = coins(value);
    if (coinList) {
      parts.push({ kind: 'coins', name, red: coinList });
      continue;
    }
    if (game === 'roulette' || game === 'fan-tan') {
      if (typeof value === 'number' && Number.isInteger(value)) parts.push({ kind: 'number', name, value });
    }
  }
  return parts;
}

/** "Qh" → rank and suit symbol, red for hearts and diamonds. */
export function cardFace(text: string): { rank: string; suit: string; red: boolean } {
  const suitLetter = text.slice(-1);
  const suit = { s: '♠', h: '♥', c: '♣', d: '♦' }[suitLetter] ?? suitLetter;
  return { rank: text.slice(0, -1), suit, red: suitLetter === 'h' || suitLetter === 'd' };
}
