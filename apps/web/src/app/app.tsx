import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SiteConfigProvider } from '../lib/site-config';
import { ToastProvider } from '../ui/toast';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { SystemGate } from './system-gate';

function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

/** The whole portal: server state, toasts, the system-status gate, then the routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
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
