import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace: shared and server in Node, web in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'providers',
          include: ['providers/*/src/**/*.test.ts'],
          environment: 'node',
          // Enumerations and property runs take seconds; on a shared 2-core machine under load a 300-run
          // property took 7.5 s against the default 5 s. The timeout only has to catch a hang.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Test files share a worker's modules so PGlite templates are made once and cloned (testing/test-database.ts).
          isolate: false,
          // Migrated templates are built once per run, before the workers start, with no timeout.
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          // A beforeAll here builds a file's fixtures (a database from the run's template, the app,
          // logins): it waits for work to finish, it does not measure speed, and on a shared 2-core
          // machine under load it took over 60 s. The timeout only has to catch a hang.
          hookTimeout: 600_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
