import type { SportsbookBet, SportsbookBetRequest, SportsbookMatch } from '@fortuna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { PopupProvider } from '../../../lib/popups';
import { setToken } from '../../../lib/session';

// No socket in the unit test: the live updates are the browser journey's concern.
vi.mock('socket.io-client', () => ({ io: () => ({ on: vi.fn(), emit: vi.fn(), disconnect: vi.fn() }) }));

let serverTime = new Date().toISOString();
const inMinutes = (minutes: number) => new Date(Date.parse(serverTime) + minutes * 60_000).toISOString();

function fight(id: string, number: number, startsAt: string, status: SportsbookMatch['status'] = 'scheduled'): SportsbookMatch {
  return {
    matchId: id,
    status,
    minute: null,
    period: null,
    score: null,
    detail: { fightNumber: number },
    sport: 'cockfight',
    league: { leagueId: 5, name: 'Golden Spur Arena' },
    home: 'Meron',
    away: 'Wala',
    startsAt,
    hot: false,
    result: null,
    markets: [
      {
        marketId: `m${id}`,
        marketKey: 'cf',
        status: status === 'scheduled' ? 'open' : 'suspended',
        maxStake: null,
        selections: [
          { selectionKey: 'cf:meron', oddsMilli: 1900, offered: true },
          { selectionKey: 'cf:wala', oddsMilli: 1850, offered: true },
          { selectionKey: 'cf:draw', oddsMilli: 8500, offered: true },
        ],
      },
    ],
    serverTime,
  };
}

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: '' }));

/** A fake book: the lists by tab, the member's bets, and the bet call (the first answer lost when `loseFirst`). */
function stubBook(
  card: { inplay: SportsbookMatch[]; today: SportsbookMatch[]; results?: SportsbookMatch[] },
  options: { loseFirst?: boolean } = {},
) {
  const posted: SportsbookBetRequest[] = [];
  const placed: SportsbookBet[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/wps/sportsbook/bets') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as SportsbookBetRequest;
        posted.push(body);
        if (options.loseFirst && posted.length === 1) return new Response('{}', { status: 502 });
        const leg = body.legs[0] as SportsbookBetRequest['legs'][number];
        const bet: SportsbookBet = {
          betId: '900',
          requestId: body.requestId,
          kind: 'single',
          stake: String(body.stake),
          oddsMilli: String(leg.oddsMilli),
          acceptance: body.acceptance ?? 'none',
          status: 'open',
          error: null,
          acceptAt: null,
          outcome: null,
          payout: null,
          placedAt: serverTime,
          settledAt: null,
          legs: [
            {
              legNo: 1,
              matchId: leg.matchId,
              sport: 'cockfight',
              home: 'Meron',
              away: 'Wala',
              startsAt: inMinutes(3),
              marketKey: 'cf',
              selectionKey: leg.selectionKey,
              oddsMilli: leg.oddsMilli,
              outcome: null,
            },
          ],
        };
        placed.push(bet);
        return ok(bet);
      }
      if (url.startsWith('/wps/sportsbook/bets')) {
        const rows = url.includes('status=open') ? placed : [];
        return ok({ rows, total: rows.length, pageNo: 1, pageSize: 50 });
      }
      if (url.startsWith('/wps/sportsbook/results?')) return ok(card.results ?? []);
      if (url.startsWith('/wps/sportsbook/matches?')) {
        const tab = new URL(url, 'http://x').searchParams.get('tab');
        return ok(tab === 'inplay' ? card.inplay : tab === 'today' ? card.today : []);
      }
      return new Response(JSON.stringify({ success: false, code: 'not_found', message: '' }), { status: 404 });
    }),
  );
  return { posted };
}

let CockfightPage: typeof import('./cockfight-page').CockfightPage;
beforeAll(async () => {
  ({ CockfightPage } = await import('./cockfight-page'));
});
beforeEach(() => {
  // Each answer says the time it was made; the fights start relative to it.
  serverTime = new Date().toISOString();
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PopupProvider>
        <MemoryRouter initialEntries={['/cockfight']}>
          <CockfightPage />
        </MemoryRouter>
      </PopupProvider>
    </QueryClientProvider>,
  );
}

describe('the cockfight page', () => {
  it('shows the current fight with its countdown and prices, and asks a guest to log in', async () => {
    const ended = (id: string, number: number, outcome: 'meron' | 'wala' | 'draw'): SportsbookMatch => ({
      ...fight(id, number, inMinutes(-5 * (12 - number)), 'finished'),
      result: { sport: 'cockfight', outcome },
    });
    stubBook({
      inplay: [],
      today: [fight('12', 12, inMinutes(3)), fight('13', 13, inMinutes(8))],
      results: [ended('11', 11, 'meron'), ended('10', 10, 'wala'), ended('9', 9, 'meron')],
    });
    renderPage();
    const stage = await screen.findByTestId('cockfight-stage');
    expect(stage.getAttribute('data-phase')).toBe('open');
    expect(within(stage).getByTestId('cockfight-fight-no').textContent).toBe('Fight 12');
    const seconds = Number(within(stage).getByTestId('cockfight-countdown').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThan(170);
    expect(seconds).toBeLessThanOrEqual(180);
    expect(within(stage).getByTestId('cockfight-pick-meron').textContent).toContain('1.90');
    expect(within(stage).getByTestId('cockfight-pick-draw').textContent).toContain('8.50');
    expect(within(stage).getByTestId('cockfight-login')).toBeTruthy();
    // The results board: a road oldest first, and the count of each side.
    await waitFor(() => expect(screen.getByTestId('cockfight-results').getAttribute('data-count')).toBe('3'));
    const road = [...screen.getByTestId('cockfight-road').querySelectorAll('li')].map((li) => li.getAttribute('data-outcome'));
    expect(road).toEqual(['meron', 'wala', 'meron']);
    expect(screen.getByTestId('cockfight-tally-meron').textContent).toBe('Meron: 2');
    // The next fight is listed; the one on the stage is marked.
    expect(screen.getByTestId('cockfight-upcoming-12').getAttribute('data-on-stage')).toBe('true');
    expect(within(screen.getByTestId('cockfight-upcoming-13')).getByTestId('cockfight-upcoming-show')).toBeTruthy();
  });

  it('places a bet on Meron with a request id, and retries a lost answer with the same id', async () => {
    setToken('token-1');
    const book = stubBook({ inplay: [], today: [fight('12', 12, inMinutes(3))] }, { loseFirst: true });
    renderPage();
    const stage = await screen.findByTestId('cockfight-stage');
    fireEvent.click(within(stage).getByTestId('cockfight-pick-meron'));
    fireEvent.click(within(stage).getByTestId('cockfight-chip-100'));
    expect((within(stage).getByTestId('cockfight-stake') as HTMLInputElement).value).toBe('100.00');
    expect(within(stage).getByTestId('cockfight-return').textContent).toContain('190.00');
    fireEvent.click(within(stage).getByTestId('cockfight-place'));
    await waitFor(() => expect(screen.getByTestId('cockfight-notice').getAttribute('data-tone')).toBe('error'));
    fireEvent.click(within(stage).getByTestId('cockfight-place'));
    await waitFor(() => expect(screen.getByTestId('cockfight-notice').getAttribute('data-tone')).toBe('success'));
    expect(book.posted).toHaveLength(2);
    expect(book.posted[0]).toEqual({
      requestId: book.posted[0]?.requestId,
      kind: 'single',
      stake: '100.00',
      acceptance: 'better',
      legs: [{ matchId: '12', selectionKey: 'cf:meron', oddsMilli: 1900 }],
    });
    expect(book.posted[1]?.requestId).toBe(book.posted[0]?.requestId);
    // The bet shows on the fight once the lists are read again.
    const onFight = screen.getByTestId('cockfight-fight-bets');
    expect(await within(onFight).findByTestId('cockfight-bet-900')).toBeTruthy();
  });

  it('shows a fight under way as in progress, with the next fight to bet on', async () => {
    stubBook({ inplay: [fight('11', 11, inMinutes(-1), 'live')], today: [fight('12', 12, inMinutes(4))] });
    renderPage();
    const stage = await screen.findByTestId('cockfight-stage');
    expect(stage.getAttribute('data-phase')).toBe('live');
    expect(within(stage).getByTestId('cockfight-in-progress')).toBeTruthy();
    expect((within(stage).getByTestId('cockfight-pick-meron') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(stage).getByTestId('cockfight-next-bet'));
    await waitFor(() => expect(screen.getByTestId('cockfight-stage').getAttribute('data-match')).toBe('12'));
    expect(screen.getByTestId('cockfight-stage').getAttribute('data-phase')).toBe('open');
  });

  it('says when no fight is scheduled', async () => {
    stubBook({ inplay: [], today: [] });
    renderPage();
    expect(await screen.findByTestId('cockfight-empty')).toBeTruthy();
    expect(screen.getByText('No fight scheduled')).toBeTruthy();
  });
});
