import type { ProfileFieldView } from '@fortuna/shared';

/** How a field stands for the member: changeable, changeable once more, locked, or not shown at all. */
export function fieldState(field: ProfileFieldView): 'editable' | 'once_open' | 'locked' | 'hidden' {
  if (field.mode === 'hidden') return 'hidden';
  if (!field.editable) return 'locked';
  return field.mode === 'once' ? 'once_open' : 'editable';
}
