import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createCrashRepository } from './crash.repository';
import { crashRoutes } from './crash.routes';
import { createCrashService } from './crash.service';
import { createCrashDriver } from './crash-driver';
import { createCrashHub } from './crash-hub';
import { type CrashTiming, DEFAULT_CRASH_TIMING } from './crash-settings';

/**
 * Crash (docs/games/crash.md): the calls, and the round loop every process runs (the driver lease
 * makes one of them move each merchant's game). Money moves through the provider wallet protocol
 * in-process with the BGS credential (the lottery's `inHouseWallet`), like every in-house round. Provides `crash` (the hub the `/crash`
 * socket namespace is wired to, and the driver, which tests watch).
 */
export async function crashPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services, appConfig } = deps;
  const { wallet, sessions } = services.need('inHouseWallet');
  const timing: CrashTiming = {
    ...DEFAULT_CRASH_TIMING,
    ...(appConfig.crashBettingMs ? { bettingMs: appConfig.crashBettingMs } : {}),
    ...(appConfig.crashPauseMs ? { pauseMs: appConfig.crashPauseMs } : {}),
    ...(appConfig.crashTickMs ? { tickMs: appConfig.crashTickMs } : {}),
  };
  const repo = createCrashRepository(db);
  const hub = createCrashHub();
  const driver = createCrashDriver({ repo, wallet, hub, timing, onError: (err) => app.log.warn({ err }, 'crash round step failed') });
  if (appConfig.crashTickMs) driver.start();
  app.addHook('onClose', async () => driver.stop());
  services.provide('crash', { hub, driver });
  const crash = createCrashService({ repo, wallet, sessions, hub, timing });
  await app.register(crashRoutes, { crash, auth });
}
