import type { PvpSeatView } from '@fortuna/shared';

/**
 * The server names a shown hand in English (providers/bgs/src/pvp: "Niu 8", "Pair", "Shan 9",
 * "5 points"); the page shows it in the reader's language through `pvp.hands.<key>`. A label it
 * does not know is shown as the server wrote it.
 */
const FIXED: Record<string, string> = {
  'No niu': 'no_niu',
  'Niu niu': 'niu_niu',
  'Five small': 'five_small',
  Bomb: 'bomb',
  'Five face': 'five_face',
  'High card': 'high_card',
  Pair: 'pair',
  'Two pair': 'two_pair',
  'Three of a kind': 'three_kind',
  Straight: 'straight',
  Flush: 'flush',
  'Full house': 'full_house',
  'Four of a kind': 'four_kind',
  'Straight flush': 'straight_flush',
  Leopard: 'leopard',
};

/** The text key and values of a hand label, or null when the label is unknown. */
export function handLabelKey(label: string): { key: string; values: Record<string, string> } | null {
  const fixed = FIXED[label];
  if (fixed) return { key: `pvp.hands.${fixed}`, values: {} };
  let m = /^Niu (\d)$/.exec(label);
  if (m) return { key: 'pvp.hands.niu_n', values: { n: m[1] as string } };
  m = /^Shan (\d)$/.exec(label);
  if (m) return { key: 'pvp.hands.shan_n', values: { n: m[1] as string } };
  m = /^(\d) points?$/.exec(label);
  if (m) return { key: 'pvp.hands.points_n', values: { n: m[1] as string } };
  return null;
}

/** The text key and values of a seat's last move (`pvp.moves.<type>`: "Grab ×3", "Raise 40.00", "Compare with seat 3"). */
export function lastActionKey(action: NonNullable<PvpSeatView['lastAction']>): { key: string; values: Record<string, string | number> } {
  const values: Record<string, string | number> = {};
  let suffix = '';
  if (action.multiplier !== undefined) {
    values.multiplier = action.multiplier;
    suffix = action.type === 'grab' && action.multiplier === 0 ? '_none' : '_x';
  } else if (action.amount !== undefined) {
    values.amount = action.amount;
    suffix = '_amount';
  } else if (action.seat !== undefined) {
    values.seat = action.seat + 1;
    suffix = '_seat';
  }
  return { key: `pvp.moves.${action.type}${suffix}`, values };
}
