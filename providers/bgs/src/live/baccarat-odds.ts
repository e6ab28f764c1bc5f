import { handTotal, playCoup } from './baccarat-rules';

/**
 * The exact distribution of baccarat coups from a full shoe, by enumeration of the point values
 * dealt (value 0 has 16 cards a deck, 1–9 have 4): every sequence of values the rules deal, with
 * weight = the number of ordered ways to deal it from the shoe, extended to six cards so every
 * weight has the same denominator decks·52 × (decks·52 − 1) × … (6 factors). The weights stay
 * below 2^53, so plain numbers add them exactly.
 */
export type CoupClass = { outcome: 'B' | 'P' | 'T'; bankerTotal: number; playerTotal: number };
export type CoupDistribution = { classes: Map<string, { coup: CoupClass; weight: bigint }>; total: bigint };

class NeedCard extends Error {}

export function baccaratDistribution(decks: number): CoupDistribution {
  const counts = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const shoe = 52 * decks;
  const buckets = new Map<string, { coup: CoupClass; weight: number }>();
  let total = 0;
  const prefix: number[] = [];

  const visit = (weight: number): void => {
    let read = 0;
    let coup: { player: number[]; banker: number[] };
    try {
      coup = playCoup(() => {
        if (read >= prefix.length) throw new NeedCard();
        return prefix[read++] as number;
      });
    } catch (e) {
      if (!(e instanceof NeedCard)) throw e;
      for (let v = 0; v <= 9; v++) {
        const left = counts[v] as number;
        if (left === 0) continue;
        counts[v] = left - 1;
        prefix.push(v);
        visit(weight * left);
        prefix.pop();
        counts[v] = left;
      }
      return;
    }
    let w = weight;
    for (let k = prefix.length; k < 6; k++) w *= shoe - k;
    const p = handTotal(coup.player);
    const b = handTotal(coup.banker);
    const outcome = b > p ? 'B' : p > b ? 'P' : 'T';
    const key = `${outcome}${b}${p}`;
    const bucket = buckets.get(key) ?? { coup: { outcome, bankerTotal: b, playerTotal: p }, weight: 0 };
    bucket.weight += w;
    buckets.set(key, bucket);
    total += w;
  };
  visit(1);
  if (!Number.isSafeInteger(total)) throw new RangeError('baccarat enumeration overflowed');
  const classes = new Map<string, { coup: CoupClass; weight: bigint }>();
  for (const [key, { coup, weight }] of buckets) classes.set(key, { coup, weight: BigInt(weight) });
  return { classes, total: BigInt(total) };
}
