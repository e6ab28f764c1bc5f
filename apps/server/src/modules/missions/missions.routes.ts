import { claimMissionRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { MissionsService } from './missions.service';

/** Missions (spec §7 "mission summary … (relay MCSFE)"; schemas/missions.ts). */
export async function missionsRoutes(app: FastifyInstance, deps: { missions: MissionsService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { missions, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/relay/MCSFE_getMissionSummary', async (request) => ok(await missions.summary(request.site, await session(request))));
  app.post('/wps/relay/MCSFE_claimMissionReward', async (request) => {
    const ctx = await session(request);
    return ok(await missions.claim(request.site, ctx, parseInput(claimMissionRequestSchema, request.body).missionId));
  });
}
