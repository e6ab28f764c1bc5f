import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { liveRoutes } from './live.routes';
import { createLiveService } from './live.service';
import { createLiveDriver } from './live-driver';
import { createLiveHub } from './live-hub';
import { DEFAULT_LIVE_TIMING, type LiveTiming } from './live-settings';
import { createLiveRepository } from './live-tables.repository';
import { createLiveViews } from './live-views';

/**
 * Live-style tables (docs/games/live-tables.md): the calls, and the round loop every process runs
 * (the per-merchant lease makes one of them move the tables). Money moves through the provider
 * wallet protocol in-process with the BGS credential (`inHouseWallet`), like Crash. Provides
 * `liveTables` (the hub the `/live` socket namespace is wired to, and the driver, which tests step).
 */
export async function liveTablesPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services, appConfig } = deps;
  const { wallet, sessions } = services.need('inHouseWallet');
  const timing: LiveTiming = {
    ...DEFAULT_LIVE_TIMING,
    ...(appConfig.liveBettingMs ? { bettingMs: appConfig.liveBettingMs } : {}),
    ...(appConfig.liveResultMs ? { resultMs: appConfig.liveResultMs } : {}),
    ...(appConfig.liveTickMs ? { tickMs: appConfig.liveTickMs } : {}),
  };
  const repo = createLiveRepository(db);
  const hub = createLiveHub();
  const views = createLiveViews(repo);
  const driver = createLiveDriver({ repo, wallet, hub, views, timing, onError: (err) => app.log.warn({ err }, 'live table step failed') });
  if (appConfig.liveTickMs) driver.start();
  const live = createLiveService({ repo, wallet, sessions, hub, views, timing });
  app.addHook('onClose', async () => {
    live.close();
    await driver.stop();
  });
  services.provide('liveTables', { hub, driver });
  await app.register(liveRoutes, { live, auth });
}
