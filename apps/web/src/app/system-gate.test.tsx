import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast';
import { createQueryClient } from './query-client';
import { SystemGate } from './system-gate';

const whitelabel = {
  merchant: {
    code: 'DEMO',
    name: 'Demo',
    currency: { code: 'MMK', symbol: 'K', decimals: 2 },
    logoUrl: '/logo.svg',
    licence: '',
    copyright: '',
    timeZone: 'Asia/Yangon',
  },
  customerService: [{ id: 1, title: 'Live chat', type: 'LIVECHAT', path: 'x' }],
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

function serve(status: number) {
  const statusValue = { status, ip: '203.0.113.9', country: 'XX', maintenanceMessage: null, maintenanceUntil: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const value = path.startsWith('/wps/system/status') ? statusValue : whitelabel;
      return new Response(JSON.stringify({ success: true, value, message: '' }), { status: 200 });
    }),
  );
}

function renderGate() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SystemGate>{(config) => <p data-testid="app">{config.merchant.name}</p>}</SystemGate>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SystemGate', () => {
  it('shows the app when the status is normal', async () => {
    serve(0);
    renderGate();
    expect((await screen.findByTestId('app')).textContent).toBe('Demo');
  });

  it('replaces the app with the maintenance screen on status 1', async () => {
    serve(1);
    renderGate();
    expect(await screen.findByTestId('maintenance-screen')).toBeTruthy();
    expect(screen.queryByTestId('app')).toBeNull();
  });

  it('shows the region block with the visitor IP on status 2', async () => {
    serve(2);
    renderGate();
    expect(await screen.findByTestId('region-blocked-screen')).toBeTruthy();
    expect(screen.getByTestId('visitor-ip').textContent).toBe('203.0.113.9');
  });

  it('keeps the back office open to a region-blocked address (the server leaves /ops open too)', async () => {
    serve(2);
    window.history.pushState({}, '', '/backoffice/site/regions');
    try {
      renderGate();
      expect((await screen.findByTestId('app')).textContent).toBe('Demo');
      expect(screen.queryByTestId('region-blocked-screen')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
