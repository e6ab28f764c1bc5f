import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config';

/** A server running in its own OS process. */
export type ServerProcess = {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its process id (a benchmark reads its CPU time). */
  pid: number;
  /** The last lines it wrote, for a failing test's message. */
  output: () => string;
  /** SIGTERM (the shutdown `npm start` gets), then waits for it to exit; SIGKILL if it will not. */
  stop: () => Promise<void>;
};

/** Variables config.ts reads: a child gets only the ones given here, never the test shell's. */
const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'REDIS_CHANNEL_PREFIX',
  'PROCESS_NAME',
  'MERCHANT_CODE',
  'TRUST_PROXY',
  'COUNTRY_HEADER',
  'WEB_DIST_DIR',
  'LOG_LEVEL',
  'LOG_REQUESTS',
  'SEED_DEMO',
  'PAYMENT_SIMULATOR',
  'PROMOTION_SWEEP_MS',
  'POINTS_TICK_MS',
];

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([once(child, 'exit').then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the real server entry point (src/main.ts, under tsx as `npm start -w apps/server` runs
 * it) in a second OS process over an existing database, which must already be migrated and
 * seeded: the child migrates (a no-op then) but does not seed. It listens on a port the system
 * picks on 127.0.0.1, read back from its start-up log line, and trusts X-Forwarded-For as the
 * in-process test apps do. Resolves once its GET /healthz answers.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  redisUrl?: string | undefined;
  /** How long start-up may take: it compiles the whole server on the fly. */
  timeoutMs?: number;
  /** More configuration variables for the child (e.g. LOG_REQUESTS=false for a benchmark). */
  env?: Record<string, string>;
  /** Node options before the entry point (e.g. --cpu-prof). */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fortuna-server-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!CONFIG_VARIABLES.includes(name) && name !== 'NODE_OPTIONS') env[name] = value;
  }
  Object.assign(env, {
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    // Info, for Fastify's "Server listening at" line.
    LOG_LEVEL: 'info',
    ...options.env,
  });

  // `node --import tsx` rather than the tsx CLI: one process, so the signals reach the server itself.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const output = () => lines.join('\n');
  let announced: ((url: string) => void) | undefined;
  const listening = new Promise<string>((resolve) => {
    announced = resolve;
  });
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) announced?.(match[1]);
      }
    });
  };
  if (child.stdout) collect(child.stdout);
  if (child.stderr) collect(child.stderr);

  const stop = async () => {
    try {
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 20_000))) {
          child.kill('SIGKILL');
          await waitForExit(child, 10_000);
        }
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  try {
    const died = once(child, 'exit').then(([code, signal]) => {
      throw new Error(`server process exited (${signal ?? code}) before it listened`);
    });
    died.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('server process did not listen in time')), deadline - Date.now());
    });
    const url = await Promise.race([listening, died, late]).finally(() => clearTimeout(timer));
    for (;;) {
      const healthy = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return { url, pid: child.pid as number, output, stop };
      if (exited(child)) throw new Error('server process exited before it answered /healthz');
      if (Date.now() > deadline) throw new Error('server process did not answer /healthz in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output()}`);
  }
}
