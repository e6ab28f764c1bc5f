import { LIVE_GAME_CODES } from '@fortuna/bgs/live/pure';
import { PVP_GAME_CODES } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { BGS_LIVE_CODES, BGS_PVP_CODES, bgsPortalRoute, bgsPortalRouteOfUrl } from './game-host';

describe('in-house games the portal opens itself', () => {
  it('knows every live table and card room code', () => {
    expect([...BGS_LIVE_CODES]).toEqual([...LIVE_GAME_CODES]);
    expect([...BGS_PVP_CODES]).toEqual([...PVP_GAME_CODES]);
  });

  it('opens live codes on /live and card rooms on /pvp, and leaves blackjack and other games to the popup', () => {
    expect(bgsPortalRoute('BGS', 'baccarat')).toBe('/live?game=baccarat');
    expect(bgsPortalRoute('BGS', 'fish-prawn-crab')).toBe('/live?game=fish-prawn-crab');
    expect(bgsPortalRoute('BGS', 'niu-niu')).toBe('/pvp?game=niu-niu');
    expect(bgsPortalRoute('BGS', 'blackjack')).toBeNull();
    expect(bgsPortalRoute('BGS', 'dice')).toBeNull();
    expect(bgsPortalRoute('REF', 'baccarat')).toBeNull();
  });

  it('opens the house book’s games on their book page', () => {
    expect(bgsPortalRoute('FSB', 'sports')).toBe('/sports');
    expect(bgsPortalRoute('FSB', 'esports')).toBe('/esports');
    expect(bgsPortalRoute('FSB', 'cockfight')).toBe('/cockfight');
    expect(bgsPortalRoute('FSB', 'tennis')).toBeNull();
    expect(bgsPortalRoute('BGS', 'sports')).toBeNull();
    expect(bgsPortalRouteOfUrl('https://cdn.example/sports?token=t&vendor=FSB&game=cockfight&lang=en')).toBe('/cockfight');
    expect(bgsPortalRouteOfUrl('/sports?token=t&vendor=FSB&game=esports')).toBe('/esports');
    expect(bgsPortalRouteOfUrl('/sports?token=t&vendor=REF&game=sports')).toBeNull();
    expect(bgsPortalRouteOfUrl('/sportsbook?vendor=FSB&game=sports')).toBeNull();
  });

  it('reads the launch URL of a game started by id', () => {
    expect(bgsPortalRouteOfUrl('/embed/originals/roulette?launch=abc&lang=en')).toBe('/live?game=roulette');
    expect(bgsPortalRouteOfUrl('/embed/originals/zjh')).toBe('/pvp?game=zjh');
    expect(bgsPortalRouteOfUrl('/embed/originals/blackjack?launch=abc')).toBeNull();
    expect(bgsPortalRouteOfUrl('https://cdn.example/embed/originals/baccarat')).toBeNull();
  });
});
