import type { Contract } from '@fortuna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/query-client';
import { isPopupClosed, setToken, storeMemberInfo } from '../../../../lib/session';
import { ToastProvider } from '../../../../ui/toast';
import { CONTRACT_POPUP, ContractPopupGate } from './contract-popup-gate';

const offer: Contract = {
  id: 7,
  kind: 'hourly_salary',
  period: 'hourly',
  status: 'pending',
  upline: { memberId: 1, username: 'agent01' },
  member: { memberId: 2, username: 'subagent01' },
  tiers: [{ minVolume: '0.00', minActiveMembers: 0, rate: '0.1', lossRate: null }],
  offeredAt: '2025-01-01T00:00:00.000Z',
  signedAt: null,
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  actions: ['sign', 'reject'],
};
const consolidated = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 1,
  realtimesalreqtype: 0,
  dailySalary: false,
  hourlySalary: false,
  salary: true,
  dividend: false,
  pending: true,
};

function serve() {
  const fetch = vi.fn(async (path: string) => {
    const value = path.endsWith('/consolidated') ? consolidated : { incoming: [offer], outgoing: [] };
    return new Response(JSON.stringify({ success: true, value, message: '' }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function logInAgent(enableContract: boolean) {
  setToken('tok');
  storeMemberInfo({
    id: 2,
    account: 'subagent01',
    username: 'subagent01',
    nickname: 'S',
    isAgent: true,
    isTrial: false,
    merchantCode: 'F',
    enableSalary: enableContract,
    enableContract,
  } as never);
}

function renderGate() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <ContractPopupGate />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await import('../../agent-texts');
});
afterEach(() => vi.unstubAllGlobals());

describe('ContractPopupGate (spec §2 "contract popup (when logged in)")', () => {
  it('shows what waits for the agent, and once closed stays closed for the session', async () => {
    serve();
    logInAgent(true);
    renderGate();
    await screen.findByTestId('contract-popup');
    // A whole sentence per kind, not a kind name dropped into one ("offers you a Hourly salary contract").
    expect(screen.getByTestId('contract-popup-lead').textContent).toBe('agent01 offers you an hourly salary contract.');
    expect(screen.getByTestId('contract-action-sign')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(isPopupClosed(CONTRACT_POPUP)).toBe(true);
    await vi.waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
  });

  it('asks nothing with the agent-policy module off', async () => {
    const fetch = serve();
    logInAgent(false);
    renderGate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('contract-popup')).toBeNull();
  });
});
