import { describe, expect, it } from 'vitest';
import { feltSections, rouletteNumber, rouletteRows } from './felt-layout';

describe('the felt offers every spot once', () => {
  it('puts baccarat main bets in player / tie / banker order and the rest aside', () => {
    const sections = feltSections('baccarat', ['banker', 'player', 'tie', 'banker_pair', 'player_pair']);
    expect(sections.map((s) => [s.key, s.spots])).toEqual([
      ['main', ['player', 'tie', 'banker']],
      ['side', ['banker_pair', 'player_pair']],
    ]);
  });

  it('groups sic bo spots and keeps unknown ones', () => {
    const spots = [
      'big',
      'small',
      'odd',
      'even',
      'total_4',
      'total_17',
      'triple_1',
      'any_triple',
      'double_2',
      'combo_1_2',
      'single_3',
      'mystery',
    ];
    const sections = feltSections('sic-bo', spots);
    expect(Object.fromEntries(sections.map((s) => [s.key, s.spots]))).toEqual({
      main: ['big', 'small', 'odd', 'even'],
      totals: ['total_4', 'total_17'],
      triples: ['triple_1', 'any_triple'],
      doubles: ['double_2'],
      combos: ['combo_1_2'],
      singles: ['single_3'],
      more: ['mystery'],
    });
    expect(sections.flatMap((s) => s.spots).sort()).toEqual([...spots].sort());
  });

  it('lays roulette numbers on the grid and the outside bets beside them', () => {
    const numbers = Array.from({ length: 37 }, (_, n) => `s_${n}`);
    const spots = [
      ...numbers,
      'sp_1_2',
      'st_1',
      'tr_0_1_2',
      'c_1_5',
      'ff',
      'l_1',
      'col_1',
      'dz_1',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'x',
    ];
    const sections = feltSections('roulette', spots);
    expect(sections.map((s) => s.key)).toEqual(['numbers', 'outside', 'inside', 'more']);
    expect(sections[0]?.spots).toHaveLength(37);
    expect(sections[1]?.spots).toEqual(['col_1', 'dz_1', 'red', 'black', 'odd', 'even', 'low', 'high']);
    expect(sections[2]?.spots).toEqual(['sp_1_2', 'st_1', 'tr_0_1_2', 'c_1_5', 'ff', 'l_1']);
    expect(rouletteNumber('s_7')).toBe(7);
    expect(rouletteNumber('straight_36')).toBe(36);
    expect(rouletteNumber('17')).toBe(17);
    expect(rouletteNumber('n0')).toBe(0);
    expect(rouletteNumber('37')).toBeNull();
    expect(rouletteNumber('dozen_1')).toBeNull();
    expect(rouletteRows()[0]?.slice(0, 3)).toEqual([3, 6, 9]);
    expect(rouletteRows()[2]?.at(-1)).toBe(34);
  });

  it('groups fan tan and fish prawn crab, and shows a game without a layout as one grid', () => {
    const fanTan = feltSections('fan-tan', ['fan_1', 'nim_1_2', 'kwok_1_2', 'tong_1_2_3', 'ssh_1_2_3', 'odd', 'even']);
    expect(fanTan.map((s) => [s.key, s.spots.length])).toEqual([
      ['main', 3],
      ['nim', 1],
      ['kwok', 1],
      ['tong', 1],
      ['ssh', 1],
    ]);
    expect(feltSections('fish-prawn-crab', ['fish', 'pair_fish_crab']).map((s) => s.key)).toEqual(['main', 'pairs']);
    expect(feltSections('se-die', ['even', 'red_4'])).toEqual([{ key: 'spots', spots: ['even', 'red_4'], layout: 'grid' }]);
  });
});
