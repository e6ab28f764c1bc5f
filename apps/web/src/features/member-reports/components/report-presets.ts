import { DATE_PRESETS } from '@fortuna/shared';
import type { DatePresetKey } from '../../../lib/date-range';

/** The reports' presets: today and every spec §9 preset (previous and next 7 and 30 days), in the merchant's business days. */
export const REPORT_PRESETS: readonly DatePresetKey[] = ['today', ...DATE_PRESETS.map((p) => p.key)];
