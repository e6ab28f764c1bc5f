#!/usr/bin/env node
/**
 * `npm run scale-out`: the portal scaled out on this machine (docs/deploy/SCALE-OUT.md): three
 * portal processes (apps/server's entry point, the built web) on one PostgreSQL database and one
 * Redis, behind a round-robin proxy (scripts/dev-proxy.mjs) on one port, every HTTP request and
 * every WebSocket to the next process in turn. The first process migrates and seeds the demo
 * before the others start (they find both done); Ctrl-C stops them all.
 *
 * Environment: DATABASE_URL (required: PGlite is one process), REDIS_URL (redis://127.0.0.1:6379),
 * PORT (the proxy's, 8080; the processes listen on PORT+1 … PORT+N), SCALE_PROCESSES (3). Anything
 * else (PAYMENT_SIMULATOR, LOG_LEVEL, SEED_DEMO=false, …) reaches every process as it is.
 * The web is built first when apps/web/dist is missing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProxy } from './dev-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const proxyPort = Number(process.env.PORT ?? 8080);
const count = Number(process.env.SCALE_PROCESSES ?? 3);
const START_TIMEOUT_MS = 180_000;

if (!databaseUrl) {
  console.error('scale-out: set DATABASE_URL (several processes share one PostgreSQL database; embedded PGlite is one process)');
  process.exit(2);
}
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(proxyPort)) {
  console.error('scale-out: PORT and SCALE_PROCESSES must be whole numbers');
  process.exit(2);
}

/** Whether something accepts connections at the Redis address (the processes refuse to start without it). */
function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
  });
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

if (!(await reachable(redisUrl))) {
  console.error(`scale-out: Redis does not answer at ${redisUrl} (set REDIS_URL); the processes share Socket.IO events through it`);
  process.exit(2);
}
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('scale-out: building the web (apps/web/dist is missing)…');
  await run('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { cwd: root });
}

/** The running portal processes. */
const portals = [];
let stopping = false;

/** Starts portal `n` (1-based) on PORT+n and resolves once its /healthz answers. */
async function startPortal(n, extraEnv) {
  const name = `portal-${n}`;
  const port = proxyPort + n;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PROCESS_NAME: name,
    // Only the proxy on this machine may say who the visitor is.
    TRUST_PROXY: 'loopback',
    ...extraEnv,
  };
  // `node --import tsx` rather than `npm start`: one process, so Ctrl-C's SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const portal = { name, url: `http://127.0.0.1:${port}`, child };
  portals.push(portal);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited (${signal ?? code}); the proxy leaves it out of the rotation`);
  });
  for (const deadline = Date.now() + START_TIMEOUT_MS; ; ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it answered /healthz`);
    const healthy = await fetch(`${portal.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return portal;
    if (Date.now() > deadline) throw new Error(`${name} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let proxy;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('scale-out: stopping…');
  await proxy?.close();
  // SIGTERM: each process closes its sockets and finishes its calls (main.ts), in parallel.
  await Promise.all(
    portals.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve(undefined);
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll(0));

try {
  // The first migrates and seeds (SEED_DEMO unless set to false) alone; the others start on a ready database.
  const first = await startPortal(1, {});
  // Made now, by one process, so the others read the same RSA key pair (it is created on first need).
  await fetch(`${first.url}/wps/system/encryptionKey`).then((r) => r.body?.cancel());
  await Promise.all(Array.from({ length: count - 1 }, (_, i) => startPortal(i + 2, { SEED_DEMO: 'false' })));
  proxy = await startProxy({ targets: portals.map((p) => p.url), port: proxyPort, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`\nFortuna scaled out: ${portals.length} processes on one PostgreSQL database and ${redisUrl}`);
  for (const p of portals) console.log(`  ${p.name}  ${p.url}  (pid ${p.child.pid})`);
  console.log(`  proxy    ${proxy.url}  ← open this: round-robin per request and per WebSocket`);
  console.log(`  back office ${proxy.url}/backoffice; each answer names its process in the x-fortuna-process header`);
  console.log('Ctrl-C stops them all.\n');
} catch (error) {
  console.error(`scale-out: ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
