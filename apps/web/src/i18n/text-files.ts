import { LANGUAGE_CODES } from '@fortuna/shared';

/**
 * A locale folder's files as `import.meta.glob('./locales/*.json', { query: '?url', import:
 * 'default', eager: true })` gives them: path → the URL of the built (hashed) JSON file. Only URLs
 * travel in the JavaScript; the texts are fetched when a language is needed.
 */
export type TextFiles = Record<string, string>;

/** A text bundle: nested keys to strings. */
export type Texts = { [key: string]: string | Texts };

const CODES: ReadonlySet<string> = new Set(LANGUAGE_CODES);

/**
 * The files of one bundle by language code: `<prefix><code>.json` where code is one of the site's
 * languages (so `blackjack.fr.json` is French for prefix `blackjack.`, and with no prefix
 * `blackjack.fr.json` is not a language file at all). A file added for a new language is picked up
 * by the next build with no code change.
 */
export function filesByLanguage(files: TextFiles, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, url] of Object.entries(files)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (!name.startsWith(prefix) || !name.endsWith('.json')) continue;
    const code = name.slice(prefix.length, -'.json'.length);
    if (CODES.has(code)) out.set(code, url);
  }
  return out;
}

/** The language code of any locale file path (`…/blackjack.zh-TW.json` → `zh-TW`), or undefined. */
export function languageOfFile(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
  const code = name.slice(name.lastIndexOf('.') + 1);
  return CODES.has(code) ? code : undefined;
}

/** Fetches a text bundle; a missing file (404) is an empty bundle, so the language falls back to English. */
export async function fetchTexts(url: string): Promise<Texts> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const texts: unknown = await response.json();
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) throw new Error(`${url}: not a text bundle`);
  return texts as Texts;
}
