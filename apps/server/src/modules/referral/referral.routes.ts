import { opsReferralsRequestSchema, referralFriendsRequestSchema, referralSettingsSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { ReferralService } from './referral.service';

const READ = { ops: { permission: 'promotions.read' } } as const;
const WRITE = { ops: { permission: 'promotions.write', action: 'referral.settings' } } as const;

/** Invite friends (schemas/referral.ts): the member's summary and friends, the operator's settings. */
export async function referralRoutes(app: FastifyInstance, deps: { referral: ReferralService; auth: AuthService }): Promise<void> {
  const { referral, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/referral/summary', async (request) => ok(await referral.summary(request.site, await session(request))));
  app.get('/wps/referral/friends', async (request) => {
    const ctx = await session(request);
    const query = parseInput(referralFriendsRequestSchema, request.query);
    return ok(await referral.friends(request.site, ctx, query.page, query.size));
  });

  app.get('/ops/referral/settings', { config: READ }, async (request) => ok(await referral.settings(request)));
  app.get('/ops/referral/friends', { config: READ }, async (request) =>
    ok(await referral.opsReferrals(request, parseInput(opsReferralsRequestSchema, request.query))),
  );
  app.put('/ops/referral/settings', { config: WRITE }, async (request) =>
    ok(await referral.saveSettings(request, parseInput(referralSettingsSchema, request.body))),
  );
}
