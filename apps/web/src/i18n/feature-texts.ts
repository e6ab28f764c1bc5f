import { useEffect } from 'react';
import { i18n } from './instance';
import { fetchTexts, filesByLanguage, languageOfFile, type TextFiles, type Texts } from './text-files';

/**
 * Texts load per language, on demand (issue 24): none of them is in the JavaScript. The core
 * bundle (`i18n/locales/<code>.json`) and each feature's bundle (`features/…/locales/<prefix><code>.json`,
 * registered when the feature's module is imported) are fetched for the language in use and for
 * English, the key-by-key fallback; again for a new language before the switch (switchLanguage)
 * or after it (`languageChanged`). A language without a file shows English.
 */

type Bundle = { files: Map<string, string>; loading: Map<string, Promise<void>> };

const core: Bundle = {
  files: filesByLanguage(import.meta.glob<string>('./locales/*.json', { query: '?url', import: 'default', eager: true })),
  loading: new Map(),
};
const features: Bundle[] = [];
/** Every feature load started, in order: a lazy page waits for those its own import started (textsSince). */
const started: Promise<void>[] = [];
/** The language the page shows, once the start-up has named it. */
let languageInUse: string | undefined;
/** Tests: every bundle was added at once from the sources (preloadTexts); nothing is fetched. */
let preloaded: Map<string, Texts[]> | undefined;

const wanted = (code: string) => (code === 'en' ? ['en'] : [code, 'en']);

function track(loading: Promise<void>): void {
  started.push(loading);
}

/** Fetches one bundle's file for a language once; it is added after `after` (the core) so a deep merge never loses a key. */
function loadOnce(bundle: Bundle, code: string, url: string, after?: Promise<void>): Promise<void> {
  const known = bundle.loading.get(code);
  if (known) return known;
  const loading = Promise.all([fetchTexts(url), after]).then(
    ([texts]) => {
      i18n.addResourceBundle(code, 'translation', texts, true, true);
    },
    (error: unknown) => {
      // Shown in English meanwhile; the next use of the language tries again.
      bundle.loading.delete(code);
      console.warn('texts not loaded', url, error);
    },
  );
  bundle.loading.set(code, loading);
  track(loading);
  return loading;
}

/** The core texts of a language: the build's file, else an operator's `/locales/<code>.json` (see the server's locales module). */
function loadCore(code: string): Promise<void> {
  return loadOnce(core, code, core.files.get(code) ?? `/locales/${code}.json`);
}

function loadFeature(bundle: Bundle, code: string): Promise<void> {
  const url = bundle.files.get(code);
  return url ? loadOnce(bundle, code, url, loadCore(code)) : Promise.resolve();
}

/** Loads the core and every registered feature's texts of a language and of English; resolves when they are in. */
export function loadLanguageTexts(code: string): Promise<void> {
  if (preloaded) {
    addPreloaded();
    return Promise.resolve();
  }
  const all = wanted(code).flatMap((lng) => [loadCore(lng), ...features.map((bundle) => loadFeature(bundle, lng))]);
  return Promise.all(all).then(() => undefined);
}

/** Names the language in use: registered and later-registered features load its texts. */
export function setLanguageInUse(code: string): Promise<void> {
  languageInUse = code;
  return loadLanguageTexts(code);
}

i18n.on('languageChanged', (code: string) => void setLanguageInUse(code));

/**
 * Registers a feature's text bundle, given its locale files as
 * `import.meta.glob('./locales/*.json', { query: '?url', import: 'default', eager: true })` and the
 * prefix of its file names (`blackjack.` for `blackjack.en.json`). Called when the feature's module
 * is first imported: the texts of the language in use and of English start loading at once.
 */
export function registerFeatureTexts(files: TextFiles, prefix = ''): void {
  if (preloaded) return;
  const bundle: Bundle = { files: filesByLanguage(files, prefix), loading: new Map() };
  features.push(bundle);
  if (languageInUse) for (const code of wanted(languageInUse)) void loadFeature(bundle, code);
}

/** A mark in the log of text loads, taken before a lazy import (see textsSince). */
export function textsMark(): number {
  return started.length;
}

/**
 * Resolves once the text loads started since `mark` have finished: a lazy page's module registers
 * its texts when it is imported, and the page shows once they are in (not waiting for the texts
 * other chunks are loading meanwhile, beyond those that started in the same moment).
 */
export async function textsSince(mark: number): Promise<void> {
  let seen = mark;
  while (seen < started.length) {
    const next = started.slice(seen);
    seen = started.length;
    await Promise.all(next);
  }
}

/** Resolves once every text load started so far has finished. */
export function textsSettled(): Promise<void> {
  return textsSince(0);
}

/** Loads a language's texts without switching to it (a preview in another language); its components re-render when they are in. */
export function useLanguageTexts(code: string): void {
  useEffect(() => {
    void loadLanguageTexts(code);
  }, [code]);
}

/**
 * Tests: the sources of every bundle (an eager `import.meta.glob` of the locale files), all added
 * synchronously when i18next starts, core first (a test may read another language with
 * getFixedT); nothing is fetched.
 */
export function preloadTexts(sources: Record<string, Texts>): void {
  const byLanguage = new Map<string, Texts[]>();
  const entries = Object.entries(sources).sort(([a], [b]) => Number(!a.includes('/i18n/locales/')) - Number(!b.includes('/i18n/locales/')));
  for (const [path, texts] of entries) {
    const code = languageOfFile(path);
    if (code) byLanguage.set(code, [...(byLanguage.get(code) ?? []), texts]);
  }
  preloaded = byLanguage;
}

let preloadedAdded = false;

function addPreloaded(): void {
  if (preloadedAdded || !preloaded) return;
  preloadedAdded = true;
  for (const [lng, bundles] of preloaded) for (const texts of bundles) i18n.addResourceBundle(lng, 'translation', texts, true, true);
}
