import {
  bonusListRequestSchema,
  claimPromotionRequestSchema,
  forfeitBonusRequestSchema,
  promotionListRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { PromotionsService } from './promotions.service';

const detailQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Promotions for members (schemas/promotions.ts): list and detail are public; the rest need a session. */
export async function promotionsRoutes(app: FastifyInstance, deps: { promotions: PromotionsService; auth: AuthService }): Promise<void> {
  const { promotions, auth } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
  /** A stale token on a public page is not an error: the caller sees it as a guest. */
  const maybeSession = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return null;
    return auth.authenticate(request.headers.authorization, request.site.merchant).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  };

  app.get('/wps/promotion/list', async (request) => {
    const query = parseInput(promotionListRequestSchema, request.query);
    return ok(await promotions.list(request.site, await maybeSession(request), query.category, query.tag));
  });
  app.get('/wps/promotion/detail', async (request) => {
    const { id } = parseInput(detailQuerySchema, request.query);
    return ok(await promotions.detail(request.site, await maybeSession(request), id));
  });
  app.get('/wps/promotion/claimHall', async (request) => ok(await promotions.claimHall(request.site, await session(request))));
  app.post('/wps/promotion/claim', async (request) => {
    const ctx = await session(request);
    return ok(await promotions.claim(request.site, ctx, parseInput(claimPromotionRequestSchema, request.body)));
  });
  app.get('/wps/promotion/bonuses', async (request) => {
    const ctx = await session(request);
    const query = parseInput(bonusListRequestSchema, request.query);
    return ok(await promotions.bonuses(request.site, ctx, query.page, query.size));
  });
  app.post('/wps/promotion/bonus/forfeit', async (request) => {
    const ctx = await session(request);
    const input = parseInput(forfeitBonusRequestSchema, request.body);
    return ok(await promotions.forfeit(request.site, ctx, input.bonusId));
  });
}
