import { LOTTERY_VENDOR_ROUTES } from '@fortuna/shared';
import { DEMO_VENDORS } from './catalog';

/**
 * Vendors the demo connects to the reference vendor (providers/reference): every vendor but the
 * in-house BGS and the lottery vendors, which route to the portal's own lottery pages.
 */
export const DEMO_REFERENCE_VENDORS: readonly string[] = DEMO_VENDORS.map((v) => v.code).filter(
  (code) => code !== 'BGS' && !Object.hasOwn(LOTTERY_VENDOR_ROUTES, code),
);

/**
 * Players whose rounds fill the demo's winner board. They play real rounds through the
 * protocol at seed time, with money from a seeded deposit: every balance is ledger posts.
 */
export const DEMO_GAME_PLAYERS: readonly { username: string; nickname: string }[] = [
  { username: 'lucky7mm', nickname: 'Lucky Seven' },
  { username: 'mingalar88', nickname: 'Mingalar' },
  { username: 'goldenlotus', nickname: 'Golden Lotus' },
  { username: 'yangonking', nickname: 'Yangon King' },
  { username: 'tigerpaw99', nickname: 'Tiger Paw' },
  { username: 'jadeqiu', nickname: 'Jade' },
  { username: 'rubyrain', nickname: 'Ruby Rain' },
  { username: 'mandalay21', nickname: 'Mandalay' },
  { username: 'happyfish', nickname: 'Happy Fish' },
  { username: 'baganstar', nickname: 'Bagan Star' },
  { username: 'dragoneye', nickname: 'Dragon Eye' },
  { username: 'moonriver', nickname: 'Moon River' },
];

/** What each of them deposits (minor units) and the bets they place (major units). */
export const DEMO_PLAYER_DEPOSIT = 5_000_000n;
export const DEMO_PLAYER_BETS: readonly bigint[] = [10n, 20n, 50n, 100n, 200n, 500n];
/** Seeding stops once this many rounds paid something (or after DEMO_MAX_SPINS). */
export const DEMO_WINNING_ROUNDS = 24;
export const DEMO_MAX_SPINS = 300;
