#!/usr/bin/env node
// The first-page budget (issue 24 item 1): the JavaScript the home route `/` loads before it
// paints, gzipped, must stay within 170 KB. Read from the web build's manifest
// (apps/web/dist/.vite/manifest.json): the entry chunk and everything it imports statically, plus
// the home page's lazy chunk (app/pages/home-page.tsx) and its static imports. Each file counts
// once, gzipped at level 9 as the server's precompressed copy is. Texts are not JavaScript: the
// language bundles load as JSON files (see apps/web/src/i18n) and are printed apart.
// Usage: node scripts/check-bundle-budget.mjs [distDir] [--json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The budget of the home route's initial JavaScript, gzipped bytes. */
export const HOME_JS_BUDGET = 170 * 1024;
/**
 * The home page's lazy chunk: keyed by its source path, or, when vite.config.ts groups the page
 * with what it imports into one chunk (codeSplitting group `home-page`), by that chunk's name.
 */
export const HOME_PAGE_SOURCE = 'src/app/pages/home-page.tsx';
export const HOME_PAGE_CHUNK = 'home-page';

const gzipSize = (file) => gzipSync(fs.readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * The home route's initial files from a build: `js` (entry + static imports + home chunk + its
 * static imports), `css` beside them, and `texts` (the core language JSON files, by code).
 */
export function homeInitialFiles(distDir = path.join(root, 'apps/web/dist')) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web first (npm run build)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const homeKey = manifest[HOME_PAGE_SOURCE]
    ? HOME_PAGE_SOURCE
    : Object.keys(manifest).find((key) => manifest[key].name === HOME_PAGE_CHUNK && manifest[key].file.endsWith('.js'));
  if (!homeKey) throw new Error(`the manifest has no chunk for ${HOME_PAGE_SOURCE}`);
  const seen = new Set();
  const js = [];
  const css = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk(entryKey);
  walk(homeKey);
  const texts = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/i18n\/locales\/([\w-]+)\.json$/.exec(key);
    if (match) texts[match[1]] = chunk.file;
  }
  const sized = (file) => ({ file, gzip: gzipSize(path.join(distDir, file)) });
  return {
    js: js.filter((file) => file.endsWith('.js')).map(sized),
    css: [...css].map(sized),
    texts: Object.fromEntries(Object.entries(texts).map(([code, file]) => [code, sized(file)])),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => files.reduce((total, { gzip }) => total + gzip, 0);

function main() {
  const args = process.argv.slice(2);
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'apps/web/dist'));
  const files = homeInitialFiles(distDir);
  const total = sum(files.js);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ budget: HOME_JS_BUDGET, total, ...files }, null, 2));
  } else {
    for (const { file, gzip } of [...files.js].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(gzip).padStart(7)} KB  ${file}`);
    console.log(`  css (not counted): ${kb(sum(files.css))} KB gz in ${files.css.length} file(s)`);
    const texts = Object.entries(files.texts).map(([code, { gzip }]) => `${code} ${kb(gzip)}`);
    if (texts.length) console.log(`  texts (JSON, not counted; one language + en load): ${texts.join(', ')} KB gz`);
  }
  const ok = total <= HOME_JS_BUDGET;
  if (args.includes('--json')) process.exit(ok ? 0 : 1);
  console.log(
    `home route initial JS: ${kb(total)} KB gzipped in ${files.js.length} files, budget ${kb(HOME_JS_BUDGET)} KB: ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
