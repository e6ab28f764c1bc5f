import type { GameCategory } from '@fortuna/shared';

/** The lobby route of each server category (spec §2); BGS and COCKFIGHT open in the home lobby. */
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
  COCKFIGHT: '/?category=COCKFIGHT',
};

/** The link to a category's lobby, optionally focused on one vendor (`vassalage`). */
export function categoryHref(category: GameCategory, vendor?: string): string {
  const base = CATEGORY_ROUTES[category];
  if (!vendor) return base;
  return `${base}${base.includes('?') ? '&' : '?'}vassalage=${encodeURIComponent(vendor)}`;
}
