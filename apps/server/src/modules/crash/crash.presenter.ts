import { formatMultiplier } from '@fortuna/bgs/crash';
import { type CrashGameView, type CrashMyBet, type CrashPublicBet, formatMinor } from '@fortuna/shared';
import { maskAccount } from '../game-launch/game-launch.presenter';
import type { BetRow, GameRow } from './crash.repository';
import { crashIds } from './crash-settings';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The game as everyone sees it: the crash point and hash stay hidden until the crash. */
export function presentGame(game: GameRow, now: Date): CrashGameView {
  const crashed = game.state === 'crashed';
  return {
    gameId: String(game.id),
    index: game.game_index,
    chainId: game.chain_id,
    state: game.state,
    bettingEndsAt: new Date(game.betting_ends_at).toISOString(),
    startedAt: iso(game.started_at),
    crashedAt: iso(game.crashed_at),
    crashPoint: crashed ? formatMultiplier(game.crash_point) : null,
    hash: crashed ? game.hash : null,
    serverTime: now.toISOString(),
  };
}

type PublicBetSource = Pick<BetRow, 'game_id' | 'amount' | 'auto_cashout' | 'status' | 'cashout' | 'win'>;

/** A bet as every player sees it: the member's name masked. */
export function presentPublicBet(bet: PublicBetSource, username: string, decimals = 2): CrashPublicBet {
  return {
    gameId: String(bet.game_id),
    player: maskAccount(username),
    // PGlite hands int8 back as BigInt through the app's parser, but a raw driver may give text: BigInt() takes both.
    amount: formatMinor(BigInt(bet.amount), decimals),
    autoCashout: bet.auto_cashout === null ? null : formatMultiplier(bet.auto_cashout),
    status: bet.status === 'cashed_out' || bet.status === 'lost' ? bet.status : 'active',
    cashout: bet.cashout === null ? null : formatMultiplier(bet.cashout),
    win: bet.win === null ? null : formatMinor(BigInt(bet.win), decimals),
  };
}

/** The member's own bet; the game's crash point and hash once it crashed. */
export function presentMyBet(
  bet: BetRow,
  username: string,
  game: { state: string; crash_point: bigint; hash: string } | undefined,
  decimals = 2,
  balance?: bigint,
): CrashMyBet {
  const crashed = game?.state === 'crashed';
  return {
    ...presentPublicBet(bet, username, decimals),
    betId: String(bet.id),
    roundId: crashIds.round(bet.game_id, bet.member_id),
    requestId: bet.request_id,
    createdAt: new Date(bet.created_at).toISOString(),
    crashPoint: crashed && game ? formatMultiplier(game.crash_point) : null,
    hash: crashed && game ? game.hash : null,
    ...(balance === undefined ? {} : { balance: formatMinor(balance, decimals) }),
  };
}
