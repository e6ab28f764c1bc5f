import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { CenteredSpinner } from '../ui/spinner';
import { DocumentTitle } from './document-title';
import { HOME_PATHS } from './home-paths';
import { HomeRoute } from './pages/home-route';
import { RouteErrorBoundary } from './route-error-boundary';
import { PopupLayer } from './shell/popup-host';
import { ServiceMenu } from './shell/service-menu';
import { ShellLayout } from './shell/shell-layout';
import { ThemeToggle } from './shell/theme-toggle';
import { loadShellRoutes } from './shell-routes-loader';

// Every page is its own chunk, and so is every piece a page gets from the route table (the agent
// home's sign-out, service menu and notices; the back office's routes). The shell's other pages
// are one table of their own (shell-routes.tsx): the first page (home) loads none of them.
const SignOutButton = lazyNamed(() => import('../features/auth/components/sign-out-button'), 'SignOutButton');
const NoticeList = lazyNamed(() => import('../features/content/components/notice-list'), 'NoticeList');
const OpsRoutes = lazyNamed(() => import('./pages/ops-routes-outlet'), 'OpsRoutes');
const RequireAuth = lazyNamed(() => import('./require-auth'), 'RequireAuth');
const RequireAgent = lazyNamed(() => import('./require-auth'), 'RequireAgent');
const LiveChatPage = lazyNamed(() => import('../features/chat/live-chat-page'), 'LiveChatPage');
const HelpCentrePage = lazyNamed(() => import('../features/help/components/help-centre-page'), 'HelpCentrePage');
const AgentHomePage = lazyNamed(() => import('../features/agent/components/agent-home-page'), 'AgentHomePage');
const OriginalsPage = lazyNamed(() => import('../features/originals/components/originals-page'), 'OriginalsPage');
const CrashPage = lazyNamed(() => import('../features/originals/games/crash'), 'CrashPage');
const BackofficePage = lazyNamed(() => import('../features/ops/components/backoffice-page'), 'BackofficePage');
const ShellRoutes = lazyNamed(loadShellRoutes, 'ShellRoutes');

/** The route table of spec §2, under the popup layer so account popups show on every page. */
export const routes: RouteObject[] = [
  {
    // The built-in live chat (the launch call's chatUrl): its own window, no portal shell; a member or a guest.
    path: '/livechat',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<CenteredSpinner />}>
          <DocumentTitle />
          <LiveChatPage />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    // Crash alone in the game popup: a shared round with its own page rather than the shell's.
    path: '/embed/originals/crash',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<CenteredSpinner />}>
          <DocumentTitle />
          <RequireAuth>
            <CrashPage embed />
          </RequireAuth>
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    // An in-house game alone, as the game popup frames it (vendor BGS's launch URL): no portal shell.
    path: '/embed/originals/:code',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<CenteredSpinner />}>
          <DocumentTitle />
          <RequireAuth>
            <OriginalsPage embed />
          </RequireAuth>
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    // The operator's cashier: its own login and token, no portal shell, no member popups or socket.
    path: '/backoffice',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<CenteredSpinner />}>
          <DocumentTitle />
          <BackofficePage tools={<ThemeToggle />} />
        </Suspense>
      </RouteErrorBoundary>
    ),
    // The back office's own routes (features/ops/shell/ops-routes.tsx) load with it, as descendant routes.
    children: [
      {
        path: '*',
        element: (
          <Suspense fallback={<CenteredSpinner />}>
            <OpsRoutes />
          </Suspense>
        ),
      },
    ],
  },
  {
    element: (
      <RouteErrorBoundary>
        <PopupLayer />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // The help centre alone, without the shell (spec §2 /helpmc).
        path: '/helpmc',
        element: (
          <Suspense fallback={<CenteredSpinner />}>
            <HelpCentrePage />
          </Suspense>
        ),
      },
      {
        path: '/agentHome',
        element: (
          <Suspense fallback={<CenteredSpinner />}>
            <RequireAuth redirectTo="/agent" trueAccount>
              <RequireAgent>
                <AgentHomePage account={<SignOutButton />} service={<ServiceMenu />} announcements={<NoticeList scope="agent" />} />
              </RequireAgent>
            </RequireAuth>
          </Suspense>
        ),
      },
      {
        element: <ShellLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          ...HOME_PATHS.map((path) => ({ path, element: <HomeRoute /> })),
          // Every other page of the shell: its routes' table is a chunk of its own (shell-routes.tsx).
          { path: '*', element: <ShellRoutes /> },
        ],
      },
    ],
  },
];
