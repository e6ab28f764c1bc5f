import type { ContractSettlementService } from './settlement.service';

/**
 * The contract settlement job: every `intervalMs` (config `contractTickMs`, 30 s by default) it
 * settles whatever closed periods are due. Every process runs it; each period is a claim
 * (contract_settlement_run), so N processes pay once and one is enough. Real-time slots close
 * every 5 minutes and are due a minute later (SETTLEMENT_GRACE_MS), so a 30 s tick pays a slot
 * 60–90 s after it closed. A tick still running when the next is due is not doubled.
 */
export function startContractSettlements(deps: {
  service: ContractSettlementService;
  intervalMs: number;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = deps.service
      .settleDue(new Date())
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
