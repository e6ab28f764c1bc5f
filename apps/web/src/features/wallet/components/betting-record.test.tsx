import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { setToken } from '../../../lib/session';
import { BettingRecord } from './betting-record';

const vendor = (code: string) => ({ vendor: code, name: code, logoUrl: '', tileUrl: '' });
// The catalogue's categories: sports, esports and cockfight are listed but have no vendors.
const menus = [
  { gameCategory: 'RNG', title: 'Slots', vendors: [vendor('REF')], gameClassify: [] },
  { gameCategory: 'SPORTS', title: 'Sports', vendors: [], gameClassify: [] },
  { gameCategory: 'ESPORTS', title: 'Esports', vendors: [], gameClassify: [] },
  { gameCategory: 'LOTT', title: 'Lottery', vendors: [vendor('LOTT')], gameClassify: [] },
  { gameCategory: 'COCKFIGHT', title: 'Cockfight', vendors: [], gameClassify: [] },
];
const empty = { list: [], pageNo: 1, totalPages: 0, total: 0, totals: { bet: '0.00', win: '0.00', profit: '0.00' } };

afterEach(() => vi.unstubAllGlobals());

describe('BettingRecord', () => {
  it('offers only the categories that have games, as the top navigation does', async () => {
    setToken('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        const value = String(path).includes('game_menus') ? menus : empty;
        return new Response(JSON.stringify({ success: true, value, message: '' }));
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <BettingRecord />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const select = await screen.findByTestId('betting-category');
    await vi.waitFor(() => expect(select.querySelectorAll('option').length).toBe(3));
    const values = Array.from(select.querySelectorAll('option')).map((option) => option.getAttribute('value'));
    expect(values).toEqual(['', 'RNG', 'LOTT']);
  });
});
