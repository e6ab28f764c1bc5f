import type { OpsPromotionState } from '@fortuna/shared';
import type { BadgeTone } from '../../../ui/badge';

/** How each state of a promotion reads in a badge. */
export const STATE_TONE: Record<OpsPromotionState, BadgeTone> = {
  disabled: 'neutral',
  scheduled: 'info',
  running: 'success',
  ended: 'warning',
};
