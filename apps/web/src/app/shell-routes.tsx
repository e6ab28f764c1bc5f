import type { GameCategory } from '@fortuna/shared';
import { type ReactNode, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';

const AgentLogin = lazyNamed(() => import('../features/auth/components/agent-login'), 'AgentLogin');
const CustomerServiceButton = lazyNamed(() => import('./shell/customer-service-button'), 'CustomerServiceButton');
const BookCentre = lazyNamed(() => import('./pages/book-centre'), 'BookCentre');
const RequireAuth = lazyNamed(() => import('./require-auth'), 'RequireAuth');
const HelpPage = lazyNamed(() => import('./pages/help-page'), 'HelpPage');
const PlaceholderPage = lazyNamed(() => import('./pages/placeholder-page'), 'PlaceholderPage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');
const LobbyPage = lazyNamed(() => import('../features/catalog/components/lobby-page'), 'LobbyPage');
const AccountGamesPage = lazyNamed(() => import('../features/catalog/components/account-games-page'), 'AccountGamesPage');
const DownloadPage = lazyNamed(() => import('../features/download/components/download-page'), 'DownloadPage');
const AgentLandingPage = lazyNamed(() => import('../features/agent/components/agent-landing-page'), 'AgentLandingPage');
const MemberCentrePage = lazyNamed(() => import('./member-centre/member-centre-page'), 'MemberCentrePage');
const LotteryPage = lazyNamed(() => import('../features/lottery/components/lottery-page'), 'LotteryPage');
const VerifyPage = lazyNamed(() => import('../features/lottery/components/verify-page'), 'VerifyPage');
const FairnessPage = lazyNamed(() => import('../features/lottery/components/fairness-page'), 'FairnessPage');
const OriginalsPage = lazyNamed(() => import('../features/originals/components/originals-page'), 'OriginalsPage');
const CrashPage = lazyNamed(() => import('../features/originals/games/crash'), 'CrashPage');
const OriginalsVerifyPage = lazyNamed(() => import('../features/originals/components/verify-page'), 'OriginalsVerifyPage');
const LiveRooms = lazyNamed(() => import('../features/live/components/live-rooms'), 'LiveRooms');
const LiveTablePage = lazyNamed(() => import('../features/live/components/live-table-page'), 'LiveTablePage');
const PvpRooms = lazyNamed(() => import('../features/pvp/components/pvp-rooms'), 'PvpRooms');
const PvpRoomPage = lazyNamed(() => import('../features/pvp/components/pvp-room-page'), 'PvpRoomPage');
const PvpHandPage = lazyNamed(() => import('../features/pvp/components/pvp-hand-page'), 'PvpHandPage');
const LotteryCentre = lazyNamed(() => import('../features/lottery/components/lottery-centre'), 'LotteryCentre');
const WinnersPage = lazyNamed(() => import('../features/pages/components/winners-page'), 'WinnersPage');
const JackpotPage = lazyNamed(() => import('../features/pages/components/jackpot-page'), 'JackpotPage');
const BlogListPage = lazyNamed(() => import('../features/pages/components/blog-list-page'), 'BlogListPage');
const BlogArticlePage = lazyNamed(() => import('../features/pages/components/blog-article-page'), 'BlogArticlePage');
const MirrorsPage = lazyNamed(() => import('../features/pages/components/mirrors-page'), 'MirrorsPage');
const PromotionsPage = lazyNamed(() => import('../features/promotions/components/promotions-page'), 'PromotionsPage');
const PointsMallPage = lazyNamed(() => import('../features/points/components/points-mall-page'), 'PointsMallPage');
const SportsbookLobby = lazyNamed(() => import('../features/sportsbook/components/sportsbook-lobby'), 'SportsbookLobby');
const SportsMatchPage = lazyNamed(() => import('../features/sportsbook/components/sports-match-page'), 'SportsMatchPage');
const SportsBetsPage = lazyNamed(() => import('../features/sportsbook/components/sports-bets-page'), 'SportsBetsPage');
const CockfightPage = lazyNamed(() => import('../features/sportsbook/cockfight/cockfight-page'), 'CockfightPage');

function authed(element: ReactNode, redirectTo?: string): ReactNode {
  return <RequireAuth redirectTo={redirectTo}>{element}</RequireAuth>;
}

/** A page trial accounts may not open (spec §6: member centre, real-money games). */
function realAccount(element: ReactNode): ReactNode {
  return <RequireAuth trueAccount>{element}</RequireAuth>;
}

function lobby(path: string, category: GameCategory): RouteObject {
  return { path, element: <LobbyPage key={category} category={category} /> };
}

/** A lottery centre: the catalogue lobby with the in-house lotteries' countdowns and last results above it. */
function lotteryCentre(path: string, category: GameCategory): RouteObject {
  return {
    path,
    element: (
      <LobbyPage
        key={category}
        category={category}
        inHouse={(vendors) => (
          <Suspense fallback={null}>
            <LotteryCentre vendors={vendors} />
          </Suspense>
        )}
      />
    ),
  };
}

/** The live casino lobby: the in-house tables' room list (features/live) above the category's game list, while the site lists vendor BGS there. */
function liveLobby(): RouteObject {
  return {
    path: 'live',
    element: (
      <LobbyPage
        key="LIVE"
        category="LIVE"
        inHouse={(vendors) =>
          vendors.includes('BGS') ? (
            <Suspense fallback={null}>
              <LiveRooms />
            </Suspense>
          ) : null
        }
      />
    ),
  };
}

/** A sports centre (issue 23): the house book's page when the site lists it, else the category's game lobby. */
function bookCentre(path: string, category: GameCategory, book: ReactNode): RouteObject {
  return {
    path,
    element: <BookCentre key={category} category={category} book={book} lobby={<LobbyPage key={category} category={category} />} />,
  };
}

/** The card games lobby: the in-house PVP rooms (features/pvp) above the category's game list. */
function pvpLobby(): RouteObject {
  return {
    path: 'pvp',
    element: (
      <LobbyPage
        key="PVP"
        category="PVP"
        inHouse={() => (
          <Suspense fallback={null}>
            <PvpRooms />
          </Suspense>
        )}
      />
    ),
  };
}

/**
 * The portal shell's pages but home (spec §2), as descendant routes of the shell's `*`: this table
 * and the lazy imports of its pages load once a visitor leaves home (or lands elsewhere), not
 * with the first page.
 */
export const shellRoutes: RouteObject[] = [
  { path: 'download', element: <DownloadPage /> },
  { path: 'winners', element: <WinnersPage /> },
  { path: 'jackpot', element: <JackpotPage /> },
  { path: 'blog', element: <BlogListPage /> },
  { path: 'blog/:id', element: <BlogArticlePage /> },
  { path: 'mirrors', element: <MirrorsPage /> },
  { path: 'agent', element: <AgentLandingPage login={<AgentLogin />} service={<CustomerServiceButton />} /> },
  { path: 'member', element: realAccount(<MemberCentrePage />) },
  { path: 'help', element: <HelpPage /> },
  { path: 'promotions', element: <PromotionsPage /> },
  { path: 'pointMall', element: authed(<PointsMallPage />) },
  bookCentre('sports', 'SPORTS', <SportsbookLobby sport="football" />),
  bookCentre('esports', 'ESPORTS', <SportsbookLobby sport="esports" />),
  // The house book's match page and the member's bets (issue 23); guests see prices, members bet.
  { path: 'sports/match/:matchId', element: <SportsMatchPage /> },
  { path: 'esports/match/:matchId', element: <SportsMatchPage /> },
  { path: 'sports/bets', element: authed(<SportsBetsPage />) },
  bookCentre('cockfight', 'COCKFIGHT', <CockfightPage />),
  lotteryCentre('lott', 'LOTT'),
  lotteryCentre('elott', 'ELOTT'),
  liveLobby(),
  // A live table (vendor BGS, issue 22): guests watch, members bet.
  { path: 'live/table/:tableId', element: <LiveTablePage /> },
  lobby('fish', 'FISH'),
  lobby('rng', 'RNG'),
  pvpLobby(),
  // A card room (vendor BGS, issue 22): guests watch, members sit and play; the seat survives a reload.
  { path: 'pvp/room/:roomId', element: <PvpRoomPage /> },
  // A finished hand's record, its deal checked in the browser against the revealed seed: anyone may open it.
  { path: 'pvp/hand/:handId', element: <PvpHandPage /> },
  // Favourites and recent games belong to real accounts (the server refuses trial accounts).
  { path: 'favorite', element: realAccount(<AccountGamesPage key="favorite" kind="favorite" />) },
  { path: 'recent', element: realAccount(<AccountGamesPage key="recent" kind="recent" />) },
  { path: 'lottery', element: realAccount(<LotteryPage />) },
  // Anyone may check a draw and read how (no login).
  { path: 'lottery/verify', element: <VerifyPage /> },
  { path: 'lottery/fairness', element: <FairnessPage /> },
  // The in-house instant games (vendor BGS): each game's page, and anyone may verify a round.
  { path: 'originals/verify', element: <OriginalsVerifyPage /> },
  { path: 'originals/:code', element: authed(<OriginalsPage />) },
  { path: 'originals/crash', element: authed(<CrashPage />) },
  // The regional lotteries on the same game page, reading their vendor's games (issue #7).
  { path: 'seaLottery', element: realAccount(<LotteryPage key="TCG_SEA" vendor="TCG_SEA" />) },
  { path: 'vnLottery', element: realAccount(<LotteryPage key="TCG_LOTTO_VN" vendor="TCG_LOTTO_VN" />) },
  { path: 'seamless', element: <PlaceholderPage titleKey="pages.seamless" icon="Gamepad" /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Matches the shell's other pages (routes.tsx renders it for every path home does not take). */
export function ShellRoutes() {
  return useRoutes(shellRoutes);
}
