import type { Contract } from '@fortuna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/query-client';
import { setToken } from '../../../../lib/session';
import { ToastProvider } from '../../../../ui/toast';
import en from '../../locales/en.json';
import { ContractActions } from './contract-actions';

const offer: Contract = {
  id: 41,
  kind: 'realtime_salary',
  period: 'realtime',
  status: 'pending',
  upline: { memberId: 1, username: 'agent01' },
  member: { memberId: 2, username: 'subagent01' },
  tiers: [{ minVolume: '0.00', minActiveMembers: 0, rate: '0.1', lossRate: '0.2' }],
  offeredAt: '2025-01-01T00:00:00.000Z',
  signedAt: null,
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  actions: ['sign', 'reject'],
};

type Call = { path: string; body: unknown };

/** The server's answers: a sign without confirmation is refused with who would lose a contract. */
function serve(calls: Call[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      if (body?.confirmCascade === false) {
        const value = { members: [{ memberId: 9, username: 'deep01', kind: 'realtime_salary' }] };
        return new Response(JSON.stringify({ success: false, value, message: 'contract_cascade_confirm' }), { status: 409 });
      }
      return new Response(JSON.stringify({ success: true, value: { ...offer, status: 'active', actions: ['terminate'] }, message: '' }));
    }),
  );
}

// The agent centre's texts join i18n once it is set up (test/setup.ts).
beforeAll(async () => {
  await import('../../agent-texts');
});

afterEach(() => vi.unstubAllGlobals());

describe('ContractActions', () => {
  it('asks before signing, lists who would lose a contract, and signs with confirmCascade only after a second yes', async () => {
    setToken('tok');
    const calls: Call[] = [];
    serve(calls);
    const done = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ContractActions contract={offer} onDone={done} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('contract-action-reject')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-action-sign'));
    const confirm = await screen.findByTestId('contract-confirm');
    expect(confirm.textContent).toContain('agent01');
    fireEvent.click(within(confirm).getByTestId('contract-confirm-confirm'));

    const cascade = await screen.findByTestId('contract-cascade');
    expect(within(cascade).getByTestId('contract-cascade-list').textContent).toContain('deep01');
    expect(calls).toEqual([{ path: '/wps/agent/contracts/41/sign', body: { confirmCascade: false } }]);
    expect(done).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(within(cascade).getByTestId('contract-cascade-confirm'));
    });
    expect(await screen.findByText(en.agentCentre.contracts.done.sign)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: '/wps/agent/contracts/41/sign', body: { confirmCascade: true } });
    expect(done).toHaveBeenCalledWith('sign');
  });

  it('sends the other actions without a body, to their own paths', async () => {
    setToken('tok');
    const calls: Call[] = [];
    serve(calls);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ContractActions contract={{ ...offer, status: 'active', actions: ['acceptTermination', 'rejectTermination'] }} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('contract-action-acceptTermination'));
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('contract-confirm')).getByTestId('contract-confirm-confirm'));
    });
    expect(await screen.findByText(en.agentCentre.contracts.done.acceptTermination)).toBeTruthy();
    expect(calls).toEqual([{ path: '/wps/agent/contracts/41/termination/accept', body: undefined }]);
  });
});
