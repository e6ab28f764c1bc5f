import { createHash } from 'node:crypto';
import { cardText, dealDeck } from '@fortuna/bgs/pvp';
import type { PvpHandRecord } from '@fortuna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';

const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

/**
 * A finished hand as the server records it, its cards dealt by the server's own code (node's HMAC):
 * the page's Web Crypto recomputation has to arrive at the same cards.
 */
function niuNiuRecord(): PvpHandRecord {
  const { deck } = dealDeck(SEED, 'pvp-7', 12);
  const hand = (k: number) => deck.slice(k * 5, k * 5 + 5).map(cardText);
  return {
    handId: '301',
    roomId: 7,
    gameCode: 'niu-niu',
    handNo: 12,
    finishedAt: '2026-05-01T10:00:00.000Z',
    seed: SEED,
    seedHash: createHash('sha256').update(SEED).digest('hex'),
    clientSeed: 'pvp-7',
    nonce: 12,
    rake: '1.50',
    seats: [
      { seat: 0, status: 'playing', cards: hand(0), label: 'Niu 8', stake: '75.00', returned: '103.50' },
      { seat: 3, status: 'playing', cards: hand(1), label: 'No niu', stake: '25.00', returned: '0.00' },
    ],
  };
}

/** Shan Koe Mee at seats 1, 2 and 4, seat 2 having drawn its spare (the deck's card after the three two-card hands). */
function shanRecord(): PvpHandRecord {
  const { deck } = dealDeck(SEED, 'pvp-9', 3);
  const text = (...places: number[]) => places.map((i) => cardText(deck[i] as number));
  return {
    ...niuNiuRecord(),
    handId: '302',
    roomId: 9,
    gameCode: 'shan-koe-mee',
    clientSeed: 'pvp-9',
    handNo: 3,
    nonce: 3,
    seats: [
      { seat: 1, status: 'playing', cards: text(0, 1), label: null, stake: '30.00', returned: '20.00' },
      { seat: 2, status: 'playing', cards: text(2, 3, 7), label: null, stake: '2.00', returned: '3.00' },
      { seat: 4, status: 'out', cards: text(4, 5), label: null, stake: '0.00', returned: '0.00' },
    ],
  };
}

let PvpHandPage: typeof import('./pvp-hand-page').PvpHandPage;
beforeAll(async () => {
  ({ PvpHandPage } = await import('./pvp-hand-page'));
});
afterEach(() => vi.unstubAllGlobals());

function open(answer: () => Response, handId = '301') {
  const fetch = vi.fn(async (_url: string) => answer());
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/pvp/hand/${handId}`]}>
        <Routes>
          <Route path="/pvp/hand/:handId" element={<PvpHandPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const ok = (value: unknown) => () => new Response(JSON.stringify({ success: true, value, message: '' }));
const verdict = () => screen.findByTestId('pvp-hand-verdict');
const settled = async () => {
  await waitFor(() => expect(screen.getByTestId('pvp-hand-verdict').getAttribute('data-verdict')).not.toBe('checking'));
  return screen.getByTestId('pvp-hand-verdict').getAttribute('data-verdict');
};

describe('the PVP hand record page', () => {
  it('shows the hand and verifies its deal in the browser against the revealed seed', async () => {
    const record = niuNiuRecord();
    const fetch = open(ok(record));
    expect(await verdict()).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/wps/pvp/hands/301', expect.anything());
    expect(await settled()).toBe('verified');
    expect(screen.getByTestId('pvp-hand-verdict').textContent).toContain('Verified');
    expect(screen.getByTestId('page-title').textContent).toBe('Niu Niu · Hand 301');
    expect(screen.getByTestId('pvp-hand-seed').textContent).toBe(SEED);
    expect(screen.getByTestId('pvp-hand-hash-check').textContent).toBe('Matches');
    expect(screen.getByText('pvp-7')).toBeTruthy();
    expect(screen.getByText('Room 7 · Hand no. 12 of the room', { exact: false })).toBeTruthy();

    const banker = screen.getByTestId('pvp-hand-seat-0');
    expect(banker.getAttribute('data-match')).toBe('true');
    expect(
      within(banker)
        .getAllByTestId('pvp-card')
        .map((c) => c.getAttribute('data-card')),
    ).toEqual(record.seats[0]?.cards);
    expect(within(banker).getByTestId('pvp-hand-label').textContent).toBe('Niu 8');
    expect(within(banker).getByTestId('pvp-hand-net').textContent).toBe('+28.50');
    expect(within(banker).getByTestId('pvp-hand-seat-check').textContent).toBe('Cards match the seed');
    const player = screen.getByTestId('pvp-hand-seat-3');
    expect(player.getAttribute('data-match')).toBe('true');
    expect(within(player).getByTestId('pvp-hand-net').textContent).toBe('-25.00');
    expect(screen.getByTestId('pvp-hand-rake').textContent).toBe('House rake 1.50');
    // The room link goes back to the room the hand was played at.
    expect(screen.getByRole('link', { name: /Back to room 7/ }).getAttribute('href')).toBe('/pvp/room/7');
  });

  it('accepts a Shan Koe Mee third card only when it is the seat’s own spare', async () => {
    open(ok(shanRecord()), '302');
    expect(await settled()).toBe('verified');
    expect(screen.getByTestId('pvp-hand-seat-2').getAttribute('data-match')).toBe('true');
    expect(screen.getByTestId('pvp-hand-seat-4').textContent).toContain('Sat out');
  });

  it('says mismatch, and which cards the seed deals, when a seat’s cards are not the seed’s', async () => {
    const record = niuNiuRecord();
    const { deck } = dealDeck(SEED, 'pvp-7', 12);
    const swapped = record.seats[1] as PvpHandRecord['seats'][number];
    const dealt = [...swapped.cards];
    // The player's last card replaced by one from deeper in the deck.
    swapped.cards = [...dealt.slice(0, 4), cardText(deck[40] as number)];
    open(ok(record));
    expect(await settled()).toBe('mismatch');
    expect(screen.getByTestId('pvp-hand-verdict').textContent).toContain('Mismatch');
    expect(screen.getByTestId('pvp-hand-seat-0').getAttribute('data-match')).toBe('true');
    const player = screen.getByTestId('pvp-hand-seat-3');
    expect(player.getAttribute('data-match')).toBe('false');
    const shown = within(player).getByTestId('pvp-hand-dealt');
    expect(
      within(shown)
        .getAllByTestId('pvp-card')
        .map((c) => c.getAttribute('data-card')),
    ).toEqual(dealt);
  });

  it('says mismatch when the revealed seed is not the one committed', async () => {
    open(ok({ ...niuNiuRecord(), seedHash: 'ab'.repeat(32) }));
    expect(await settled()).toBe('mismatch');
    expect(screen.getByTestId('pvp-hand-hash-check').textContent).toBe('Does not match');
  });

  it('says the browser cannot check without Web Crypto', async () => {
    vi.stubGlobal('crypto', {});
    open(ok(niuNiuRecord()));
    await waitFor(() => expect(screen.getByTestId('pvp-hand-verdict').getAttribute('data-verdict')).toBe('unsupported'));
    // The record itself still shows.
    expect(screen.getByTestId('pvp-hand-seat-0').getAttribute('data-match')).toBe('');
  });

  it('shows a hand not finished or unknown as not found', async () => {
    const fetch = open(() => new Response(JSON.stringify({ success: false, value: null, message: 'not_found' }), { status: 404 }));
    expect(await screen.findByTestId('pvp-hand-not-found')).toBeTruthy();
    expect(screen.getByText('No finished hand with this number')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows another failure with a retry', async () => {
    open(() => new Response(JSON.stringify({ success: false, value: null, message: 'forbidden' }), { status: 403 }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('pvp-hand-not-found')).toBeNull();
  });
});
