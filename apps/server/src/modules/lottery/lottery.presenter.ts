import type { GameType } from '@fortuna/bgs/types';
import type { LotteryIssue } from '@fortuna/shared';
import type { IssueRow } from './lottery.repository';

const LOTTERY_TYPES = {
  ssc: 'SSC',
  pk10: 'PK10',
  '11x5': '11X5',
  lhc: 'LHC',
  lf: 'LF',
  sea4d: 'SEA4D',
  vn_north: 'VN_NORTH',
  vn_south: 'VN_SOUTH',
} as const satisfies Record<GameType, string>;

/** The spec's lottery type code of a game type. */
export function lotteryTypeOf(gameType: keyof typeof LOTTERY_TYPES): (typeof LOTTERY_TYPES)[keyof typeof LOTTERY_TYPES] {
  return LOTTERY_TYPES[gameType];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** An issue as the client sees it: the seed only once drawn. */
export function presentIssue(row: IssueRow): LotteryIssue {
  const drawn = row.status === 'drawn' || row.status === 'settled';
  return {
    numero: row.numero,
    status: row.status,
    opensAt: new Date(row.opens_at).toISOString(),
    closesAt: new Date(row.closes_at).toISOString(),
    drawsAt: new Date(row.draws_at).toISOString(),
    seedHash: row.seed_hash,
    result: drawn ? row.result : null,
    serverSeed: drawn ? row.server_seed : null,
    drawnAt: drawn ? iso(row.drawn_at) : null,
  };
}

/** A localized name: the language, else en, else any. */
export function nameIn(names: Record<string, string>, language: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? '';
}
