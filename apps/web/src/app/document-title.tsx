import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useWhitelabel } from '../features/config/api/get-whitelabel';

/** The page name (`titles.*`) of each route of spec §2, by its first path segment, lower case. */
const ROUTE_TITLES: Record<string, string> = {
  '': 'home',
  index: 'home',
  'index.html': 'home',
  home: 'home',
  login: 'home',
  register: 'home',
  download: 'download',
  agent: 'agent',
  agenthome: 'agent_home',
  member: 'member',
  help: 'help',
  helpmc: 'help_centre',
  promotions: 'promotions',
  pointmall: 'point_mall',
  sports: 'sports',
  esports: 'esports',
  cockfight: 'cockfight',
  lott: 'lott',
  elott: 'elott',
  live: 'live',
  fish: 'fish',
  rng: 'rng',
  pvp: 'pvp',
  favorite: 'favorite',
  recent: 'recent',
  lottery: 'lottery',
  sealottery: 'sea_lottery',
  vnlottery: 'vn_lottery',
  seamless: 'seamless',
  backoffice: 'backoffice',
  livechat: 'live_chat',
  winners: 'winners',
  jackpot: 'jackpot',
  blog: 'blog',
  mirrors: 'mirrors',
};

/** The `titles.*` key of a path: its route's page name, `not_found` for a path no route serves. */
export function pageTitleKey(pathname: string): string {
  const [first = '', second = ''] = pathname.replace(/^\/+/, '').toLowerCase().split('/');
  if (first === 'lottery' && second === 'verify') return 'titles.lottery_verify';
  if (first === 'lottery' && second === 'fairness') return 'titles.lottery_fairness';
  if (first === 'blog' && /^\d+$/.test(second ?? '')) return 'titles.blog';
  if (first === 'originals') return second === 'verify' ? 'titles.originals_verify' : 'titles.originals';
  if (first === 'embed' && second === 'originals') return 'titles.originals';
  if (first === 'pvp' && second === 'hand') return 'titles.pvp_hand';
  if ((first === 'sports' || first === 'esports') && second === 'match') return 'titles.sports_match';
  if (first === 'sports' && second === 'bets') return 'titles.sports_bets';
  const name = ROUTE_TITLES[first];
  return name && (second === '' || first === 'backoffice') ? `titles.${name}` : 'titles.not_found';
}

/**
 * Sets the browser tab's title to the current page and the merchant's site name, in the member's
 * language ("Lottery · Fortuna"); before the site configuration has loaded, the page name alone.
 */
export function DocumentTitle(): null {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = useWhitelabel().data?.merchant.name;
  useEffect(() => {
    const page = t(pageTitleKey(pathname));
    document.title = site ? t('titles.format', { page, site }) : page;
  }, [t, pathname, site]);
  return null;
}
