/** The merchant logo: gold "FORTUNA" wordmark with a clover coin emblem. */
import { svgDocument } from './svg';

const GOLD_STOPS =
  '<stop offset="0" stop-color="#fff3c4"/><stop offset=".42" stop-color="#f6c94f"/>' +
  '<stop offset=".55" stop-color="#c88a1a"/><stop offset="1" stop-color="#f3cd68"/>';

/** Clover leaves: four rotated ellipses around the coin centre. */
function clover(cx: number, cy: number): string {
  const leaves = [45, 135, 225, 315]
    .map((deg) => `<ellipse cx="${cx}" cy="${cy - 5}" rx="3.7" ry="5.2" transform="rotate(${deg} ${cx} ${cy})"/>`)
    .join('');
  const stem = `<path d="M${cx} ${cy + 1}q.6 6.5 4 9.5" fill="none" stroke="#7a4d0b" stroke-width="1.8" stroke-linecap="round"/>`;
  return `${stem}<g fill="#7a4d0b">${leaves}<circle cx="${cx}" cy="${cy}" r="1.8" fill="#fff3c4"/></g>`;
}

/** Renders the 180×40 merchant logo, gold on transparent, outlined so it reads on dark and light backgrounds. */
export function renderLogo(): string {
  const defs =
    `<linearGradient id="fl-gold" x1="0" y1="0" x2="0" y2="1">${GOLD_STOPS}</linearGradient>` +
    '<radialGradient id="fl-coin" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#fff6d0"/>' +
    '<stop offset=".5" stop-color="#f2c14a"/><stop offset="1" stop-color="#a8700f"/></radialGradient>';
  const body =
    '<circle cx="20" cy="20" r="17" fill="url(#fl-coin)" stroke="#5a3a0a" stroke-width="1.2"/>' +
    '<circle cx="20" cy="20" r="13.2" fill="none" stroke="#8a5a10" stroke-width=".9" stroke-dasharray="1.6 1.4"/>' +
    clover(20, 20) +
    '<path d="M35 5.5l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z" fill="#fff3c4" stroke="#8a5a10" stroke-width=".4"/>' +
    '<text x="45" y="29" textLength="131" lengthAdjust="spacingAndGlyphs" ' +
    "font-family=\"Montserrat,'Segoe UI','Helvetica Neue',Arial,'Liberation Sans',sans-serif\" " +
    'font-size="25" font-weight="800" fill="url(#fl-gold)" stroke="#5a3a0a" stroke-width="1.3" ' +
    'stroke-linejoin="round" paint-order="stroke">FORTUNA</text>';
  return svgDocument({ width: 180, height: 40, title: 'Fortuna', defs, body });
}
