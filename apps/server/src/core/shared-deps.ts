import type { LotteryAnnouncer } from '@fortuna/bgs/engine';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { createRateLimiter, type RateLimiter } from '../http/rate-limit';
import { createSiteReader, type SiteReader } from '../http/site-reader';
import { type AccountDirectory, createAccountDirectory } from '../ledger/accounts';
import { createGroupCommit, type GroupCommit } from '../ledger/group-commit';
import { type AuthService, createAuthService } from '../modules/auth/auth.service';
import { createAuthFailureRepository } from '../modules/auth/auth-failure.repository';
import { type CaptchaService, createCaptchaService } from '../modules/auth/captcha.service';
import { createEncryptionService, type EncryptionService } from '../modules/auth/encryption.service';
import { createPasswordAttempts, type PasswordAttempts } from '../modules/auth/password-attempts';
import { createSessionRepository, type SessionRepository } from '../modules/auth/session.repository';
import { createConfigRepository } from '../modules/config/config.repository';
import { type ConfigService, createConfigService } from '../modules/config/config.service';
import { type ConfigChanges, UNSYNCED_CHANGES } from '../modules/config/config-changes';
import { createMemberRepository, type MemberRepository } from '../modules/member/member.repository';
import { createOperatorAuthService, type OperatorAuthService } from '../modules/ops/operator-auth.service';
import { createRgRepository } from '../modules/responsible-gaming/responsible-gaming.repository';
import { createResponsibleGaming, type ResponsibleGaming } from '../modules/responsible-gaming/responsible-gaming.service';
import { createOutboxProviders } from '../modules/verification/message-providers';
import { createVerificationService, type VerificationService } from '../modules/verification/verification.service';
import { type ChatHub, createChatHub } from '../realtime/chat-hub';
import { createLotteryFeed } from '../realtime/lottery-feed';
import { createMemberEvents, type MemberEvents } from '../realtime/member-events';
import { createEventOutbox, type EventOutbox } from '../realtime/outbox';
import { createSessionSockets, type SessionSockets } from '../realtime/session-sockets';
import { type AreaRegistry, createAreaRegistry } from './area-services';

/**
 * What every area's plugin may use, built once per app by buildApp: the database, the site
 * configuration, the member's session and its guards, the ledger, and realtime delivery. Another
 * area's service is not here: it comes from `services` (core/area-services.ts).
 */
export type SharedDeps = {
  /** The process configuration (config.ts): ticks, data dir, headers to trust. */
  appConfig: AppConfig;
  db: Kysely<Database>;
  /** Merchants, modules and site settings. */
  configService: ConfigService;
  /** Announced configuration changes, which keep the copies in memory current (modules/config/config-changes.ts). */
  configChanges: ConfigChanges;
  /** Database-backed rate limits, shared by every process. */
  limiter: RateLimiter;
  /** SMS and mail, written to the outbox table. */
  messages: ReturnType<typeof createOutboxProviders>;
  sessions: SessionRepository;
  members: MemberRepository;
  auth: AuthService;
  encryption: EncryptionService;
  captcha: CaptchaService;
  /** Every check of a login password, throttled per account and address (auth/password-attempts.ts). */
  passwordAttempts: PasswordAttempts;
  /** Operator sessions and two-factor; the /ops guard (modules/ops/ops-guard.ts) authenticates with it. */
  operators: OperatorAuthService;
  verification: VerificationService;
  /** The ledger's batched poster: one per process, so concurrent posts share commits. */
  ledger: GroupCommit;
  /** Ledger account ids, cached. */
  accounts: AccountDirectory;
  /** Member notifications; realtime delivery is wired onto them. */
  events: MemberEvents;
  /** The sockets of each session, closed when the session ends. */
  sessionSockets: SessionSockets;
  /** Draw and settlement announcements to the lottery rooms. */
  lotteryFeed: LotteryAnnouncer;
  /** Realtime events written in the transaction of the change they follow, published by any live process. */
  outbox: EventOutbox;
  /** Customer-service chat delivery to the `/chat` sockets (realtime/chat-socket.ts). */
  chatHub: ChatHub;
  /** The player API's site context hook and its fresh re-read. */
  site: SiteReader;
  /** Services one area provides to the areas registered after it. */
  services: AreaRegistry;
  /** Responsible gaming: limits, exclusions and the guard every money-in and stake path calls. */
  responsibleGaming: ResponsibleGaming;
};

/** Builds the shared dependencies of one app over an open, migrated database. */
export function createSharedDeps(appConfig: AppConfig, db: Kysely<Database>, configChanges: ConfigChanges = UNSYNCED_CHANGES): SharedDeps {
  const configService = createConfigService(createConfigRepository(db), appConfig.defaultMerchant, configChanges);
  const limiter = createRateLimiter(db);
  const messages = createOutboxProviders(db);
  const sessions = createSessionRepository(db);
  const members = createMemberRepository(db);
  const captcha = createCaptchaService(db, limiter);
  const passwordAttempts = createPasswordAttempts({ failures: createAuthFailureRepository(db), limiter, captcha });
  const verification = createVerificationService(db, limiter, messages);
  const sessionSockets = createSessionSockets();
  const outbox = createEventOutbox(db);
  const responsibleGaming = createResponsibleGaming({
    db,
    repo: createRgRepository(),
    clock: appConfig.clock ?? (() => new Date()),
    sockets: sessionSockets,
    realityCheckMinuteMs: appConfig.realityCheckMinuteMs ?? 60_000,
  });
  const auth = createAuthService({
    db,
    sessions,
    members,
    config: configService,
    verification,
    limiter,
    sockets: sessionSockets,
    passwordAttempts,
    responsibleGaming,
  });
  return {
    appConfig,
    db,
    configService,
    configChanges,
    limiter,
    messages,
    sessions,
    members,
    auth,
    encryption: createEncryptionService(db),
    captcha,
    passwordAttempts,
    operators: createOperatorAuthService(db, passwordAttempts, limiter),
    verification,
    ledger: createGroupCommit(db),
    accounts: createAccountDirectory(db),
    events: createMemberEvents(),
    sessionSockets,
    lotteryFeed: createLotteryFeed(outbox),
    outbox,
    chatHub: createChatHub(),
    site: createSiteReader({ auth, config: configService, countryHeader: appConfig.countryHeader }),
    services: createAreaRegistry(),
    responsibleGaming,
  };
}

/**
 * One product area as a Fastify plugin: it builds its repositories and services from the shared
 * dependencies, provides what other areas need, and registers its routes.
 */
export type AreaPlugin = (app: FastifyInstance, deps: SharedDeps) => Promise<void>;
