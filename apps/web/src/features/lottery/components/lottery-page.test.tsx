import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import en from '../locales/en.json';

const menu = {
  serverTime: new Date().toISOString(),
  prizeMode: 'LOTT',
  list: [
    {
      nodeId: 1,
      gameCode: 'TG5D',
      vendor: 'BGS',
      lotteryType: 'SSC',
      name: 'Tenggara 5D',
      payMode: 'prize_group',
      current: null,
      last: null,
    },
  ],
};

// The page module adds the lottery's texts to i18n as it loads: after the test setup's i18n is ready.
let LotteryPage: typeof import('./lottery-page').LotteryPage;
beforeAll(async () => {
  ({ LotteryPage } = await import('./lottery-page'));
});
afterEach(() => vi.unstubAllGlobals());

describe('LotteryPage without a game (/lottery)', () => {
  it('is the lottery lobby: the lotteries to choose from, each a link to its page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, value: menu, message: '' }))),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/lottery']}>
          <LotteryPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(en.lottery.lobby_title)).toBeTruthy();
    const game = await screen.findByTestId('lottery-centre-game');
    expect(game.textContent).toContain('Tenggara 5D');
    expect(game.querySelector('a')?.getAttribute('href')).toContain('gameCode=TG5D');
  });
});
