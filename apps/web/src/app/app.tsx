import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { SiteConfigProvider } from '../lib/site-config';
import { ToastProvider } from '../ui/toast';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { SystemGate } from './system-gate';

/** The route table, matched by React Router's declarative mode (the portal has no loaders or actions). */
function AppRoutes() {
  return useRoutes(routes);
}

function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The whole portal: server state, toasts, the system-status gate, then the routes. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SystemGate>
          {(config) => (
            <SiteConfigProvider value={config}>
              <AppRouter />
            </SiteConfigProvider>
          )}
        </SystemGate>
      </ToastProvider>
    </QueryClientProvider>
  );
}
