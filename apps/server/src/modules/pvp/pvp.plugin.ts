import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createPvpRepository } from './pvp.repository';
import { pvpRoutes } from './pvp.routes';
import { createPvpService } from './pvp.service';
import { createPvpDriver } from './pvp-driver';
import { createPvpHands } from './pvp-hands';
import { createPvpHub } from './pvp-hub';
import { DEFAULT_PVP_TIMING, type PvpTiming } from './pvp-settings';

/**
 * PVP card rooms (docs/games/pvp-rooms.md): the calls, and the hand loop every process runs (the
 * driver lease makes one of them deal and time out each merchant's hands). Money moves through the
 * provider wallet protocol in-process with the BGS credential (the lottery's `inHouseWallet`), like
 * every in-house round. Provides `pvp` (the hub the `/pvp` namespace is wired to, the driver tests step).
 */
export async function pvpPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services, appConfig } = deps;
  const { wallet, sessions } = services.need('inHouseWallet');
  const timing: PvpTiming = {
    ...DEFAULT_PVP_TIMING,
    tickMs: appConfig.pvpTickMs ?? DEFAULT_PVP_TIMING.tickMs,
    ...(appConfig.pvpTurnMs ? { turnMs: appConfig.pvpTurnMs } : {}),
  };
  const clock = () => new Date();
  const onError = (err: unknown) => app.log.warn({ err }, 'pvp hand step failed');
  const repo = createPvpRepository(db);
  const hub = createPvpHub();
  const hands = createPvpHands({ repo, wallet, hub, timing, clock, onError });
  const driver = createPvpDriver({ repo, hands, timing, clock, onError });
  if (timing.tickMs > 0) driver.start();
  app.addHook('onClose', async () => driver.stop());
  services.provide('pvp', { hub, driver });
  const pvp = createPvpService({ repo, wallet, sessions, hands, timing, clock });
  await app.register(pvpRoutes, { pvp, auth });
}
