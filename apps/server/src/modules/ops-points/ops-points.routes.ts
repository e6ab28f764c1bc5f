import { opsPointDecisionSchema, opsPointGoodsInputSchema, opsPointRedemptionsQuerySchema, opsPointsSettingsSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsPointsService } from './ops-points.service';

const READ = { ops: { permission: 'promotions.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'promotions.write', action } }) as const;
const review = (action: string) => ({ ops: { permission: 'promotions.review', action } }) as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The back office's points mall (schemas/points.ts, operator calls). */
export async function opsPointsRoutes(app: FastifyInstance, deps: { ops: OpsPointsService }): Promise<void> {
  const { ops } = deps;
  app.get('/ops/points/settings', { config: READ }, async (request) => ok(await ops.settings(request)));
  app.put('/ops/points/settings', { config: write('points.settings') }, async (request) =>
    ok(await ops.saveSettings(request, parseInput(opsPointsSettingsSchema, request.body))),
  );
  app.get('/ops/points/goods', { config: READ }, async (request) => ok(await ops.goods(request)));
  app.post('/ops/points/goods', { config: write('points.goods.create') }, async (request) =>
    ok(await ops.createGoods(request, parseInput(opsPointGoodsInputSchema, request.body))),
  );
  app.put('/ops/points/goods/:id', { config: write('points.goods.update') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await ops.updateGoods(request, id, parseInput(opsPointGoodsInputSchema, request.body)));
  });
  app.get('/ops/points/redemptions', { config: READ }, async (request) =>
    ok(await ops.redemptions(request, parseInput(opsPointRedemptionsQuerySchema, request.query))),
  );
  app.post('/ops/points/redemptions/:id/approve', { config: review('points.redemption.approve') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await ops.decide(request, id, 'approved', parseInput(opsPointDecisionSchema, request.body ?? {}).reply));
  });
  app.post('/ops/points/redemptions/:id/reject', { config: review('points.redemption.reject') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await ops.decide(request, id, 'rejected', parseInput(opsPointDecisionSchema, request.body ?? {}).reply));
  });
}
