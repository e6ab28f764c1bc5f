import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` until the app closes, logging (never throwing) a failed run. The
 * timer is unref'd so a forgotten close cannot keep a test process alive; only idempotent tasks
 * belong here, since every server process runs them.
 */
export function repeatWhileOpen(app: FastifyInstance, intervalMs: number, task: () => Promise<unknown>, failure: string): void {
  const timer = setInterval(() => task().catch((err) => app.log.warn({ err }, failure)), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
