import { chromium, defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from './chromium';

const executablePath = findChromium(() => chromium.executablePath());
if (!executablePath)
  throw new Error(`No Chromium found for the browser tests. Install it with:\n  ${CHROMIUM_INSTALL_HINT}\nor set CHROMIUM_PATH.`);

/**
 * Browser journeys in real Chromium. Each worker runs its own server in-process over its own
 * fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set), so tests can
 * change site settings in the database without disturbing each other.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Journeys wait for conditions, never for time; these bounds only stop a test that hangs. On the
  // shared 2-core machine CI meets load averages of 9 or more, and multi-page journeys that take
  // 25 s on a quiet run took over 45 s there (announcements: two sessions, reloads, a language
  // change), so the bounds leave room for that load rather than fail on it. With the live tables, the
  // card rooms and their drivers in every worker's server, the same journey took 40 s with a CI run
  // beside it and failed CI at 90 s: the bounds are doubled.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 860 },
    // The browser runs far from the demo merchant's Asia/Yangon (UTC+06:30), so a screen that
    // counts days or shows times on the browser's clock instead of the merchant's fails at most
    // hours of the day, not only between 17:30 and 24:00 UTC.
    timezoneId: 'America/Los_Angeles',
    // Headless Chromium composites in software here: an endless animation (the notice marquee,
    // spinners, skeletons) keeps a core busy for the whole test. Reduced motion stops them, as it
    // does for a user who asks for it (ui/base.css), and halves the suite's time.
    reducedMotion: 'reduce',
    // The production build registers a service worker (apps/web vite.config.ts); journeys run without
    // it, so none depends on what an earlier page left in its caches. tests/pwa.spec.ts opts in.
    serviceWorkers: 'block',
    // A failed test keeps its trace (actions, network, console, sources) without the screencast and
    // DOM snapshots: recording those for every test cost about a quarter of Chromium's CPU time here.
    // Set E2E_FULL_TRACE=1 to record them too when a failure needs them.
    trace: process.env.E2E_FULL_TRACE
      ? 'retain-on-failure'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
});
