import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { hashToken } from '../auth/token';
import type { GameLaunchService } from '../game-launch/game-launch.service';
import type { ProviderWalletRepository } from '../provider-wallet/provider-wallet.repository';
import type { ProviderWalletService } from '../provider-wallet/provider-wallet.service';

/** A stored session is reused for bets while it has at least this long to live. */
const MIN_LIFE_MS = 5 * 60_000;

/**
 * Opens the lottery engine's provider session for a member and game the way a vendor gets one:
 * the portal launches the game (single-use launch token, recorded as the member's recent game)
 * and the engine authenticates it with the lottery vendor's credential. The engine keeps the
 * session token's SHA-256 in `lottery_wallet_session` (a vendor's own store, migration 0020), and settlement credits with
 * it later (the protocol accepts credits and rollbacks on expired sessions).
 */
export function createLotterySessions(deps: {
  db: Kysely<Database>;
  launch: GameLaunchService;
  providerWallet: ProviderWalletService;
  providerRepo: ProviderWalletRepository;
}) {
  const { db } = deps;
  return {
    /** Makes sure the member has a live session for the catalogue game `gameId`. */
    async ensure(site: SiteContext, ctx: AuthContext, gameId: number): Promise<void> {
      const existing = await db
        .selectFrom('lottery_wallet_session')
        .select('expires_at')
        .where('member_id', '=', ctx.member.id)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      if (existing && new Date(existing.expires_at).getTime() > Date.now() + MIN_LIFE_MS) return;
      const launched = await deps.launch.launch(site, ctx, { nodeId: gameId } as Parameters<GameLaunchService['launch']>[2]);
      const query = new URL(launched.url, 'http://portal.invalid').searchParams;
      // A vendor's page takes the token as `token`; the portal's own game pages as `launch`.
      const token = query.get('token') ?? query.get('launch');
      const credential = await db
        .selectFrom('provider_credential')
        .select('key_id')
        .where('merchant_id', '=', site.merchant.id)
        .where('vendor_code', '=', launched.vendor)
        .executeTakeFirst();
      const caller = credential ? await deps.providerRepo.credential(credential.key_id) : undefined;
      if (!token || !caller) throw new AppError('game_unavailable', { vendor: launched.vendor });
      const session = await deps.providerWallet.authenticate(caller, { launchToken: token });
      await db
        .insertInto('lottery_wallet_session')
        .values({
          member_id: ctx.member.id,
          game_id: gameId,
          session_token_hash: hashToken(session.sessionToken),
          expires_at: new Date(session.sessionExpiresAt),
        })
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'game_id'])
            .doUpdateSet({ session_token_hash: sql`excluded.session_token_hash`, expires_at: sql`excluded.expires_at` }),
        )
        .execute();
    },
  };
}

export type LotterySessions = ReturnType<typeof createLotterySessions>;
