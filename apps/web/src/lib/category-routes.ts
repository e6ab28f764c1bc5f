import type { GameCategory } from '@fortuna/shared';

/** The lobby route of each server category (spec §2); BGS opens in the home lobby, COCKFIGHT the book's fight page. */
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/lott',
  PVP: '/pvp',
  BGS: '/?category=BGS',
  COCKFIGHT: '/cockfight',
};

/** The link to a category's lobby, optionally focused on one vendor (`vassalage`). */
export function categoryHref(category: GameCategory, vendor?: string): string {
  const base = CATEGORY_ROUTES[category];
  if (!vendor) return base;
  return `${base}${base.includes('?') ? '&' : '?'}vassalage=${encodeURIComponent(vendor)}`;
}
