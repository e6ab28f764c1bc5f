/** Shared SVG building helpers: document wrapper, escaping and compact number formatting. */

/** Options for {@link svgDocument}. */
export type SvgDocumentOptions = {
  width: number;
  height: number;
  /** Accessible name; placed (escaped) in `<title>` and `aria-label`. */
  title: string;
  /** Markup placed inside `<defs>` (omitted when empty). */
  defs?: string;
  /** Drawing markup. */
  body: string;
};

/** Escapes the five XML special characters so `text` is safe in element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Formats a number with at most one decimal place and no leading zero (small, deterministic markup). */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0';
  // SVG number syntax allows a bare fraction (".5"), which keeps long paths noticeably shorter.
  return String(rounded).replace(/^(-?)0\./, '$1.');
}

/** Point on a circle of radius `r` around (`cx`, `cy`) at `deg` degrees (0° = 12 o'clock, clockwise). */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

/** Points of an `n`-pointed star as an SVG `points` attribute value. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5, rotation = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const [x, y] = polar(cx, cy, i % 2 === 0 ? outer : inner, rotation + (i * 180) / n);
    pts.push(`${num(x)},${num(y)}`);
  }
  return pts.join(' ');
}

/** Wraps drawing markup into a standalone, accessible SVG document (`xmlns`, `role="img"`, `<title>`). */
export function svgDocument(options: SvgDocumentOptions): string {
  const { width, height, title, defs, body } = options;
  const label = escapeXml(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}
