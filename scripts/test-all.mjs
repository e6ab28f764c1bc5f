#!/usr/bin/env node
// `npm test`: every check of the repository — types, lint, unit and integration tests (Vitest:
// shared, server, web), then the browser journeys (Playwright in Chromium) against a fresh build.
// Runs every step even when one fails, then prints one plain "N passed, N failed" line totalling
// the tests of all suites (CI reads that line; Vitest's own summary is not one it reads).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });

const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
if (!chromiumCandidates.some((p) => fs.existsSync(p))) {
  let bundled;
  try {
    const { chromium } = await import('@playwright/test');
    bundled = chromium.executablePath();
  } catch {}
  if (!bundled || !fs.existsSync(bundled)) {
    console.error(
      'No Chromium for the browser tests. Install it with:\n  apt-get update && apt-get install -y chromium fonts-noto-cjk fonts-noto-core\nor point CHROMIUM_PATH at one.',
    );
    process.exit(1);
  }
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${label} (${seconds}s)`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const only = process.argv[2]; // optional: 'server' runs just the server tests (CI's PGlite pass)
const steps = [];
let passed = 0;
let failed = 0;
// The name of every failed test, printed last so the tail of a CI log says which one failed.
const failures = [];

function countVitest(file) {
  const report = readJson(file);
  if (!report) return false;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`vitest ${where} › ${test.fullName}`);
    if (suite.status === 'failed' && failedTests.length === 0)
      failures.push(`vitest ${where}: ${(suite.message ?? 'failed to run').split('\n')[0]}`);
  }
  return true;
}

function collectPlaywright(suite, trail) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected' || test.status === 'flaky')
        failures.push(`e2e (${test.status}) ${[...here, spec.title].join(' › ')}`);
  for (const child of suite.suites ?? []) collectPlaywright(child, here);
}

if (only === 'server') {
  const vitestFile = path.join(reports, 'vitest-server.json');
  fs.rmSync(vitestFile, { force: true });
  steps.push([
    'server tests',
    run('server tests', 'npx', [
      'vitest',
      'run',
      '--project',
      'server',
      '--project',
      'shared',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestFile}`,
    ]),
  ]);
  if (!countVitest(vitestFile)) failed += 1;
} else {
  steps.push(['typecheck', run('typecheck', 'npm', ['run', 'typecheck', '--silent'])]);
  steps.push(['lint', run('lint (biome)', 'npx', ['biome', 'check', '.'])]);
  // Issue 24 item 5: every bundle in every language the site offers, and no text outside the bundles.
  for (const [label, script] of [
    ['translations complete', 'scripts/check-translations.mjs'],
    ['no hard-coded text', 'scripts/check-hardcoded-text.mjs'],
  ]) {
    const ok = run(label, 'node', [script, '--quiet']);
    steps.push([label, ok]);
    if (ok) passed += 1;
    else failed += 1;
  }
  const vitestFile = path.join(reports, 'vitest.json');
  fs.rmSync(vitestFile, { force: true });
  steps.push([
    'unit and integration',
    run('unit and integration tests (vitest)', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestFile}`,
    ]),
  ]);
  if (!countVitest(vitestFile)) failed += 1;
  const built = run('web build', 'npm', ['run', 'build', '--silent']);
  steps.push(['web build', built]);
  // Issue 24 item 1: the home route's initial JavaScript stays within its gzipped budget.
  if (built) {
    const withinBudget = run('first-page budget', 'node', ['scripts/check-bundle-budget.mjs']);
    steps.push(['first-page budget', withinBudget]);
    if (withinBudget) passed += 1;
    else failed += 1;
  }
  // Issue 24: every bench still starts, once on a tiny size on a fresh database (without DATABASE_URL
  // only those that run on PGlite), after the web build, which the first page's bench measures;
  // scripts/bench-smoke.mjs, docs/hardening/bench-smoke.md.
  const benchesStart = run('benches start (tiny)', 'node', ['scripts/bench-smoke.mjs']);
  steps.push(['benches start (tiny)', benchesStart]);
  if (benchesStart) passed += 1;
  else failed += 1;
  const e2eFile = path.join(reports, 'e2e.json');
  fs.rmSync(e2eFile, { force: true });
  if (built)
    steps.push([
      'browser',
      run('browser tests (playwright, chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']),
    ]);
  const e2e = readJson(e2eFile);
  if (e2e?.stats) {
    passed += e2e.stats.expected ?? 0;
    failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
    for (const suite of e2e.suites ?? []) collectPlaywright(suite, []);
  } else {
    failed += 1;
  }
}

const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
fs.writeFileSync(
  path.join(reports, only === 'server' ? 'summary-server.json' : 'summary.json'),
  JSON.stringify({ passed, failed, failedSteps, failures }),
);
console.log(`\nsteps: ${steps.map(([name, ok]) => `${name} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
