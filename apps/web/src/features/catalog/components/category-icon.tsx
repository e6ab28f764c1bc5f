import type { GameCategory, MenuCategory } from '@fortuna/shared';
import { Icon, type IconName } from '../../../ui/icons';

/** Home menu entries that are not server categories. */
export type HomeMenuKey = MenuCategory;

/** The icon of each home menu entry and game category. */
export const CATEGORY_ICON: Record<GameCategory | HomeMenuKey, IconName> = {
  HOME: 'Home',
  FAV: 'Star',
  HOT: 'Flame',
  RNG: 'Slot',
  LIVE: 'Live',
  FISH: 'Fish',
  SPORTS: 'Ball',
  ESPORTS: 'Gamepad',
  ELOTT: 'Ticket',
  LOTT: 'Dice',
  PVP: 'Cards',
  BGS: 'Crown',
  COCKFIGHT: 'Rooster',
};

/** The icon of a home menu entry or game category. */
export function CategoryIcon({ category, size = 18 }: { category: GameCategory | HomeMenuKey; size?: number }) {
  const Glyph = Icon[CATEGORY_ICON[category]];
  return <Glyph size={size} />;
}
