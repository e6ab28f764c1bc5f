import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { referenceVendor } from '@fortuna/reference-provider';
import { LIMITS } from '@fortuna/shared';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { type AppConfig, REPO_ROOT } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { AppError } from './http/app-error';
import { fail, ok } from './http/envelope';
import { registerErrorHandler } from './http/error-handler';
import { createRateLimiter } from './http/rate-limit';
import { contentSecurityPolicy } from './http/security-headers';
import { gateSite, isUngatedPath, resolveSiteContext } from './http/site-context';
import { isServerPath, registerWebApp, sendIndex } from './http/static-web';
import { createAccountDirectory } from './ledger/accounts';
import { createGroupCommit } from './ledger/group-commit';
import { createAgentAccountsRepository } from './modules/agent-accounts/agent-accounts.repository';
import { agentAccountsRoutes } from './modules/agent-accounts/agent-accounts.routes';
import { createAgentAccountsService } from './modules/agent-accounts/agent-accounts.service';
import { createInvitationService } from './modules/agent-accounts/invitations.service';
import { createContractsRepository } from './modules/agent-contracts/contracts.repository';
import { agentContractRoutes, opsContractRoutes } from './modules/agent-contracts/contracts.routes';
import { createContractsService } from './modules/agent-contracts/contracts.service';
import { createAgentReportsRepository } from './modules/agent-reports/agent-reports.repository';
import { agentReportsRoutes } from './modules/agent-reports/agent-reports.routes';
import { createAgentReportsService } from './modules/agent-reports/agent-reports.service';
import { createAgentTeamRepository } from './modules/agent-team/agent-team.repository';
import { agentTeamRoutes } from './modules/agent-team/agent-team.routes';
import { createAgentTeamService } from './modules/agent-team/agent-team.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createCaptchaService } from './modules/auth/captcha.service';
import { createEncryptionService } from './modules/auth/encryption.service';
import { createSessionRepository } from './modules/auth/session.repository';
import { createBettingRecordRepository } from './modules/betting-record/betting-record.repository';
import { bettingRecordRoutes } from './modules/betting-record/betting-record.routes';
import { createBettingRecordService } from './modules/betting-record/betting-record.service';
import { cashierRoutes } from './modules/cashier/cashier.routes';
import { createDepositService } from './modules/cashier/deposit.service';
import { createMemberTransferService } from './modules/cashier/member-transfer.service';
import { createSimulatorGateway } from './modules/cashier/payment-gateway';
import { simulatorRoutes } from './modules/cashier/simulator.routes';
import { createWithdrawalService } from './modules/cashier/withdrawal.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createFavouritesRepository } from './modules/catalog/favourites.repository';
import { memberGamesRoutes } from './modules/catalog/member-games.routes';
import { createMemberGamesService } from './modules/catalog/member-games.service';
import { createRecentGamesRepository } from './modules/catalog/recent-games.repository';
import { cdnRoutes } from './modules/cdn/cdn.routes';
import { createConfigRepository } from './modules/config/config.repository';
import { configRoutes } from './modules/config/config.routes';
import { createConfigService } from './modules/config/config.service';
import { createContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { createSettlementRepository } from './modules/contract-settlement/settlement.repository';
import { startContractSettlements } from './modules/contract-settlement/settlement.scheduler';
import { type ContractSettlementService, createContractSettlementService } from './modules/contract-settlement/settlement.service';
import { settlementRecordsRoutes } from './modules/contract-settlement/settlement-records.routes';
import { createSettlementRecordsService } from './modules/contract-settlement/settlement-records.service';
import { createGameLaunchRepository } from './modules/game-launch/game-launch.repository';
import { gameLaunchRoutes } from './modules/game-launch/game-launch.routes';
import { createGameLaunchService } from './modules/game-launch/game-launch.service';
import { createLeaderboardRepository } from './modules/leaderboard/leaderboard.repository';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes';
import { createLeaderboardService } from './modules/leaderboard/leaderboard.service';
import { localesRoutes } from './modules/locales/locales.routes';
import { createDownlinePrizeGroups } from './modules/lottery/downline-prize-groups';
import { createLotteryRepository } from './modules/lottery/lottery.repository';
import { lotteryRoutes } from './modules/lottery/lottery.routes';
import { createLotteryService } from './modules/lottery/lottery.service';
import { createLotterySessions } from './modules/lottery/lottery-session';
import { createLotteryWallet } from './modules/lottery/lottery-wallet';
import { createMemberRepository } from './modules/member/member.repository';
import { memberRoutes } from './modules/member/member.routes';
import { createMemberService } from './modules/member/member.service';
import { createMissionsRepository } from './modules/missions/missions.repository';
import { missionsRoutes } from './modules/missions/missions.routes';
import { createMissionsService } from './modules/missions/missions.service';
import { createOperatorAuthService } from './modules/ops/operator-auth.service';
import { opsRoutes } from './modules/ops/ops.routes';
import { createProviderWalletRepository } from './modules/provider-wallet/provider-wallet.repository';
import { providerWalletRoutes } from './modules/provider-wallet/provider-wallet.routes';
import { createProviderWalletService } from './modules/provider-wallet/provider-wallet.service';
import { localBaseUrl, REFERENCE_VENDOR_PREFIX, referenceVendorCredentials } from './modules/provider-wallet/reference-vendor';
import { createOutboxProviders } from './modules/verification/message-providers';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { createLotteryFeed } from './realtime/lottery-feed';
import { createMemberEvents, type MemberEvents } from './realtime/member-events';
import { createEventOutbox } from './realtime/outbox';
import { createSessionSockets } from './realtime/session-sockets';
import { attachRealtime } from './realtime/socket';
import { seedDemo } from './seed/demo';
import { seedDemoGameHistory } from './seed/providers';

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
  });
  app.decorate('database', database);
  app.decorateRequest('site', null as never);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  const db = database.db;
  const configService = createConfigService(createConfigRepository(db), config.defaultMerchant);
  const limiter = createRateLimiter(db);
  const providers = createOutboxProviders(db);
  const sessions = createSessionRepository(db);
  const memberRepo = createMemberRepository(db);
  const encryption = createEncryptionService(db);
  const captcha = createCaptchaService(db, limiter);
  const verification = createVerificationService(db, limiter, providers);
  const sessionSockets = createSessionSockets();
  const auth = createAuthService({
    db,
    sessions,
    members: memberRepo,
    config: configService,
    captcha,
    verification,
    limiter,
    sockets: sessionSockets,
  });
  const prizeGroups = createDownlinePrizeGroups(db);
  const invitations = createInvitationService({ db, repo: createAgentAccountsRepository(db), members: memberRepo, prizeGroups });
  const memberService = createMemberService({
    db,
    members: memberRepo,
    invitations,
    sessions,
    auth,
    config: configService,
    captcha,
    verification,
    mail: providers.mail,
    limiter,
    sockets: sessionSockets,
  });
  const events = createMemberEvents();
  const ledger = createGroupCommit(db);
  const deposits = createDepositService({ db, events, gateways: new Map([['simulator', createSimulatorGateway()]]) });
  const withdrawals = createWithdrawalService({ db, events, config: configService });
  const transfers = createMemberTransferService(db, memberRepo, withdrawals, events);
  app.decorate('memberEvents', events);
  registerErrorHandler(app);

  // Old rate-limit windows are dropped hourly; unconfirmed payouts are checked every minute.
  // Both are idempotent statements, so every process may run them.
  const timers = [
    setInterval(() => limiter.prune().catch((err) => app.log.warn({ err }, 'rate counter prune failed')), 3_600_000),
    setInterval(() => withdrawals.autoConfirm().catch((err) => app.log.warn({ err }, 'withdrawal auto-confirmation failed')), 60_000),
  ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });

  // The in-house lottery plays through the provider wallet protocol like any vendor (in-process).
  const providerRepo = createProviderWalletRepository(db);
  const providerWallet = createProviderWalletService({ db, repo: providerRepo });
  const lotteryWallet = createLotteryWallet({ db, service: providerWallet, repo: providerRepo });
  const gameLaunch = createGameLaunchService({ db, repo: createGameLaunchRepository(db) });
  const outbox = createEventOutbox(db);
  const lotteryFeed = createLotteryFeed(outbox);
  // Every process runs the scheduler: draws and settlements are claims, so N processes are safe.
  const lotteryScheduler = createLotteryScheduler({
    db,
    wallet: lotteryWallet,
    onError: (err) => app.log.warn({ err }, 'lottery scheduler tick failed'),
    announce: lotteryFeed,
  });
  if (config.lotteryTickMs) lotteryScheduler.start(config.lotteryTickMs);
  app.addHook('onClose', async () => lotteryScheduler.stop());

  // Agent contracts' salaries and dividends: each closed period is a claim, so every process runs it.
  const settlementRepo = createSettlementRepository(db);
  const contractSettlements = createContractSettlementService({ db, repo: settlementRepo, events });
  app.decorate('contractSettlements', contractSettlements);
  if (config.contractTickMs) {
    const job = startContractSettlements({
      service: contractSettlements,
      intervalMs: config.contractTickMs,
      onError: (err) => app.log.warn({ err }, 'contract settlement failed'),
    });
    app.addHook('onClose', async () => job.stop());
  }

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
    const cdns = await resolveSiteContext(request, configService, config.countryHeader)
      .then((site) => configService.launchGameCDNs(site.merchant))
      .catch(() => ({ launch: [], images: [], gtag: false }));
    reply.header('content-security-policy', contentSecurityPolicy(cdns));
    return payload;
  });

  app.get('/healthz', async () => {
    await database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    return ok({ status: 'ok', database: database.kind });
  });

  await app.register(async (api) => {
    /** The site context of a call: its merchant (and member session, for member calls), gated. */
    const readSite = async (request: FastifyRequest, remembered: boolean) => {
      const route = request.routeOptions.config;
      if (route.memberSession) {
        request.sessionLookup = auth.prefetchSession(request.headers.authorization, { remembered });
        request.sessionRemembered = remembered && (await request.sessionLookup?.catch(() => undefined))?.remembered !== undefined;
      }
      try {
        request.site = await resolveSiteContext(request, configService, config.countryHeader, request.sessionLookup);
        if (!isUngatedPath(request.url)) await gateSite(request.site, configService);
      } catch (error) {
        // A remembered session may name a merchant row older than the database's: refuse only on a fresh read.
        if (!request.sessionRemembered) throw error;
        await readSite(request, false);
      }
    };
    /** For `onRememberedSession`: the session and merchant read afresh. */
    const readSiteAfresh = (request: FastifyRequest) => readSite(request, false);
    api.addHook('onRequest', (request) => readSite(request, request.routeOptions.config.rememberedSession === true));
    await api.register(configRoutes, { config: configService });
    await api.register(contentRoutes, { content: createContentRepository(database.db) });
    const catalog = createCatalogService(createCatalogRepository(db));
    await api.register(catalogRoutes, { catalog });
    const memberGames = createMemberGamesService({
      catalog,
      favourites: createFavouritesRepository(db),
      recent: createRecentGamesRepository(db),
      limiter,
    });
    await api.register(memberGamesRoutes, { memberGames, auth });
    await api.register(authRoutes, { auth, captcha, encryption });
    await api.register(memberRoutes, { members: memberService, auth, encryption });
    await api.register(cashierRoutes, { auth, encryption, deposits, withdrawals, transfers });
    await api.register(simulatorRoutes, { db });
    await api.register(opsRoutes, { operators: createOperatorAuthService(db, limiter), deposits, withdrawals });
    const wallet = createWalletService({ db, repo: createWalletRepository(db), ledger, accounts: createAccountDirectory(db) });
    await api.register(walletRoutes, { wallet, auth, readSiteAfresh });
    const bettingRecord = createBettingRecordService({ repo: createBettingRecordRepository(db) });
    await api.register(bettingRecordRoutes, { bettingRecord, auth });
    await api.register(verificationRoutes, { verification, members: memberRepo, sessions, config: configService });
    await api.register(gameLaunchRoutes, { games: gameLaunch, auth });
    const lottery = createLotteryService({
      db,
      repo: createLotteryRepository(db),
      wallet: lotteryWallet,
      sessions: createLotterySessions({ db, launch: gameLaunch, providerWallet, providerRepo }),
    });
    await api.register(lotteryRoutes, { lottery, prizeGroups: createDownlinePrizeGroups(db), auth });
    await api.register(agentTeamRoutes, { team: createAgentTeamService({ repo: createAgentTeamRepository(db) }), auth });
    const reports = createAgentReportsService({ repo: createAgentReportsRepository(db), bettingRecord, wallet });
    await api.register(agentReportsRoutes, { reports, auth });
    const contracts = createContractsService({ db, repo: createContractsRepository(db), events });
    await api.register(agentContractRoutes, { contracts, auth });
    await api.register(settlementRecordsRoutes, { records: createSettlementRecordsService({ repo: settlementRepo }), auth });
    await api.register(opsContractRoutes, { contracts, operators: createOperatorAuthService(db, limiter) });
    const accounts = createAgentAccountsService({ db, members: memberRepo, config: configService, prizeGroups, limiter });
    await api.register(agentAccountsRoutes, { accounts, invitations, auth, encryption });
    await api.register(missionsRoutes, { missions: createMissionsService({ db, repo: createMissionsRepository(db) }), auth });
    await api.register(leaderboardRoutes, { leaderboard: createLeaderboardService({ repo: createLeaderboardRepository(db) }), auth });
  });

  // Game vendors call the provider wallet protocol outside the player API (no merchant header, no
  // maintenance gate); the demo's reference vendor is mounted on the demo launch CDN path.
  await app.register(providerWalletRoutes, { service: providerWallet, repo: providerRepo, db });
  await app.register(referenceVendor, {
    prefix: REFERENCE_VENDOR_PREFIX,
    portalUrl: () => localBaseUrl(app),
    credentials: referenceVendorCredentials(db),
  });

  await app.register(cdnRoutes);
  await app.register(localesRoutes, {
    dirs: [path.join(config.dataDir, 'locales'), path.join(REPO_ROOT, 'apps/server/locales')],
  });

  await attachRealtime(app, {
    auth,
    config: configService,
    events,
    sessions: sessionSockets,
    outbox,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
  });

  const hasWeb = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
    if (hasWeb && wantsPage) return sendIndex(reply);
    return reply.status(404).send(fail(new AppError('not_found').code));
  });

  return app;
}
