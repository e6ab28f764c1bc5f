import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createSettlementRepository } from './settlement.repository';
import { startContractSettlements } from './settlement.scheduler';
import { createContractSettlementService } from './settlement.service';
import { settlementRecordsRoutes } from './settlement-records.routes';
import { createSettlementRecordsService } from './settlement-records.service';

/**
 * Agent contracts' salaries and dividends: the settlement runner and the agent's settlement
 * records. Provides `contractSettlements` (app.ts decorates the app with it for browser tests).
 */
export async function settlementPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, events, auth, appConfig, services } = deps;
  const repo = createSettlementRepository(db);
  const settlements = createContractSettlementService({ db, repo, events });
  services.provide('contractSettlements', settlements);
  // Each closed period is a claim, so every process runs the job.
  if (appConfig.contractTickMs) {
    const job = startContractSettlements({
      service: settlements,
      intervalMs: appConfig.contractTickMs,
      onError: (err) => app.log.warn({ err }, 'contract settlement failed'),
    });
    app.addHook('onClose', async () => job.stop());
  }
  await app.register(settlementRecordsRoutes, { records: createSettlementRecordsService({ repo }), auth });
}
