import type { SlotArt } from './art-kit';
import { goldenKoiArt } from './golden-koi-art';
import { jadeTempleArt } from './jade-temple-art';
import { luckyLanternsArt } from './lucky-lanterns-art';
import { monsoonRichesArt } from './monsoon-riches-art';
import { sandsOfRaArt } from './sands-of-ra-art';
import { thunderForgeArt } from './thunder-forge-art';

/** Each slot title's art by game code. */
export const SLOT_ART: Record<string, SlotArt> = {
  'jade-temple': jadeTempleArt,
  'golden-koi': goldenKoiArt,
  'thunder-forge': thunderForgeArt,
  'lucky-lanterns': luckyLanternsArt,
  'monsoon-riches': monsoonRichesArt,
  'sands-of-ra': sandsOfRaArt,
};
