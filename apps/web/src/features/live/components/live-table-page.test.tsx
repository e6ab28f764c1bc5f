import type { LiveHistory, LiveTableState } from '@fortuna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { setToken } from '../../../lib/session';

// No socket in the unit test: the page's live updates are the socket tests' concern.
vi.mock('socket.io-client', () => ({ io: () => ({ on: vi.fn(), emit: vi.fn(), disconnect: vi.fn() }) }));

const serverTime = new Date().toISOString();
const state: LiveTableState = {
  table: {
    tableId: 5,
    gameCode: 'baccarat',
    catalogueGameId: null,
    name: 'Baccarat 1',
    variant: 'standard',
    limits: { minBet: '10.00', maxBet: '1000.00', spotMax: { tie: '100.00' } },
    players: 0,
    phase: 'betting',
    roundId: '42',
    bettingEndsAt: new Date(Date.now() + 60_000).toISOString(),
    serverTime,
    results: [
      { roundId: '40', outcome: 'B', label: 'B 7:5', bankerPair: false, playerPair: false },
      { roundId: '41', outcome: 'P', label: 'P 9:2', bankerPair: false, playerPair: true },
    ],
  },
  spots: ['banker', 'player', 'tie', 'banker_pair', 'player_pair'],
  round: {
    tableId: 5,
    roundId: '42',
    shoeId: '3',
    roundNo: 3,
    phase: 'betting',
    bettingEndsAt: new Date(Date.now() + 60_000).toISOString(),
    dealtAt: null,
    nextRoundAt: null,
    result: null,
    summary: null,
    serverTime,
  },
  totals: null,
  myRound: null,
  lastBet: { banker: '20.00' },
  shoe: { shoeId: '3', seedHash: 'ab'.repeat(32), seed: null, clientSeed: 'baccarat-1', rounds: 2, endedAt: null },
  previousShoe: null,
};
const history: LiveHistory = { shoe: state.shoe, rounds: [] };

let LiveTablePage: typeof import('./live-table-page').LiveTablePage;
beforeAll(async () => {
  ({ LiveTablePage } = await import('./live-table-page'));
});
afterEach(() => vi.unstubAllGlobals());

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: '' }));

describe('the live table page', () => {
  it('places chips, confirms them, and retries a failed confirmation with the same request id', async () => {
    setToken('token-1');
    const bets: Array<{ requestId: string; roundId: string; spots: Record<string, string> }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/bets')) {
          bets.push(JSON.parse(String(init?.body)));
          if (bets.length === 1) return new Response('{}', { status: 502 });
          const body = bets.at(-1);
          return ok({
            roundId: '42',
            balance: '900.00',
            myRound: { roundId: '42', spots: body?.spots, total: '30.00', payout: null, spotPayouts: null },
          });
        }
        if (url.includes('/history')) return ok(history);
        return ok(state);
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/live/table/5']}>
          <Routes>
            <Route path="/live/table/:tableId" element={<LiveTablePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Baccarat 1')).toBeTruthy();
    // The felt offers the table's spots; chips come from its limits.
    for (const spot of state.spots) expect(screen.getByTestId(`live-spot-${spot}`)).toBeTruthy();
    expect(screen.getByTestId('live-chip-1000')).toBeTruthy();
    expect(screen.queryByTestId('live-chip-500')).toBeNull();
    // The road maps draw the summary's results before the history has any.
    expect(screen.getByTestId('live-bead-plate').getAttribute('data-count')).toBe('2');

    fireEvent.click(screen.getByTestId('live-chip-2500'));
    fireEvent.click(screen.getByTestId('live-spot-banker'));
    fireEvent.click(screen.getByTestId('live-chip-1000'));
    fireEvent.click(screen.getByTestId('live-spot-banker'));
    expect(screen.getByTestId('live-stack-banker').textContent).toBe('35');
    fireEvent.click(screen.getByTestId('live-confirm'));
    await waitFor(() => expect(screen.getByTestId('live-notice').getAttribute('data-tone')).toBe('error'));
    fireEvent.click(screen.getByTestId('live-confirm'));
    await waitFor(() => expect(screen.getByTestId('live-notice').getAttribute('data-tone')).toBe('success'));
    expect(bets).toHaveLength(2);
    expect(bets[0]).toEqual({ requestId: bets[0]?.requestId, roundId: '42', spots: { banker: '35.00' } });
    expect(bets[1]?.requestId).toBe(bets[0]?.requestId);

    // Repeat puts the last round's bet back; Clear takes it off.
    fireEvent.click(screen.getByTestId('live-repeat'));
    expect(screen.getByTestId('live-placed-total').textContent).toContain('20.00');
    fireEvent.click(screen.getByTestId('live-clear'));
    expect(screen.getByTestId('live-placed-total').textContent).toContain('0.00');
  });
});
