import type { AccountEntryDetail } from '@fortuna/shared';
import type { TFunction } from 'i18next';

/** Values that are times (ISO) and are shown short in the member's language and zone. */
const TIME_VALUES = new Set(['from', 'to']);

/** "26 Nov 18:40" in `language`, in the browser's zone. */
function shortTime(iso: string, language: string, withDay: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = withDay
    ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }
    : { hour: '2-digit', minute: '2-digit', hour12: false };
  return new Intl.DateTimeFormat(language, options).format(date);
}

/**
 * An account-record row as a person reads it ("Transfer to agent01", "Real-time salary, 26 Nov
 * 18:40–18:45"), from the server's `detail`; the raw reference when the row has none. A period
 * that ends on the day it starts shows the day once.
 */
export function describeEntry(t: TFunction, language: string, row: { reference: string; detail?: AccountEntryDetail | undefined }): string {
  if (!row.detail) return row.reference;
  const { from, to } = row.detail.values;
  const sameDay = from && to && new Date(from).toDateString() === new Date(new Date(to).getTime() - 1).toDateString();
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(row.detail.values)) {
    values[name] = TIME_VALUES.has(name) ? shortTime(value, language, !(name === 'to' && sameDay)) : value;
  }
  return t(`wallet.detail.${row.detail.key}`, { ...values, defaultValue: row.reference, interpolation: { escapeValue: false } });
}
