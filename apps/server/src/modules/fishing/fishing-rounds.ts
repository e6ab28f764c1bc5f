import { type ReefHunterParams, type ReefHunterView, reefHunter } from '@fortuna/bgs/fishing';
import { type OriginalsPlay, parseMinor } from '@fortuna/shared';
import type { SharedDeps } from '../../core/shared-deps';
import { createOriginalsRepository } from '../originals/originals.repository';
import type { PlayedRound, RoundPlayer } from './fishing.service';

/**
 * Reef Hunter's shots as originals rounds: the originals service debits the bullet, plays the
 * capture from the member's seed pair and credits the win with roundEnded, each with the round's
 * own txn ids. A replayed requestId is answered by betting again with the stored params, which the
 * service recognises as the same request and answers with the original round (settling it first if
 * a crash left it debited).
 */
export function createRoundPlayer(deps: SharedDeps): RoundPlayer {
  const originals = deps.services.need('originals');
  const repo = createOriginalsRepository(deps.db);

  const toPlayed = (play: OriginalsPlay, decimals: number): PlayedRound => ({
    roundCode: play.roundCode,
    bet: parseMinor(play.bet, decimals),
    win: parseMinor(play.win, decimals),
    params: play.params as ReefHunterParams,
    view: play.view as ReefHunterView,
    // A replay of a round already settled has no fresh balance.
    balance: play.balance ? parseMinor(play.balance, decimals) : null,
  });

  return {
    async replay(site, ctx, requestId) {
      const prior = await repo.roundByRequest(deps.db, ctx.member.id, requestId);
      if (!prior || prior.game_code !== reefHunter.code) return undefined;
      const params = prior.params as ReefHunterParams;
      const play = await originals.bet(site, ctx, reefHunter.code, { requestId, amount: BigInt(prior.bet), params }, { trusted: true });
      return toPlayed(play, site.merchant.currency_decimals);
    },
    async play(site, ctx, input) {
      return toPlayed(await originals.bet(site, ctx, reefHunter.code, input, { trusted: true }), site.merchant.currency_decimals);
    },
  };
}
