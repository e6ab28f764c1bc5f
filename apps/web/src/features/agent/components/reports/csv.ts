/** One column of an exported report: its heading and how a row shows in it. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | null;
  /** Free text (usernames, game names, references): guarded against spreadsheet formulas. */
  text?: boolean;
};

/** Excel opens a UTF-8 file as UTF-8 (Chinese and Burmese intact) only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/** A field quoted when it holds a separator, a quote or a line break (RFC 4180), its quotes doubled. */
function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first)
 * gets a leading apostrophe, so a username or a game name never executes (OWASP CSV injection).
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A report as CSV text for Excel: BOM, a heading line, one line per row, CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => quote(column.header))];
  for (const row of rows) {
    lines.push(
      columns.map((column) => {
        const value = column.value(row);
        const text = value === null ? '' : String(value);
        return quote(column.text ? neutralise(text) : text);
      }),
    );
  }
  return `${BOM}${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through the browser's download. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
