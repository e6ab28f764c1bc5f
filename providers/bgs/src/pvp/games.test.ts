import { describe, expect, it } from 'vitest';
import { parseCards } from './cards';
import { isRuleError, type PvpMove, type PvpRules, type PvpStateBase } from './index';
import { niuNiu } from './niu-niu';
import { poker } from './poker';
import { shanKoeMee } from './shan-koe-mee';
import { zjh } from './zjh';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

function play<S extends PvpStateBase>(rules: PvpRules<S>, state: S, moves: [number, PvpMove][]): S {
  let s = state;
  for (const [seat, move] of moves) {
    const next = rules.act(s, seat, move);
    if (isRuleError(next)) throw new Error(`${seat} ${move.type}: ${next.reason}`);
    s = next;
  }
  return s;
}

describe('niu niu', () => {
  const dealt = (hands: string[]) => {
    const s = niuNiu.start({ seats: [0, 1, 2], base: 100n, rakeBps: 500, seed: SEED, clientSeed: 'test', nonce: 1 });
    hands.forEach((h, i) => {
      s.cards[i] = parseCards(h);
    });
    return s;
  };

  it('gives the bank to the highest grab and pays each player against it', () => {
    const s = play(niuNiu, dealt(['Ks Qh 5c 3d 2s', 'Ks 10h Jc 3d 5s', '3s 7h 10c 4d 2h']), [
      [0, { type: 'grab', multiplier: 2 }],
      [1, { type: 'grab', multiplier: 1 }],
      [2, { type: 'grab', multiplier: 0 }],
      [1, { type: 'bet', multiplier: 3 }],
      [2, { type: 'bet', multiplier: 1 }],
      [0, { type: 'show' }],
      [1, { type: 'show' }],
      [2, { type: 'show' }],
    ]);
    expect(s.banker).toBe(0);
    expect(s.finished).toBe(true);
    expect(s.labels.slice(0, 3)).toEqual(['Niu niu', 'Niu 8', 'Niu 6']);
    // The bank's niu niu (×3) beats both: 1.00 × 2 × 3 × 3 and 1.00 × 2 × 1 × 3.
    const { returns, rake } = niuNiu.settle(s);
    expect(rake).toBe(((1800n + 600n) * 500n) / 10_000n);
    expect(returns[1]).toBe((s.stakes[1] as bigint) - 1800n);
    expect(returns[2]).toBe((s.stakes[2] as bigint) - 600n);
    expect(returns[0]).toBe((s.stakes[0] as bigint) + 2400n - 120n);
  });

  it('breaks a grab tie, and a round of no grabs, by the seed order', () => {
    const tie = play(niuNiu, dealt(['As 2h 4c 6d 9s', 'Ks 10h Jc 3d 5s', '3s 7h 10c 4d 2h']), [
      [0, { type: 'grab', multiplier: 2 }],
      [1, { type: 'grab', multiplier: 2 }],
      [2, { type: 'grab', multiplier: 1 }],
    ]);
    expect(tie.banker).toBe(tie.order.find((i) => i === 0 || i === 1));
    const none = play(niuNiu, dealt(['As 2h 4c 6d 9s', 'Ks 10h Jc 3d 5s', '3s 7h 10c 4d 2h']), [
      [0, { type: 'grab', multiplier: 0 }],
      [1, { type: 'grab', multiplier: 0 }],
      [2, { type: 'grab', multiplier: 0 }],
    ]);
    expect(none.banker).toBe(none.order.find((i) => i <= 2));
    expect(none.bankerMultiplier).toBe(1);
    expect(niuNiu.act(none, none.banker as number, { type: 'bet', multiplier: 1 })).toMatchObject({ error: 'pvp_not_your_turn' });
  });

  it('shows a player four of its five cards until the show', () => {
    const s = dealt(['As 2h 4c 6d 9s', 'Ks 10h Jc 3d 5s', '3s 7h 10c 4d 2h']);
    const v = niuNiu.view(s, 1);
    expect(v.seats[1]?.cards.filter((c) => c !== null)).toHaveLength(4);
    expect(v.seats[0]?.cards.every((c) => c === null)).toBe(true);
  });
});

describe('zjh', () => {
  it('charges a seen player double, settles a compare, and gives the last player the pot', () => {
    let s = zjh.start({ seats: [0, 3], base: 100n, rakeBps: 0, seed: SEED, clientSeed: 'test', nonce: 2 });
    s.cards[0] = parseCards('As Ah Ac');
    s.cards[3] = parseCards('Ks Qd 2c');
    const first = s.turn[0] as number;
    const second = first === 0 ? 3 : 0;
    s = play(zjh, s, [
      [first, { type: 'see' }],
      [first, { type: 'call' }],
      [second, { type: 'raise', amount: 300n }],
      [first, { type: 'compare', seat: second }],
    ]);
    expect(s.stakes[first]).toBe(100n + 200n + 600n);
    expect(s.stakes[second]).toBe(100n + 300n);
    expect(s.finished).toBe(true);
    expect(s.winners).toEqual([0]);
    expect(zjh.settle(s).returns[0]).toBe((s.stakes[0] as bigint) + (s.stakes[3] as bigint));
    expect(zjh.act(s, 0, { type: 'call' })).toMatchObject({ error: 'pvp_not_your_turn' });
  });

  it('refuses a raise outside its bounds', () => {
    const s = zjh.start({ seats: [0, 1], base: 100n, rakeBps: 0, seed: SEED, clientSeed: 'test', nonce: 3 });
    const seat = s.turn[0] as number;
    expect(zjh.act(s, seat, { type: 'raise', amount: 150n })).toMatchObject({ error: 'pvp_action_invalid' });
    expect(zjh.act(s, seat, { type: 'raise', amount: 1100n })).toMatchObject({ error: 'pvp_action_invalid' });
  });
});

describe('shan koe mee', () => {
  it('pays a player Shan double and a banker win single, pushes ties', () => {
    let s = shanKoeMee.start({ seats: [0, 1, 2, 3], base: 100n, rakeBps: 0, seed: SEED, clientSeed: 'test', nonce: 4 });
    const banker = s.banker;
    const others = [0, 1, 2, 3].filter((i) => i !== banker) as [number, number, number];
    s.cards[banker] = parseCards('4s 3h'); // 7
    s.cards[others[0]] = parseCards('4c 5d'); // Shan 9
    s.cards[others[1]] = parseCards('2c 3d'); // 5, draws a 2 → 7: push
    s.spare[others[1]] = parseCards('2h')[0] as number;
    s.cards[others[2]] = parseCards('Kc 3s'); // 3
    expect(s.stakes[banker]).toBe(3000n);
    s = play(shanKoeMee, s, [
      [others[0], { type: 'bet', amount: 500n }],
      [others[1], { type: 'bet', amount: 200n }],
      [others[2], { type: 'bet', amount: 100n }],
    ]);
    expect(s.phase).toBe('draw');
    expect(s.turn).not.toContain(others[0]);
    s = play(shanKoeMee, s, [
      [others[1], { type: 'draw' }],
      [others[2], { type: 'stand' }],
      [banker, { type: 'stand' }],
    ]);
    expect(s.finished).toBe(true);
    const { returns } = shanKoeMee.settle(s);
    expect(returns[others[0]]).toBe(1000n + 1000n);
    expect(returns[others[1]]).toBe(400n);
    expect(returns[others[2]]).toBe(200n - 100n);
    expect(returns[banker]).toBe(3000n - 1000n + 100n);
  });
});

describe('poker', () => {
  it('runs a fixed-limit round to a showdown', () => {
    let s = poker.start({ seats: [1, 2, 5], base: 100n, rakeBps: 1000, seed: SEED, clientSeed: 'test', nonce: 5 });
    s.cards[1] = parseCards('9s 9h 9c 9d 2s');
    s.cards[2] = parseCards('As Kh 8c 4d 2s');
    s.cards[5] = parseCards('7s 7h 5c 5d As');
    const order: number[] = [];
    for (let k = 0, seat = s.turn[0] as number; k < 3; k++, seat = [1, 2, 5][([1, 2, 5].indexOf(seat) + 1) % 3] as number) order.push(seat);
    const [x, y, z] = order as [number, number, number];
    expect(poker.act(s, x, { type: 'call' })).toMatchObject({ error: 'pvp_action_invalid' });
    s = play(poker, s, [
      [x, { type: 'bet' }],
      [y, { type: 'raise' }],
      [z, { type: 'fold' }],
      [x, { type: 'call' }],
    ]);
    expect(s.finished).toBe(true);
    expect(s.stakes[x]).toBe(500n);
    expect(s.stakes[y]).toBe(500n);
    // Four nines beat two pair beat ace high; the folded seat cannot win.
    expect(s.winners).toEqual([z === 1 ? 5 : 1]);
    const { returns, rake } = poker.settle(s);
    expect(returns.reduce((a, b) => a + b, 0n) + rake).toBe(1100n);
  });

  it('checks on a time-out when nothing is owed, folds when something is', () => {
    const s = poker.start({ seats: [0, 1], base: 100n, rakeBps: 0, seed: SEED, clientSeed: 'test', nonce: 6 });
    const seat = s.turn[0] as number;
    expect(poker.timeoutAction(s, seat)).toEqual({ type: 'check' });
    const bet = play(poker, s, [[seat, { type: 'bet' }]]);
    expect(poker.timeoutAction(bet, bet.turn[0] as number)).toEqual({ type: 'fold' });
  });
});
