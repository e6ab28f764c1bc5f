#!/usr/bin/env node
// Draws the installed app's icons from the favicon (apps/web/public/favicon.svg) into
// apps/web/public/icons/: 192 and 512 px "any" icons (the favicon as it is, rounded corners and
// all), a 512 px maskable icon (full-bleed background, the letter inside the 80 % safe circle, so
// a launcher's circle or squircle mask never cuts it) and a 180 px Apple touch icon (iOS rounds
// the corners itself and shows transparency as black). The PNGs are committed; run this again only
// when the favicon changes: node scripts/make-pwa-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const outDir = path.join(publicDir, 'icons');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The favicon without its rounded corners: the background fills the square, the letter is scaled about the centre. */
function fullBleed(scale) {
  const defs = /<defs>.*<\/defs>/.exec(favicon)?.[0] ?? '';
  const letter = /<path[^>]*\/>/.exec(favicon)?.[0];
  const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
  if (!letter || !background) throw new Error('favicon.svg no longer has one <rect> background and one <path> letter');
  // The letter's box is x 22–46, y 16–52 of 64: its centre (34, 34) moves to the icon's centre (32, 32).
  const transform = `translate(32 32) scale(${scale}) translate(-34 -34)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="${background}"/><g transform="${transform}">${letter}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The letter's half-diagonal is 21.6 of 64 at scale 1; 0.9 keeps it at 0.30 of the width, inside the 0.40 safe radius.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.9) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

fs.mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  const png = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(outDir, icon.file), png);
  console.log(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
}
