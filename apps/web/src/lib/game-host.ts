/**
 * Tells the page that frames this game (the game popup) that money moved, so its header balance
 * follows (the popup listens for `fortuna:balance` from its own frame and origin only).
 */
export function tellHost(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'fortuna:balance' }, window.location.origin);
}

/** The in-house live tables (vendor BGS, issue 22): launching one opens the room list of its game. */
export const BGS_LIVE_CODES = ['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'fan-tan', 'fish-prawn-crab', 'se-die'] as const;
/** The in-house card rooms (vendor BGS, issue 22): launching one opens the room list of its game. */
export const BGS_PVP_CODES = ['niu-niu', 'zjh', 'shan-koe-mee', 'poker'] as const;

/** The house sportsbook's vendor (issue 23): its games are the portal's own book pages. */
export const SPORTSBOOK_VENDOR = 'FSB';
/** The book's page of each of its catalogue games. */
const SPORTSBOOK_ROUTES: Record<string, string> = { sports: '/sports', esports: '/esports', cockfight: '/cockfight' };

/**
 * Where the portal opens an in-house game itself instead of framing its launch URL: a live table
 * code `/live?game=<code>`, a card room code `/pvp?game=<code>`, the book's games their book page
 * (`/sports`, `/esports`, `/cockfight`); null for everything else (blackjack and the other
 * originals keep their game page in the popup).
 */
export function bgsPortalRoute(vendor: string, gameCode: string): string | null {
  if (vendor === SPORTSBOOK_VENDOR) return SPORTSBOOK_ROUTES[gameCode] ?? null;
  if (vendor !== 'BGS') return null;
  const query = `?game=${encodeURIComponent(gameCode)}`;
  if ((BGS_LIVE_CODES as readonly string[]).includes(gameCode)) return `/live${query}`;
  if ((BGS_PVP_CODES as readonly string[]).includes(gameCode)) return `/pvp${query}`;
  return null;
}

/** The same for a launch URL the server answered (`/embed/originals/<code>?launch=…`, the book's `/sports?…&vendor=FSB&game=<code>`; e.g. a banner's game known only by id). */
export function bgsPortalRouteOfUrl(url: string): string | null {
  // The book's launch URL (its credential's `/sports`, maybe on a launch CDN) names its vendor and game.
  const book = /^(?:https?:\/\/[^/?#]+)?\/sports\?([^#]*)/.exec(url);
  const query = new URLSearchParams(book?.[1] ?? '');
  if (query.get('vendor') === SPORTSBOOK_VENDOR) return bgsPortalRoute(SPORTSBOOK_VENDOR, query.get('game') ?? '');
  const match = /^\/embed\/originals\/([a-z0-9-]+)(?:[?#]|$)/.exec(url);
  return match?.[1] ? bgsPortalRoute('BGS', match[1]) : null;
}
