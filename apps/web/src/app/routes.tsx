import type { GameCategory } from '@fortuna/shared';
import { type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { CenteredSpinner } from '../ui/spinner';
import { RequireAuth } from './require-auth';
import { RouteErrorScreen } from './screens/route-error-screen';
import { CustomerServiceButton } from './shell/customer-service-button';
import { ShellLayout } from './shell/shell-layout';

const HomePage = lazyNamed(() => import('./pages/home-page'), 'HomePage');
const HelpPage = lazyNamed(() => import('./pages/help-page'), 'HelpPage');
const PlaceholderPage = lazyNamed(() => import('./pages/placeholder-page'), 'PlaceholderPage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');
const LobbyPage = lazyNamed(() => import('../features/catalog/components/lobby-page'), 'LobbyPage');
const DownloadPage = lazyNamed(() => import('../features/download/components/download-page'), 'DownloadPage');
const HelpCentrePage = lazyNamed(() => import('../features/help/components/help-centre-page'), 'HelpCentrePage');
const AgentLandingPage = lazyNamed(() => import('../features/agent/components/agent-landing-page'), 'AgentLandingPage');
const AgentHomePage = lazyNamed(() => import('../features/agent/components/agent-home-page'), 'AgentHomePage');

function authed(element: ReactNode, redirectTo?: string): ReactNode {
  return <RequireAuth redirectTo={redirectTo}>{element}</RequireAuth>;
}

function lobby(path: string, category: GameCategory): RouteObject {
  return { path, element: <LobbyPage key={category} category={category} /> };
}

/** The home page and its aliases; /login and /register add their popup (see PopupHost). */
const HOME_PATHS = ['index', 'index.html', 'home', 'login', 'register'];

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    path: '/agentHome',
    errorElement: <RouteErrorScreen />,
    element: <Suspense fallback={<CenteredSpinner />}>{authed(<AgentHomePage />, '/agent')}</Suspense>,
  },
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
      { path: 'download', element: <DownloadPage /> },
      { path: 'agent', element: <AgentLandingPage service={<CustomerServiceButton />} /> },
      { path: 'member', element: authed(<PlaceholderPage titleKey="pages.member" icon="User" />) },
      { path: 'help', element: <HelpPage /> },
      { path: 'helpmc', element: <HelpCentrePage /> },
      { path: 'promotions', element: <PlaceholderPage titleKey="pages.promotions" icon="Gift" /> },
      { path: 'pointMall', element: authed(<PlaceholderPage titleKey="pages.point_mall" icon="Star" />) },
      lobby('sports', 'SPORTS'),
      lobby('esports', 'ESPORTS'),
      lobby('lott', 'LOTT'),
      lobby('elott', 'ELOTT'),
      lobby('live', 'LIVE'),
      lobby('fish', 'FISH'),
      lobby('rng', 'RNG'),
      lobby('pvp', 'PVP'),
      { path: 'favorite', element: authed(<PlaceholderPage titleKey="pages.favorite" icon="Star" />) },
      { path: 'recent', element: authed(<PlaceholderPage titleKey="pages.recent" icon="Clock" />) },
      { path: 'lottery', element: authed(<PlaceholderPage titleKey="pages.lottery" icon="Ticket" />) },
      { path: 'seaLottery', element: authed(<PlaceholderPage titleKey="pages.sea_lottery" icon="Ticket" />) },
      { path: 'vnLottery', element: authed(<PlaceholderPage titleKey="pages.vn_lottery" icon="Ticket" />) },
      { path: 'seamless', element: <PlaceholderPage titleKey="pages.seamless" icon="Gamepad" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
