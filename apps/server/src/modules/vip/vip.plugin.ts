import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { vipRoutes } from './vip.routes';
import { createVipService } from './vip.service';
import { vipOpsRoutes } from './vip-ops.routes';
import { createVipOpsService } from './vip-ops.service';
import { startVipSweeper } from './vip-sweeper';

/**
 * The VIP programme (issue 19 item 5, docs/promotions/vip.md): the member's VIP page and claims,
 * the back office's levels, settings and member levels, and the sweeper that evaluates members
 * with new deposits or settled rounds (every process runs it: each step is idempotent). Needs
 * promotions' bonus book (a module import, no service).
 */
export async function vipPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, events, auth, appConfig } = deps;
  const vip = createVipService({ db, events });
  if (appConfig.vipTickMs) {
    const job = startVipSweeper({
      db,
      events,
      intervalMs: appConfig.vipTickMs,
      onError: (err) => app.log.warn({ err }, 'vip sweep failed'),
    });
    app.addHook('onClose', async () => job.stop());
  }
  await app.register(vipRoutes, { vip, auth });
  await app.register(vipOpsRoutes, { ops: createVipOpsService({ db, events }) });
}
