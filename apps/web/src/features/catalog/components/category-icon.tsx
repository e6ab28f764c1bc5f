import type { GameCategory } from '@fortuna/shared';
import { Icon } from '../../../ui/icons';

/** Home menu entries that are not server categories. */
export type HomeMenuKey = 'HOME' | 'FAV' | 'HOT';

const ICONS = {
  HOME: Icon.Home,
  FAV: Icon.Star,
  HOT: Icon.Flame,
  RNG: Icon.Slot,
  LIVE: Icon.Live,
  FISH: Icon.Fish,
  SPORTS: Icon.Ball,
  ESPORTS: Icon.Gamepad,
  ELOTT: Icon.Ticket,
  LOTT: Icon.Dice,
  PVP: Icon.Cards,
  BGS: Icon.Crown,
  COCKFIGHT: Icon.Rooster,
} as const;

/** The icon of a home menu entry or game category. */
export function CategoryIcon({ category, size = 18 }: { category: GameCategory | HomeMenuKey; size?: number }) {
  const Glyph = ICONS[category];
  return <Glyph size={size} />;
}
