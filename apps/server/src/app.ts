import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@fortuna/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import type { AreaServices } from './core/area-services';
import { repeatWhileOpen } from './core/repeat-while-open';
import { type AreaPlugin, createSharedDeps } from './core/shared-deps';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { AppError } from './http/app-error';
import { registerHttpBoundary } from './http/boundary';
import { fail, ok } from './http/envelope';
import { registerErrorHandler } from './http/error-handler';
import { contentSecurityPolicy, permissionsPolicy } from './http/security-headers';
import { envelopeServerOptions } from './http/server-options';
import { resolveSiteContext } from './http/site-context';
import { isServerPath, registerWebApp, sendIndex } from './http/static-web';
import { agentAccountsPlugin } from './modules/agent-accounts/agent-accounts.plugin';
import { contractsPlugin } from './modules/agent-contracts/contracts.plugin';
import { agentReportsPlugin } from './modules/agent-reports/agent-reports.plugin';
import { agentTeamPlugin } from './modules/agent-team/agent-team.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { bettingRecordPlugin } from './modules/betting-record/betting-record.plugin';
import { cashierPlugin } from './modules/cashier/cashier.plugin';
import { catalogPlugin } from './modules/catalog/catalog.plugin';
import { cdnRoutes } from './modules/cdn/cdn.routes';
import { chatPlugin } from './modules/chat/chat.plugin';
import { configPlugin } from './modules/config/config.plugin';
import { createConfigChanges } from './modules/config/config-changes';
import { contentPlugin } from './modules/content/content.plugin';
import { settlementPlugin } from './modules/contract-settlement/settlement.plugin';
import type { ContractSettlementService } from './modules/contract-settlement/settlement.service';
import { crashPlugin } from './modules/crash/crash.plugin';
import { attachCrashSocket } from './modules/crash/crash-socket';
import { feedbackPlugin } from './modules/feedback/feedback.plugin';
import { fishingPlugin } from './modules/fishing/fishing.plugin';
import { gameLaunchPlugin } from './modules/game-launch/game-launch.plugin';
import { helpPlugin } from './modules/help/help.plugin';
import { leaderboardPlugin } from './modules/leaderboard/leaderboard.plugin';
import { attachLiveSocket } from './modules/live-tables/live-socket';
import { liveTablesPlugin } from './modules/live-tables/live-tables.plugin';
import { localesPlugin } from './modules/locales/locales.plugin';
import { lotteryPlugin } from './modules/lottery/lottery.plugin';
import { memberPlugin } from './modules/member/member.plugin';
import { memberReportsPlugin } from './modules/member-reports/member-reports.plugin';
import { messagesPlugin } from './modules/messages/messages.plugin';
import { missionsPlugin } from './modules/missions/missions.plugin';
import { opsPlugin } from './modules/ops/ops.plugin';
import { registerOpsGuard } from './modules/ops/ops-guard';
import { opsAgentsPlugin } from './modules/ops-agents/agents.plugin';
import { opsAnnouncementsPlugin } from './modules/ops-announcements/ops-announcements.plugin';
import { opsCataloguePlugin } from './modules/ops-catalogue/catalogue.plugin';
import { opsLotteryPlugin } from './modules/ops-lottery/ops-lottery.plugin';
import { opsMembersPlugin } from './modules/ops-members/ops-members.plugin';
import { opsPointsPlugin } from './modules/ops-points/ops-points.plugin';
import { opsPromotionsPlugin } from './modules/ops-promotions/ops-promotions.plugin';
import { opsReportsPlugin } from './modules/ops-reports/ops-reports.plugin';
import { opsSitePlugin } from './modules/ops-site/ops-site.plugin';
import { originalsPlugin } from './modules/originals/originals.plugin';
import { pagesPlugin } from './modules/pages/pages.plugin';
import { pointsPlugin } from './modules/points/points.plugin';
import { promotionsPlugin } from './modules/promotions/promotions.plugin';
import { providerWalletPlugin } from './modules/provider-wallet/provider-wallet.plugin';
import { pvpPlugin } from './modules/pvp/pvp.plugin';
import { attachPvpSocket } from './modules/pvp/pvp-socket';
import { rebatePlugin } from './modules/rebate/rebate.plugin';
import { redEnvelopesPlugin } from './modules/red-envelopes/red-envelopes.plugin';
import { referralPlugin } from './modules/referral/referral.plugin';
import { responsibleGamingPlugin } from './modules/responsible-gaming/responsible-gaming.plugin';
import { securityPlugin } from './modules/security/security.plugin';
import { sportsbookPlugin } from './modules/sportsbook/sportsbook.plugin';
import { attachSportsbookSocket } from './modules/sportsbook/sportsbook-socket';
import { verificationPlugin } from './modules/verification/verification.plugin';
import { vipPlugin } from './modules/vip/vip.plugin';
import { walletPlugin } from './modules/wallet/wallet.plugin';
import { attachChatSocket } from './realtime/chat-socket';
import { attachFishingSocket } from './realtime/fishing-socket';
import type { MemberEvents } from './realtime/member-events';
import { attachRealtime } from './realtime/socket';
import { seedDemo } from './seed/demo';
import { seedDemoGameHistory } from './seed/providers';

/**
 * The areas of the player and operator API (/wps, /lgw, /ops), registered inside the site
 * context hook. An area that needs another's service (core/area-services.ts) comes after it.
 */
const API_AREAS: AreaPlugin[] = [
  configPlugin,
  contentPlugin,
  catalogPlugin,
  authPlugin,
  verificationPlugin,
  gameLaunchPlugin, // provides gameLaunch
  lotteryPlugin, // needs providerWallet, gameLaunch; provides prizeGroups, inHouseWallet
  agentAccountsPlugin, // needs prizeGroups; provides invitations
  memberPlugin, // needs invitations
  cashierPlugin, // provides deposits, withdrawals
  opsPlugin, // needs deposits, withdrawals
  opsAgentsPlugin,
  opsCataloguePlugin,
  opsMembersPlugin,
  opsSitePlugin,
  opsAnnouncementsPlugin,
  opsReportsPlugin,
  opsLotteryPlugin, // needs providerWallet
  walletPlugin, // provides wallet
  bettingRecordPlugin, // provides bettingRecord
  memberReportsPlugin,
  agentTeamPlugin,
  agentReportsPlugin, // needs bettingRecord, wallet
  contractsPlugin,
  settlementPlugin, // provides contractSettlements
  missionsPlugin,
  leaderboardPlugin,
  messagesPlugin, // provides messages
  promotionsPlugin, // needs messages, deposits; provides promotions, autoGrants
  vipPlugin, // needs promotions
  rebatePlugin,
  opsPromotionsPlugin, // needs promotions
  referralPlugin, // needs memberRegistrations, deposits, messages; provides referralSweeper
  redEnvelopesPlugin, // needs promotions
  pointsPlugin, // needs messages
  opsPointsPlugin,
  helpPlugin,
  feedbackPlugin,
  securityPlugin,
  chatPlugin,
  pagesPlugin,
  originalsPlugin, // needs inHouseWallet
  fishingPlugin, // needs the originals' rounds; provides fishing
  crashPlugin, // needs inHouseWallet; provides crash
  pvpPlugin, // needs inHouseWallet; provides pvp
  liveTablesPlugin, // needs inHouseWallet; provides liveTables
  sportsbookPlugin, // needs inHouseWallet; provides sportsbook
  responsibleGamingPlugin,
];

export type AppDeps = {
  /** An open, migrated database; when absent buildApp opens one from the config and owns it. */
  database?: DatabaseHandle;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Member notifications; realtime delivery is wired onto it. */
    memberEvents: MemberEvents;
    /** The contract settlement runner; browser tests call `settleDue(later)` to advance time. */
    contractSettlements: ContractSettlementService;
    /** The automatic promotions; tests call `sweep(later)` to pay a period that has ended. */
    autoGrants: AreaServices['autoGrants'];
    /** Invite friends' stage sweeper (tests run a sweep instead of waiting a minute). */
    referralSweeper: AreaServices['referralSweeper'];
    /** Crash's hub and round driver (tests watch the driver's transitions). */
    crash: AreaServices['crash'];
    /** The PVP rooms' hub and hand driver (tests step the driver). */
    pvp: AreaServices['pvp'];
    /** The live tables' hub and round driver (tests step the driver). */
    liveTables: AreaServices['liveTables'];
    /** The sportsbook's hub, feed and driver (tests step the driver). */
    sportsbook: AreaServices['sportsbook'];
  }
}

/** Opens the configured database, migrates it and (when configured) seeds the demo operator. */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  // DATA_DIR=':memory:' keeps nothing (config.ts), so PGlite is in memory too.
  const dataDir = config.dataDir === ':memory:' ? ':memory:' : path.join(config.dataDir, 'pglite');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await migrateToLatest(database.db);
  if (config.seedDemo) {
    await seedDemo(database.db);
    // Real rounds for the winner board, played through the provider wallet service (seed/providers.ts).
    await seedDemoGameHistory(database.db);
  }
  return database;
}

/** The whole server as a value: main.ts listens on it, tests inject into it. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await prepareDatabase(config));

  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Fastify accepts a hop count at run time though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    ...envelopeServerOptions,
  });
  app.decorate('database', database);
  app.decorateRequest('site', null as never);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  // Configuration changes announced by the database keep the copies in memory current
  // (modules/config/config-changes.ts); on PostgreSQL the listener's own client stops with the app.
  const configChanges = createConfigChanges(database, { log: (message, error) => app.log.warn({ err: error }, message) });
  app.addHook('onClose', async () => configChanges.close());
  await configChanges.start();
  const shared = createSharedDeps(config, database.db, configChanges);
  app.decorate('memberEvents', shared.events);
  registerErrorHandler(app);
  // On the root before any route: the route table, the input guard and the response headers.
  registerHttpBoundary(app);
  // Behind a round-robin proxy (docs/deploy/SCALE-OUT.md), which process answered a call.
  const { processName } = config;
  if (processName) app.addHook('onRequest', async (_request, reply) => void reply.header('x-fortuna-process', processName));
  // Old rate-limit windows are dropped hourly: an idempotent statement, so every process may run it.
  repeatWhileOpen(app, 3_600_000, () => shared.limiter.prune(), 'rate counter prune failed');

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.uploadImageMaxBytes, files: 1 } });
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Pages get a CSP naming the merchant's own launch and image CDNs.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    const cdns = await resolveSiteContext(request, shared.configService, config.countryHeader)
      .then((site) => shared.configService.launchGameCDNs(site.merchant))
      .catch(() => ({ launch: [], images: [], gtag: false }));
    reply.header('content-security-policy', contentSecurityPolicy(cdns));
    reply.header('permissions-policy', permissionsPolicy(cdns.launch));
    return payload;
  });

  app.get('/healthz', async () => {
    await database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    return ok({ status: 'ok', database: database.kind });
  });

  // Game vendors call the provider wallet protocol outside the player API (no merchant header, no
  // maintenance gate). Listed before the API areas: the in-house lottery plays through it.
  await app.register(providerWalletPlugin, shared);

  await app.register(async (api) => {
    api.addHook('onRequest', shared.site.onRequest);
    // Every /ops route of every area: its permission, the operator's session, two-factor, the audit trail.
    registerOpsGuard(api, shared);
    for (const area of API_AREAS) await api.register(area, shared);
  });
  app.decorate('contractSettlements', shared.services.need('contractSettlements'));
  app.decorate('autoGrants', shared.services.need('autoGrants'));
  app.decorate('referralSweeper', shared.services.need('referralSweeper'));

  await app.register(cdnRoutes);
  await app.register(localesPlugin, shared);

  const io = await attachRealtime(app, {
    auth: shared.auth,
    config: shared.configService,
    events: shared.events,
    sessions: shared.sessionSockets,
    outbox: shared.outbox,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    redisChannelPrefix: config.redisChannelPrefix,
  });
  attachChatSocket(io, {
    db: database.db,
    auth: shared.auth,
    operators: shared.operators,
    config: shared.configService,
    hub: shared.chatHub,
    trustProxy: Boolean(config.trustProxy),
  });
  attachFishingSocket(io, {
    auth: shared.auth,
    config: shared.configService,
    fishing: shared.services.need('fishing').service,
    hub: shared.services.need('fishing').hub,
  });
  attachCrashSocket(io, { config: shared.configService, hub: shared.services.need('crash').hub });
  app.decorate('crash', shared.services.need('crash'));
  attachPvpSocket(io, { config: shared.configService, hub: shared.services.need('pvp').hub });
  app.decorate('pvp', shared.services.need('pvp'));
  attachLiveSocket(io, { config: shared.configService, hub: shared.services.need('liveTables').hub });
  app.decorate('liveTables', shared.services.need('liveTables'));
  attachSportsbookSocket(io, { config: shared.configService, auth: shared.auth, hub: shared.services.need('sportsbook').hub });
  app.decorate('sportsbook', shared.services.need('sportsbook'));

  const hasWeb = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
    if (hasWeb && wantsPage) return sendIndex(reply);
    return reply.status(404).send(fail(new AppError('not_found').code));
  });

  return app;
}
