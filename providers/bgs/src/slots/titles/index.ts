import type { SlotTitle } from '../types';
import { goldenKoi } from './golden-koi';
import { jadeTemple } from './jade-temple';
import { luckyLanterns } from './lucky-lanterns';
import { monsoonRiches } from './monsoon-riches';
import { sandsOfRa } from './sands-of-ra';
import { thunderForge } from './thunder-forge';

/** The six slot titles, in catalogue order. */
export const SLOT_TITLES: readonly SlotTitle[] = [jadeTemple, goldenKoi, thunderForge, luckyLanterns, monsoonRiches, sandsOfRa];
