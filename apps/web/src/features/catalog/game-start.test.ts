import { describe, expect, it } from 'vitest';
import { gameStartStep } from './game-start';

const slot = { vassalage: 'REFX', gameCode: 'classic-three-reels', isGame: true, freePlay: false };
const member = { token: 'tok', isTrial: false };
const trial = { token: 'tok', isTrial: true };

describe('gameStartStep (spec §4 "Game start")', () => {
  it('asks a guest to log in before anything else', () => {
    expect(gameStartStep(slot, { token: null, isTrial: false })).toEqual({ kind: 'login' });
    expect(gameStartStep({ ...slot, vassalage: 'TCG_SEA' }, { token: null, isTrial: false })).toEqual({ kind: 'login' });
  });

  it('refuses a trial account a real-money game, but lets it play a free-play vendor with play money', () => {
    expect(gameStartStep(slot, trial)).toEqual({ kind: 'trial' });
    expect(gameStartStep({ ...slot, freePlay: true }, trial)).toEqual({ kind: 'launch' });
  });

  it('sends lottery vendors to their pages with the game code', () => {
    expect(gameStartStep({ ...slot, vassalage: 'TCG_LOTTO_VN', gameCode: 'khanh-hoa-vip' }, member)).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=khanh-hoa-vip',
    });
    expect(gameStartStep({ ...slot, vassalage: 'TCG_SEA', gameCode: 'a b' }, member)).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=a%20b',
    });
    expect(gameStartStep({ ...slot, vassalage: 'LOTT', gameCode: 'ssc' }, member)).toEqual({ kind: 'route', to: '/lottery?gameCode=ssc' });
    expect(gameStartStep({ ...slot, vassalage: 'ELOTT', gameCode: 'hash' }, member)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=hash',
    });
  });

  it('opens the vendor game list for a vendor-type entry and launches everything else', () => {
    expect(gameStartStep({ ...slot, isGame: false, gameCode: 'lobby' }, member)).toEqual({ kind: 'vendorGames' });
    expect(gameStartStep(slot, member)).toEqual({ kind: 'launch' });
  });

  it('sends in-house live tables and card rooms to their room lists, blackjack to its game page', () => {
    const bgs = { ...slot, vassalage: 'BGS' };
    expect(gameStartStep({ ...bgs, gameCode: 'baccarat' }, member)).toEqual({ kind: 'route', to: '/live?game=baccarat' });
    expect(gameStartStep({ ...bgs, gameCode: 'niu-niu' }, member)).toEqual({ kind: 'route', to: '/pvp?game=niu-niu' });
    expect(gameStartStep({ ...bgs, gameCode: 'blackjack' }, member)).toEqual({ kind: 'launch' });
    expect(gameStartStep({ ...bgs, gameCode: 'baccarat' }, trial)).toEqual({ kind: 'trial' });
  });

  it('does not take inherited object keys for lottery vendors', () => {
    expect(gameStartStep({ ...slot, vassalage: 'constructor' }, member)).toEqual({ kind: 'launch' });
  });
});
