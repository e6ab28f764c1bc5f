import { describe, expect, it } from 'vitest';
import { handLabelKey, lastActionKey } from './hand-label';

describe('hand labels', () => {
  it("reads every game's labels", () => {
    expect(handLabelKey('Niu 8')).toEqual({ key: 'pvp.hands.niu_n', values: { n: '8' } });
    expect(handLabelKey('Niu niu')).toEqual({ key: 'pvp.hands.niu_niu', values: {} });
    expect(handLabelKey('No niu')?.key).toBe('pvp.hands.no_niu');
    expect(handLabelKey('Leopard')?.key).toBe('pvp.hands.leopard');
    expect(handLabelKey('Full house')?.key).toBe('pvp.hands.full_house');
    expect(handLabelKey('Shan 9')).toEqual({ key: 'pvp.hands.shan_n', values: { n: '9' } });
    expect(handLabelKey('5 points')).toEqual({ key: 'pvp.hands.points_n', values: { n: '5' } });
    expect(handLabelKey('Something new')).toBeNull();
  });

  it('names last moves with their values', () => {
    expect(lastActionKey({ type: 'grab', multiplier: 0 })).toEqual({ key: 'pvp.moves.grab_none', values: { multiplier: 0 } });
    expect(lastActionKey({ type: 'bet', multiplier: 3 })).toEqual({ key: 'pvp.moves.bet_x', values: { multiplier: 3 } });
    expect(lastActionKey({ type: 'raise', amount: '4.00' })).toEqual({ key: 'pvp.moves.raise_amount', values: { amount: '4.00' } });
    expect(lastActionKey({ type: 'compare', seat: 2 })).toEqual({ key: 'pvp.moves.compare_seat', values: { seat: 3 } });
    expect(lastActionKey({ type: 'fold' })).toEqual({ key: 'pvp.moves.fold', values: {} });
  });
});
