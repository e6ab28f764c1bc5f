/** A cell that is a plain number (amounts such as "-12.50" included): written as it is. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * text that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading `'`,
 * so a game or user name cannot run in the operator's spreadsheet; numbers are left alone.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document of rows of one shape: a header line of `columns`, then one line per row, CRLF
 * line ends and a UTF-8 byte-order mark so spreadsheets read Chinese and Burmese names right.
 */
export function toCsv<T extends Record<string, unknown>>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
