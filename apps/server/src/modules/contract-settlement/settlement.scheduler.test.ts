import { afterEach, describe, expect, it, vi } from 'vitest';
import { startContractSettlements } from './settlement.scheduler';
import type { ContractSettlementService } from './settlement.service';

afterEach(() => {
  vi.useRealTimers();
});

describe('startContractSettlements', () => {
  it('ticks every interval, never runs two ticks at once, reports failures and stops', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let release: () => void = () => {};
    const service = {
      settleDue: vi.fn(() => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('boom'));
        return new Promise((resolve) => {
          release = () => resolve({ runs: 0, paidAgents: 0, paid: 0n });
        });
      }),
    } as unknown as ContractSettlementService;
    const errors: unknown[] = [];
    const job = startContractSettlements({ service, intervalMs: 30_000, onError: (e) => errors.push(e) });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
    // The first tick is still running: the next ones are skipped.
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(3);
    release();
    await job.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(3);
  });
});
