import { REELS, type SlotMode, type SlotSymbol, type SlotTitle } from './types';

/** How many of each symbol a strip holds, in the order the strip builder prefers on ties. */
export type StripCounts = Readonly<Record<string, number>>;

/**
 * A strip from symbol counts, spread evenly by smooth weighted round robin: at each position every
 * symbol gains its count, the symbol with the most credit (the first listed on a tie) is placed and
 * pays the strip length. Deterministic, so a title's counts are its strips.
 */
export function buildStrip(counts: StripCounts): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const length = entries.reduce((sum, [, count]) => sum + count, 0);
  const credit = entries.map(() => 0);
  const strip: string[] = [];
  for (let position = 0; position < length; position++) {
    let best = 0;
    entries.forEach(([, count], i) => {
      credit[i] = (credit[i] as number) + count;
      if ((credit[i] as number) > (credit[best] as number)) best = i;
    });
    credit[best] = (credit[best] as number) - length;
    strip.push((entries[best] as [string, number])[0]);
  }
  return strip;
}

export type TitleSpec = Omit<SlotTitle, 'baseReels' | 'freeReels' | 'coins'> & {
  /** Symbol counts per reel of the base game and of free spins (five each). */
  baseCounts: readonly StripCounts[];
  freeCounts: readonly StripCounts[];
};

/** Coins of a mode: the line count, or 25 for ways. */
export function coinsOf(mode: SlotMode): number {
  return mode.kind === 'lines' ? mode.lines : 25;
}

/** A title from its counts: builds the ten strips and checks that every id on them is a symbol of the title. */
export function defineSlotTitle(spec: TitleSpec): SlotTitle {
  const { baseCounts, freeCounts, ...rest } = spec;
  const ids = new Set(spec.symbols.map((s: SlotSymbol) => s.id));
  for (const counts of [...baseCounts, ...freeCounts]) {
    for (const id of Object.keys(counts)) if (!ids.has(id)) throw new Error(`${spec.code}: unknown symbol ${id}`);
  }
  if (baseCounts.length !== REELS || freeCounts.length !== REELS) throw new Error(`${spec.code}: five reels each`);
  return { ...rest, coins: coinsOf(spec.mode), baseReels: baseCounts.map(buildStrip), freeReels: freeCounts.map(buildStrip) };
}
