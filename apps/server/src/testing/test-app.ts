import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** The test configuration: quiet logs, no web build unless asked, nothing read from the shell. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    logLevel: 'silent',
    logRequests: false,
    seedDemo: false,
    webDistDir: '/nonexistent',
    lotteryTickMs: 0,
    contractTickMs: 0,
    rebateTickMs: 0,
    crashTickMs: 0,
    pvpTickMs: 0,
    liveTickMs: 0,
    sportsbookTickMs: 0,
    promotionSweepMs: 0,
    vipTickMs: 0,
    pointsTickMs: 0,
    // The journeys and cashier tests pay through the demo gateway; a test of it being off says so.
    paymentSimulator: true,
    ...overrides,
  };
}

/** A server over a fresh database (seeded with the demo operator unless `seed: false`). */
export async function buildTestApp(options: { seed?: boolean; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seed !== false });
  const app = await buildApp(testConfig(options.config), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
