import type { RebateRunner } from './rebate-run';

/**
 * The daily rebate job: every `intervalMs` (config `rebateTickMs`, a minute by default) it runs the
 * last closed business day of each merchant paid daily, unless that day is done. Every process runs
 * it; the day's lease (rebate-run.ts) lets one pay at a time and another take over a dead one. A
 * tick still running when the next is due is not doubled.
 */
export function startRebateRuns(deps: { runner: RebateRunner; intervalMs: number; onError: (error: unknown) => void }): {
  stop: () => Promise<void>;
} {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = deps.runner
      .tick()
      .then(() => undefined)
      .catch(deps.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
