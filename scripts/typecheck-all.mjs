#!/usr/bin/env node
// `npm run typecheck`: `tsc -p` of every workspace, two at a time (the machines here have two
// cores and each tsc uses one), biggest first. Prints each failing workspace's errors and exits
// non-zero when any failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = [
  'apps/web',
  'apps/server',
  'e2e',
  'bench',
  'providers/bgs',
  'providers/sportsbook',
  'providers/reference',
  'packages/shared',
];
const CONCURRENCY = 2;

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', path.join(workspace, 'tsconfig.json'), '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✘'} tsc ${workspace} (${seconds}s)`);
      if (code !== 0) console.log(output.replace(/^npm warn.*\n/gm, ''));
      resolve(code === 0);
    });
  });
}

const queue = [...WORKSPACES];
const results = [];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
