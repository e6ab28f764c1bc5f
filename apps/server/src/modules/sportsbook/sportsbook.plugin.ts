import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createDemoSportsbookSchedule } from '../../seed/sportsbook';
import { opsSportsbookRoutes } from './ops-sportsbook.routes';
import { createOpsSportsbookService } from './ops-sportsbook.service';
import { type BetRow, createSportsbookRepository } from './sportsbook.repository';
import { sportsbookRoutes } from './sportsbook.routes';
import { createSportsbookService } from './sportsbook.service';
import { createSportsbookAcceptance } from './sportsbook-accept';
import { createSportsbookDriver } from './sportsbook-driver';
import { createSportsbookFeed } from './sportsbook-feed';
import { createSportsbookHub } from './sportsbook-hub';
import { DEFAULT_SPORTSBOOK_TIMING, type SportsbookTiming } from './sportsbook-settings';
import { createSportsbookSettlement } from './sportsbook-settle';
import { createSportsbookSimulation } from './sportsbook-simulator';
import { createSportsbookViews } from './sportsbook-views';

/**
 * The in-house sportsbook (docs/sportsbook/SERVER.md): the member's calls, the back office's
 * trading calls, and the book's loop every process runs (the per-merchant lease makes one of them
 * play the simulated matches, decide in-play bets and settle). Money moves through the provider
 * wallet protocol in-process with the FSB credential (`inHouseWallet`), like the live tables.
 * The loop runs every SPORTSBOOK_TICK_MS (tests leave it off and step it). Provides `sportsbook` (the hub the `/sports` socket namespace is wired to, the feed, and the
 * driver, which tests step).
 */
export async function sportsbookPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services, appConfig } = deps;
  const { wallet, sessions } = services.need('inHouseWallet');
  const timing: SportsbookTiming = {
    ...DEFAULT_SPORTSBOOK_TIMING,
    ...(appConfig.sportsbookTickMs ? { tickMs: appConfig.sportsbookTickMs } : {}),
  };
  const onError = (err: unknown) => app.log.warn({ err }, 'sportsbook step failed');
  const repo = createSportsbookRepository(db);
  const hub = createSportsbookHub();
  const views = createSportsbookViews(repo);
  const feed = createSportsbookFeed({ repo, hub });
  const simulation = createSportsbookSimulation(timing);
  // The member's bet event is named in English; the page re-reads the bet in its own language.
  const notify = async (bet: BetRow) => {
    const [view] = await views.bets([bet], 'en');
    if (view) hub.bet(bet.merchant_id, bet.member_id, view);
  };
  const settlement = createSportsbookSettlement({ repo, wallet, clock: () => new Date(), onError, onCredited: notify });
  const acceptance = createSportsbookAcceptance({ repo, wallet, clock: () => new Date(), onError, onDecided: notify });
  // The demo's rolling fixtures ride on the loop; only a merchant the demo seed marked gets them.
  const schedule = createDemoSportsbookSchedule(db);
  const driver = createSportsbookDriver({ repo, feed, simulation, acceptance, settlement, timing, schedule, onError });
  if (appConfig.sportsbookTickMs) driver.start();
  const sportsbook = createSportsbookService({ repo, wallet, sessions, hub, views, acceptance, settlement });
  const trading = createOpsSportsbookService({ repo, feed, hub, views, settlement, simulation, timing });
  app.addHook('onClose', async () => {
    await driver.stop();
  });
  services.provide('sportsbook', { hub, driver, feed });
  await app.register(sportsbookRoutes, { sportsbook, auth });
  await app.register(opsSportsbookRoutes, { trading });
}
