import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/setup';
import { ToastProvider } from '../ui/toast';
import { DocumentTitle, pageTitleKey } from './document-title';
import { createQueryClient } from './query-client';
import { SystemGate } from './system-gate';

const whitelabel = {
  merchant: {
    code: 'DEMO',
    name: 'Golden Demo',
    timeZone: 'Asia/Yangon',
    currency: { code: 'MMK', symbol: 'Ks', decimals: 2 },
    logoUrl: '/logo.svg',
    licence: '',
    copyright: '',
  },
  customerService: [],
  domainRoute: { domain: 'localhost', merchantCode: 'DEMO', route: '/', mainDomain: 'localhost', mirrors: [] },
  resources: [],
  whitelabel: [],
  register: { fields: [] },
  mainDomain: 'localhost',
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9', country: null },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function titleAt(path: string): Promise<string> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, value: whitelabel, message: '' }))),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <DocumentTitle />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(document.title).toContain('Golden Demo'));
  return document.title;
}

describe('DocumentTitle', () => {
  it('names the page and the merchant’s site in the member’s language', async () => {
    expect(await titleAt('/lottery?gameCode=TG5D')).toBe('Lottery · Golden Demo');
    await i18n.changeLanguage('zh');
    expect(await titleAt('/member')).toBe('会员中心 · Golden Demo');
  });

  it('keeps the page in the title once the whole app (the system gate around the router) has the site', async () => {
    const status = { status: 0, ip: '203.0.113.9', country: 'XX', maintenanceMessage: null, maintenanceUntil: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        const value = String(path).startsWith('/wps/system/status') ? status : whitelabel;
        return new Response(JSON.stringify({ success: true, value, message: '' }));
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <SystemGate>
            {() => (
              <MemoryRouter initialEntries={['/live']}>
                <DocumentTitle />
                <p data-testid="app" />
              </MemoryRouter>
            )}
          </SystemGate>
        </ToastProvider>
      </QueryClientProvider>,
    );
    await screen.findByTestId('app');
    await vi.waitFor(() => expect(document.title).toBe('Live Casino · Golden Demo'));
  });

  it('gives every route of the table its own page name, and an unknown path “not found”', () => {
    expect(pageTitleKey('/')).toBe('titles.home');
    expect(pageTitleKey('/seaLottery')).toBe('titles.sea_lottery');
    expect(pageTitleKey('/lottery/verify')).toBe('titles.lottery_verify');
    expect(pageTitleKey('/pvp/hand/42')).toBe('titles.pvp_hand');
    expect(pageTitleKey('/agentHome')).toBe('titles.agent_home');
    expect(pageTitleKey('/nope/deeper')).toBe('titles.not_found');
  });
});
