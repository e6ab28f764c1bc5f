import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../../core/repeat-while-open';
import type { SharedDeps } from '../../core/shared-deps';
import { createReferralRepository } from './referral.repository';
import { referralRoutes } from './referral.routes';
import { createReferralService } from './referral.service';
import { createReferralStages } from './referral-stages';
import { createReferralSweeper } from './referral-sweeper';

/**
 * Invite friends (issue 19 item 6, docs/promotions/referral.md). Needs memberRegistrations,
 * deposits and messages; provides referralSweeper (tests run it): a friend's stages are paid after its registration and its deposit
 * credits commit, and by a sweeper every minute (valid bets, and anything a crash missed).
 */
export async function referralPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, configService, services } = deps;
  const repo = createReferralRepository(db);
  const stages = createReferralStages({ db, repo, messages: services.need('messages') });
  const referral = createReferralService({ db, repo, config: configService });
  const advance = async (merchant: Parameters<typeof stages.advance>[0], memberId: number) => {
    await stages.advance(merchant, memberId).catch((err: unknown) => app.log.warn({ err, memberId }, 'referral stage failed'));
  };
  services.need('memberRegistrations').onReferredRegistration((merchant, member) => advance(merchant, member.id));
  services.need('deposits').onCredited((merchant, memberId) => advance(merchant, memberId));
  const sweeper = createReferralSweeper({ db, repo, stages });
  services.provide('referralSweeper', sweeper);
  // Idempotent (each stage's row and bonus are unique), so every process may run it.
  repeatWhileOpen(app, 60_000, () => sweeper.sweep(), 'referral sweep failed');
  await app.register(referralRoutes, { referral, auth });
}
