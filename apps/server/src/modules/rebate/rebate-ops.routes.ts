import { rebateRunsRequestSchema, startRebateRunRequestSchema, updateRebateSettingsRequestSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { RebateOpsService } from './rebate-ops.service';

const READ = { ops: { permission: 'promotions.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'promotions.write', action } }) as const;

/** The rebate in the back office: read with `promotions.read`, change and run with `promotions.write` (docs/promotions/rebate.md). */
export async function rebateOpsRoutes(app: FastifyInstance, deps: { ops: RebateOpsService }): Promise<void> {
  const { ops } = deps;
  app.get('/ops/rebate/settings', { config: READ }, async (request) => ok(await ops.settings(request)));
  app.put('/ops/rebate/settings', { config: write('rebate.settings') }, async (request) =>
    ok(await ops.saveSettings(request, parseInput(updateRebateSettingsRequestSchema, request.body))),
  );
  app.get('/ops/rebate/runs', { config: READ }, async (request) => {
    const query = parseInput(rebateRunsRequestSchema, request.query);
    return ok(await ops.runs(request, query.page, query.size));
  });
  app.post('/ops/rebate/runs', { config: write('rebate.run') }, async (request) =>
    ok(await ops.run(request, parseInput(startRebateRunRequestSchema, request.body).day)),
  );
}
