#!/usr/bin/env node
// The translation-completeness check (issue 24 item 5): every text bundle of the web in every
// language the site offers. A locale folder (`apps/web/src/**/locales`) holds `<prefix><code>.json`
// files; English is the reference. The player site and the agent back office offer all 31 languages;
// the operator back office (`features/ops/**`) offers the bundled three (en, zh, my: its language
// select lists only those). Each bundle must have every English key, no key English lacks (but the
// plural forms its language needs), no empty text, and the same {{placeholders}} and <tags>.
// Usage: node scripts/check-translations.mjs [--lang fr] [--quiet]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');

/** The 31 codes of packages/shared/src/constants/languages.ts (read from there, not copied). */
function languageCodes() {
  const source = fs.readFileSync(path.join(root, 'packages/shared/src/constants/languages.ts'), 'utf8');
  const list = source.match(/export const LANGUAGE_CODES = \[([\s\S]*?)\] as const/);
  if (!list) throw new Error('LANGUAGE_CODES not found in packages/shared/src/constants/languages.ts');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const ALL = languageCodes();
const BUNDLED = ['en', 'zh', 'my'];
/**
 * Languages whose translation is under way: the check names them but does not fail on them, and it
 * fails when one of them is complete (so it leaves this list). Empty when every language is done.
 */
const PENDING = new Set([]);

function localeDirs(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') out.push(full);
    else localeDirs(full, out);
  }
  return out;
}

function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else if (value && typeof value === 'object') flatten(value, name, out);
    else out.set(name, value);
  }
  return out;
}

const tokens = (text, pattern) => [...String(text).matchAll(pattern)].map((m) => m[0].replace(/\s+/g, '')).sort();
const placeholders = (text) => tokens(text, /\{\{\s*[\w.,\s-]+\s*\}\}/g);
const tags = (text) => tokens(text, /<\/?\s*[\w-]+\s*\/?>/g);

/** English keys that are plural pairs (`x_one` beside `x_other`): their bases. */
function pluralBases(keys) {
  const bases = new Set();
  for (const key of keys) {
    const match = key.match(/^(.*)_one$/);
    if (match && keys.has(`${match[1]}_other`)) bases.add(match[1]);
  }
  return bases;
}

/** Checks one bundle against English; returns its problems. */
export function compareBundle(language, english, bundle) {
  const problems = [];
  const bases = pluralBases(new Set(english.keys()));
  const categories = new Intl.PluralRules(language === 'my' ? 'my' : language).resolvedOptions().pluralCategories;
  const allowed = new Set(english.keys());
  for (const base of bases) for (const category of categories) allowed.add(`${base}_${category}`);
  for (const [key, text] of english) {
    const match = key.match(/^(.*)_(zero|one|two|few|many|other)$/);
    const plural = match && bases.has(match[1]);
    if (!bundle.has(key)) {
      // A plural form the language does not use (e.g. `_one` in Japanese) may be left out.
      if (plural && !categories.includes(match[2])) continue;
      problems.push(`missing ${key}`);
      continue;
    }
    const value = bundle.get(key);
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`empty ${key}`);
      continue;
    }
    // A plural form may drop the count (`one` often reads "a"); otherwise placeholders must match.
    const want = placeholders(text);
    const got = placeholders(value);
    if (plural ? got.some((p) => !want.includes(p)) : want.join() !== got.join())
      problems.push(`placeholders ${key}: ${got.join(' ') || '(none)'} ≠ ${want.join(' ') || '(none)'}`);
    if (tags(text).join() !== tags(value).join()) problems.push(`tags ${key}: ${tags(value).join(' ')} ≠ ${tags(text).join(' ')}`);
  }
  for (const [key, value] of bundle) {
    if (allowed.has(key)) {
      if (!english.has(key) && (typeof value !== 'string' || value.trim() === '')) problems.push(`empty ${key}`);
      continue;
    }
    const match = key.match(/^(.*)_(zero|one|two|few|many|other)$/);
    problems.push(match && bases.has(match[1]) ? `plural form ${key} not used in ${language}` : `extra ${key}`);
  }
  return problems;
}

function bundleProblems(language, english, file) {
  if (!fs.existsSync(file)) return ['file missing'];
  let tree;
  try {
    tree = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`not JSON: ${error.message}`];
  }
  return compareBundle(language, english, flatten(tree));
}

/** Every locale folder's bundles, checked. Returns [{ file, problems }] for the bundles with problems. */
export function checkTranslations({ only } = {}) {
  const failures = [];
  const pending = new Map();
  let bundles = 0;
  for (const dir of localeDirs(webSrc)) {
    const relative = path.relative(webSrc, dir);
    const languages = relative.split(path.sep).includes('ops') ? BUNDLED : ALL;
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.en.json') || name === 'en.json');
    for (const englishFile of files) {
      const prefix = englishFile.slice(0, -'en.json'.length);
      const english = flatten(JSON.parse(fs.readFileSync(path.join(dir, englishFile), 'utf8')));
      for (const language of languages) {
        if (language === 'en' || (only && language !== only)) continue;
        const file = path.join(dir, `${prefix}${language}.json`);
        const shown = path.relative(root, file);
        const problems = bundleProblems(language, english, file);
        if (PENDING.has(language) && !only) {
          pending.set(language, (pending.get(language) ?? 0) + (problems.length > 0 ? 1 : 0));
          continue;
        }
        bundles++;
        if (problems.length > 0) failures.push({ file: shown, problems });
      }
    }
  }
  for (const [language, incomplete] of pending)
    if (incomplete === 0) failures.push({ file: language, problems: ['complete: take it off PENDING in scripts/check-translations.mjs'] });
  return { bundles, failures, pending };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--lang');
  const only = at > 0 ? process.argv[at + 1] : undefined;
  const quiet = process.argv.includes('--quiet');
  const { bundles, failures, pending } = checkTranslations({ only });
  for (const { file, problems } of failures) {
    console.log(`✘ ${file}: ${problems.length} problem(s)`);
    if (!quiet) for (const problem of problems.slice(0, 20)) console.log(`    ${problem}`);
  }
  console.log(`${bundles - failures.length} of ${bundles} bundles complete`);
  for (const [language, incomplete] of pending) console.log(`pending: ${language} (${incomplete} bundle(s) incomplete)`);
  process.exit(failures.length === 0 ? 0 : 1);
}
