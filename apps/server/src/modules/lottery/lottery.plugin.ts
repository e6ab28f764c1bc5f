import { createLotteryScheduler } from '@fortuna/bgs/engine';
import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createDownlinePrizeGroups } from './downline-prize-groups';
import { createLotteryRepository } from './lottery.repository';
import { lotteryRoutes } from './lottery.routes';
import { createLotteryService } from './lottery.service';
import { createLotterySessions } from './lottery-session';
import { createLotteryWallet } from './lottery-wallet';

/**
 * The in-house lottery: its calls and its draw scheduler. It plays through the provider wallet
 * protocol like any vendor (in-process), so it needs `providerWallet` and `gameLaunch`; it
 * provides `prizeGroups` (agent accounts set a new downline's prize group).
 */
export async function lotteryPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services, appConfig, lotteryFeed } = deps;
  const { service: providerWallet, repo: providerRepo } = services.need('providerWallet');
  const prizeGroups = createDownlinePrizeGroups(db);
  services.provide('prizeGroups', prizeGroups);
  const wallet = createLotteryWallet({ db, service: providerWallet, repo: providerRepo });

  // Every process runs the scheduler: draws and settlements are claims, so N processes are safe.
  const scheduler = createLotteryScheduler({
    db,
    wallet,
    onError: (err) => app.log.warn({ err }, 'lottery scheduler tick failed'),
    announce: lotteryFeed,
  });
  if (appConfig.lotteryTickMs) scheduler.start(appConfig.lotteryTickMs);
  app.addHook('onClose', async () => scheduler.stop());

  const sessions = createLotterySessions({ db, launch: services.need('gameLaunch'), providerWallet, providerRepo });
  services.provide('inHouseWallet', { wallet, sessions });
  const lottery = createLotteryService({ db, repo: createLotteryRepository(db), wallet, sessions });
  await app.register(lotteryRoutes, { lottery, prizeGroups, auth });
}
