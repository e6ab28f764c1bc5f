import type { Schedule } from '@fortuna/bgs/engine';

/**
 * The regional lotteries' real draw calendars (issue #7), by the English name of the catalogue
 * word (seed/data/game-words.ts). Days: 0 Sunday … 6 Saturday.
 */

/** Vietnam's clock (UTC+07:00) and Malaysia's and Singapore's (UTC+08:00). */
const VIETNAM = 420;
const MALAYSIA = 480;

/** Each province's draw days and region: the north draws at 18:15, the centre at 17:15, the south at 16:15. */
export const VN_PROVINCE_DRAWS: Readonly<Record<string, { region: 'north' | 'central' | 'south'; days: number[] }>> = {
  'Ha Noi': { region: 'north', days: [1, 4] },
  'Quang Ninh': { region: 'north', days: [2] },
  'Bac Ninh': { region: 'north', days: [3] },
  'Hai Phong': { region: 'north', days: [5] },
  'Nam Dinh': { region: 'north', days: [6] },
  'Thai Binh': { region: 'north', days: [0] },
  Hue: { region: 'central', days: [0, 1] },
  'Dak Lak': { region: 'central', days: [2] },
  'Da Nang': { region: 'central', days: [3, 6] },
  'Khanh Hoa': { region: 'central', days: [0, 3] },
  'Gia Lai': { region: 'central', days: [5] },
  'Ho Chi Minh': { region: 'south', days: [1, 6] },
  'Vung Tau': { region: 'south', days: [2] },
  'Ben Tre': { region: 'south', days: [2] },
  'Dong Nai': { region: 'south', days: [3] },
  'Can Tho': { region: 'south', days: [3] },
  'Tay Ninh': { region: 'south', days: [4] },
  'An Giang': { region: 'south', days: [4] },
  'Binh Duong': { region: 'south', days: [5] },
  'Long An': { region: 'south', days: [6] },
  'Kien Giang': { region: 'south', days: [0] },
};

const VN_TIME = { north: '18:15', central: '17:15', south: '16:15' } as const;

/** A province's weekly draw on Vietnam's clock. */
export function vnProvinceSchedule(province: string): { gameType: 'vn_north' | 'vn_south'; schedule: Schedule } | undefined {
  const draw = VN_PROVINCE_DRAWS[province];
  if (!draw) return undefined;
  return {
    gameType: draw.region === 'north' ? 'vn_north' : 'vn_south',
    schedule: { kind: 'weekly', days: draw.days, time: VN_TIME[draw.region], utcOffsetMinutes: VIETNAM },
  };
}

/** The 4D operators' draws: Wednesday, Saturday and Sunday at 19:00 Malaysian time; Cambodia every day at 18:00 (UTC+07:00). */
export function sea4dSchedule(operator: string): Schedule {
  if (operator === 'Cambodia') return { kind: 'daily', times: ['18:00'], utcOffsetMinutes: VIETNAM };
  return { kind: 'weekly', days: [3, 6, 0], time: '19:00', utcOffsetMinutes: MALAYSIA };
}

/** Betting on a daily or weekly regional draw closes this long before it (the fast draws close as the in-house ones do). */
export const REGIONAL_CLOSE_SECONDS = 600;

/** The fast draws run on this clock. */
export const EXPRESS_OFFSET_MINUTES = VIETNAM;
