import {
  originalsActRequestSchema,
  originalsBetRequestSchema,
  originalsClientSeedRequestSchema,
  originalsCodeSchema,
  originalsRoundCodeSchema,
  originalsRoundsQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { OriginalsService } from './originals.service';

const codeParams = z.object({ code: originalsCodeSchema });
const roundParams = z.object({ roundCode: originalsRoundCodeSchema });

/** The in-house instant games' calls (packages/shared schemas/originals.ts). */
export async function originalsRoutes(app: FastifyInstance, deps: { originals: OriginalsService; auth: AuthService }): Promise<void> {
  const { originals, auth } = deps;

  app.get('/wps/originals/games', async (request) => ok(await originals.games(request.site)));

  await app.register(async (member) => {
    markMemberRoutes(member);
    const session = (request: FastifyRequest) =>
      auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

    member.get('/wps/originals/rounds', async (request) => {
      const ctx = await session(request);
      return ok(await originals.rounds(request.site, ctx, parseInput(originalsRoundsQuerySchema, request.query)));
    });
    member.get('/wps/originals/rounds/:roundCode', async (request) => {
      const ctx = await session(request);
      return ok(await originals.round(request.site, ctx, parseInput(roundParams, request.params).roundCode));
    });
    member.post('/wps/originals/rounds/:roundCode/act', async (request) => {
      const ctx = await session(request);
      const { roundCode } = parseInput(roundParams, request.params);
      return ok(await originals.act(request.site, ctx, roundCode, parseInput(originalsActRequestSchema, request.body)));
    });
    member.get('/wps/originals/:code/state', async (request) => {
      const ctx = await session(request);
      return ok(await originals.state(request.site, ctx, parseInput(codeParams, request.params).code));
    });
    member.post('/wps/originals/:code/bet', async (request) => {
      const ctx = await session(request);
      const { code } = parseInput(codeParams, request.params);
      return ok(await originals.bet(request.site, ctx, code, parseInput(originalsBetRequestSchema, request.body)));
    });
    member.post('/wps/originals/:code/seed', async (request) => {
      const ctx = await session(request);
      const { code } = parseInput(codeParams, request.params);
      return ok(await originals.rotate(ctx, code, parseInput(originalsClientSeedRequestSchema, request.body).clientSeed));
    });
    member.post('/wps/originals/:code/seed/rotate', async (request) => {
      const ctx = await session(request);
      return ok(await originals.rotate(ctx, parseInput(codeParams, request.params).code));
    });
  });
}
