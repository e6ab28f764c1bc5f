import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createRebateRepository } from './rebate.repository';
import { rebateRoutes } from './rebate.routes';
import { startRebateRuns } from './rebate.scheduler';
import { createRebateService } from './rebate.service';
import { rebateOpsRoutes } from './rebate-ops.routes';
import { createRebateOpsService } from './rebate-ops.service';
import { createRebateRunner } from './rebate-run';
import { createRebateRunRepository } from './rebate-run.repository';

/** The rebate (issue 19 item 7, docs/promotions/rebate.md): members' claims, the daily run and its back office. */
export async function rebatePlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, appConfig, configService } = deps;
  const repo = createRebateRepository(db);
  const runs = createRebateRunRepository(db);
  const runner = createRebateRunner({ db, repo, runs, owner: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}` });
  if (appConfig.rebateTickMs) {
    const job = startRebateRuns({
      runner,
      intervalMs: appConfig.rebateTickMs,
      onError: (err) => app.log.warn({ err }, 'rebate run failed'),
    });
    app.addHook('onClose', async () => job.stop());
  }
  await app.register(rebateRoutes, { rebate: createRebateService({ db, repo, config: configService }), auth });
  await app.register(rebateOpsRoutes, { ops: createRebateOpsService({ db, repo, runs, runner }) });
}
