import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, found from this file so the server runs from any working directory. */
export const REPO_ROOT = path.resolve(here, '../../..');

/** Everything the server reads from its environment, resolved once at start. */
export type AppConfig = {
  /** TCP port to listen on. */
  port: number;
  /** Address to bind. */
  host: string;
  /** PostgreSQL connection string; unset → embedded PGlite. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its data and operators put overrides (locales, cdn files); ':memory:' keeps nothing. */
  dataDir: string;
  /** Optional Redis for shared rate limits and Socket.IO fan-out (later issues). */
  redisUrl: string | undefined;
  /**
   * The prefix of the Socket.IO adapter's Redis channels (REDIS_CHANNEL_PREFIX, default `socket.io`):
   * Redis pub/sub ignores database numbers, so two deployments on one Redis need different ones.
   */
  redisChannelPrefix?: string | undefined;
  /** Merchant served when a request names none and its host has no domain route. */
  defaultMerchant: string;
  /** Fastify `trustProxy`: false, true, a hop count or a comma-separated list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** Header a CDN sets with the visitor's ISO country (e.g. cf-ipcountry), used for country blocks. */
  countryHeader: string | undefined;
  /** The built web app to serve; missing → the API only. */
  webDistDir: string;
  /** pino log level; 'silent' in tests. */
  logLevel: string;
  /** One log line per request (LOG_REQUESTS=false leaves that to the proxy in front). */
  logRequests: boolean;
  /** This process's name in the `x-fortuna-process` header of every answer (PROCESS_NAME; unset: no header). */
  processName?: string | undefined;
  /** Seed the demo operator at start (idempotent). */
  seedDemo: boolean;
  /** How often the lottery scheduler ticks (LOTTERY_TICK_MS, default 1000); 0 or unset in tests: it does not run. */
  lotteryTickMs?: number;
  /** How often contract settlements are run (CONTRACT_TICK_MS, default 30000); 0: never (tests call settleDue themselves). */
  contractTickMs?: number;
  /** How often automatic promotions are swept (PROMOTION_SWEEP_MS, default 60000); 0: never (tests sweep themselves). */
  promotionSweepMs?: number;
  /** How often the VIP sweeper evaluates members with new activity (VIP_TICK_MS, default 30000); 0: never (tests evaluate themselves). */
  vipTickMs?: number;
  /** How often the points mall's earning sweep runs (POINTS_TICK_MS, default 30000); 0: never (tests accrue themselves). */
  pointsTickMs?: number;
  /** How often the daily rebate run looks for a closed day (REBATE_TICK_MS, default 60000); 0: never (tests run it themselves). */
  rebateTickMs?: number;
  /** How often each process steps the crash game (CRASH_TICK_MS, default 100); 0: the round loop does not run (tests). */
  crashTickMs?: number;
  /** Crash's betting window (CRASH_BETTING_MS, default 6000). */
  crashBettingMs?: number;
  /** Crash's pause between a crash and the next game (CRASH_PAUSE_MS, default 3000). */
  crashPauseMs?: number;
  /** How often each process steps the PVP rooms (PVP_TICK_MS, default 250); 0: the hand loop does not run (tests step it). */
  pvpTickMs?: number;
  /** A PVP seat's time for an awaited move before the automatic one (PVP_TURN_MS, default 15000). */
  pvpTurnMs?: number;
  /** How often each process steps the live tables (LIVE_TICK_MS, default 250); 0: the round loop does not run (tests step it). */
  liveTickMs?: number;
  /** How often each process steps the sportsbook (SPORTSBOOK_TICK_MS, default 1000); 0: its loop does not run (tests step it). */
  sportsbookTickMs?: number;
  /** A live table round's betting window (LIVE_BETTING_MS, default 15000). */
  liveBettingMs?: number;
  /** How long a settled live round's result shows before the next round (LIVE_RESULT_MS, default 5000). */
  liveResultMs?: number;
  /**
   * The demo payment gateway (PAYMENT_SIMULATOR=true): its pay page credits a deposit with no
   * money paid, so it is off unless the operator turns it on, and refused in production.
   */
  paymentSimulator: boolean;
  /** The clock of responsible-gaming rules (tests only: a controlled clock); the system clock when unset. */
  clock?: () => Date;
  /** How long a reality-check minute lasts (tests only: browser tests shorten it); 60000 when unset. */
  realityCheckMinuteMs?: number;
};

/** The refusal to start a production server with the payment simulator on. */
export const SIMULATOR_IN_PRODUCTION =
  'PAYMENT_SIMULATOR=true cannot run with NODE_ENV=production: the simulator credits deposits nobody paid. Unset it and configure a real payment gateway (apps/server/src/modules/cashier/payment-gateway.ts).';

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const paymentSimulator = env.PAYMENT_SIMULATOR === 'true';
  // Fail at start, not at the first free deposit.
  if (paymentSimulator && env.NODE_ENV === 'production') throw new Error(SIMULATOR_IN_PRODUCTION);
  // A header value: checked at start, not at the first answer.
  if (env.PROCESS_NAME && !/^[\w.:-]{1,64}$/.test(env.PROCESS_NAME))
    throw new Error(`PROCESS_NAME must be 1-64 letters, digits, '.', ':', '_' or '-', got ${env.PROCESS_NAME}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'data'),
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX || undefined,
    defaultMerchant: env.MERCHANT_CODE ?? 'FORTUNA',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || undefined,
    webDistDir: env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS !== 'false',
    processName: env.PROCESS_NAME || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    lotteryTickMs: Number(env.LOTTERY_TICK_MS ?? 1000) || 0,
    contractTickMs: Number(env.CONTRACT_TICK_MS ?? 30_000) || 0,
    rebateTickMs: Number(env.REBATE_TICK_MS ?? 60_000) || 0,
    crashTickMs: Number(env.CRASH_TICK_MS ?? 100) || 0,
    promotionSweepMs: Number(env.PROMOTION_SWEEP_MS ?? 60_000) || 0,
    vipTickMs: Number(env.VIP_TICK_MS ?? 30_000) || 0,
    pointsTickMs: Number(env.POINTS_TICK_MS ?? 30_000) || 0,
    crashBettingMs: Number(env.CRASH_BETTING_MS ?? 6000) || undefined,
    crashPauseMs: Number(env.CRASH_PAUSE_MS ?? 3000) || undefined,
    pvpTickMs: Number(env.PVP_TICK_MS ?? 250) || 0,
    pvpTurnMs: Number(env.PVP_TURN_MS ?? 15_000) || undefined,
    liveTickMs: Number(env.LIVE_TICK_MS ?? 250) || 0,
    sportsbookTickMs: Number(env.SPORTSBOOK_TICK_MS ?? 1000) || 0,
    liveBettingMs: Number(env.LIVE_BETTING_MS ?? 15_000) || undefined,
    liveResultMs: Number(env.LIVE_RESULT_MS ?? 5000) || undefined,
    paymentSimulator,
  };
}
