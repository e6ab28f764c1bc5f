import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createWalletRepository } from './wallet.repository';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';

/** The wallet: balances, account records, main ↔ vendor transfers. Provides `wallet` (agent reports read it). */
export async function walletPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, ledger, accounts, auth, site, services, responsibleGaming, appConfig } = deps;
  const wallet = createWalletService({
    db,
    repo: createWalletRepository(db),
    ledger,
    accounts,
    responsibleGaming,
    clock: appConfig.clock ?? (() => new Date()),
  });
  services.provide('wallet', wallet);
  await app.register(walletRoutes, { wallet, auth, readSiteAfresh: site.readAfresh });
}
