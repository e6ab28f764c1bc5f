import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createLotteryWallet } from '../lottery/lottery-wallet';
import { createOpsLotteryRepository } from './ops-lottery.repository';
import { opsLotteryRoutes } from './ops-lottery.routes';
import { createOpsLotteryService } from './ops-lottery.service';

/**
 * The back office's lottery control (docs/backoffice/lottery.md). Refunds of a cancelled issue go
 * through the provider wallet protocol like every lottery money call, so it needs `providerWallet`.
 */
export async function opsLotteryPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, services } = deps;
  const { service, repo } = services.need('providerWallet');
  const lottery = createOpsLotteryService({
    db,
    repo: createOpsLotteryRepository(db),
    wallet: createLotteryWallet({ db, service, repo }),
  });
  await app.register(opsLotteryRoutes, { lottery });
}
