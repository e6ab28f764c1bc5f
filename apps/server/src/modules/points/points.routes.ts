import {
  pointGoodsQuerySchema,
  pointsCancelRequestSchema,
  pointsConvertRequestSchema,
  pointsDetailsQuerySchema,
  pointsRedeemListQuerySchema,
  pointsRedeemRequestSchema,
  pointsRewardQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { EncryptionService } from '../auth/encryption.service';
import type { PointsService } from './points.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The member's points mall calls (schemas/points.ts). Config and goods are public; the rest need a session. */
export async function pointsRoutes(
  app: FastifyInstance,
  deps: { points: PointsService; auth: AuthService; encryption: EncryptionService },
): Promise<void> {
  const { points, auth, encryption } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
  /** A stale token on a public page is not an error: the caller sees it as a guest. */
  const viewer = async (request: FastifyRequest): Promise<number | null> => {
    if (!request.headers.authorization) return null;
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    return ctx && !ctx.isTrial ? ctx.member.id : null;
  };

  app.get('/wps/points/balance', async (request) => ok(await points.balance(await session(request))));
  app.get('/wps/points/config', async (request) => ok(await points.config(request.site)));
  app.get('/wps/points/reward', async (request) => {
    const ctx = await session(request);
    return ok(await points.reward(request.site, ctx, parseInput(pointsRewardQuerySchema, request.query)));
  });
  app.get('/wps/points/goods', async (request) => {
    const query = parseInput(pointGoodsQuerySchema, request.query);
    return ok(await points.goods(request.site, await viewer(request), query.type));
  });
  app.get('/wps/points/goods/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await points.goodsOne(request.site, await viewer(request), id));
  });
  app.post('/wps/points/redeem', async (request) => {
    const ctx = await session(request);
    const input = parseInput(pointsRedeemRequestSchema, await encryption.readBody(request));
    return ok(await points.redeem(request.site, ctx, input));
  });
  app.get('/wps/points/redeem/list', async (request) => {
    const ctx = await session(request);
    return ok(await points.redeemList(request.site, ctx, parseInput(pointsRedeemListQuerySchema, request.query)));
  });
  app.post('/wps/points/redeem/:id/cancel', async (request) => {
    const ctx = await session(request);
    const { id } = parseInput(idParams, request.params);
    parseInput(pointsCancelRequestSchema, request.body);
    return ok(await points.cancel(request.site, ctx, id));
  });
  app.post('/wps/points/convert', async (request) => {
    const ctx = await session(request);
    const input = parseInput(pointsConvertRequestSchema, await encryption.readBody(request));
    return ok(await points.convert(request.site, ctx, input));
  });
  app.get('/wps/points/details', async (request) => {
    const ctx = await session(request);
    return ok(await points.details(request.site, ctx, parseInput(pointsDetailsQuerySchema, request.query)));
  });
}
