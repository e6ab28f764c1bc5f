import { ERROR_CODES } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a nested resource as `dotted.key` → value. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

const bundles = { en: flatten(en), zh: flatten(zh), my: flatten(my) };

/** `{{name}}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('bundled locales', () => {
  it('have exactly the same keys in en, zh and my', () => {
    const keys = [...bundles.en.keys()].sort();
    expect([...bundles.zh.keys()].sort()).toEqual(keys);
    expect([...bundles.my.keys()].sort()).toEqual(keys);
  });

  it('have no empty values', () => {
    for (const [language, bundle] of Object.entries(bundles)) {
      const empty = [...bundle].filter(([, value]) => value.trim() === '').map(([key]) => `${language}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    const mismatched = [...bundles.en].flatMap(([key, text]) =>
      (['zh', 'my'] as const)
        .filter((language) => placeholders(bundles[language].get(key) ?? '').join() !== placeholders(text).join())
        .map((language) => `${language}:${key}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('translate every error code under errors.*', () => {
    const missing = ERROR_CODES.flatMap((code) =>
      Object.entries(bundles)
        .filter(([, bundle]) => !bundle.has(`errors.${code}`))
        .map(([language]) => `${language}:errors.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('are really translated: zh is Chinese and my is Burmese', () => {
    const chinese = [...bundles.zh.values()].filter((text) => /[\u4e00-\u9fff]/.test(text)).length;
    const burmese = [...bundles.my.values()].filter((text) => /[\u1000-\u109f]/.test(text)).length;
    expect(chinese / bundles.zh.size).toBeGreaterThan(0.85);
    expect(burmese / bundles.my.size).toBeGreaterThan(0.85);
  });
});

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Removes comments so commented-out markup does not count. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('user-visible strings', () => {
  it('finds the component sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('has no JSX text with letters outside t()', () => {
    const offenders: string[] = [];
    for (const [file, raw] of Object.entries(sources)) {
      const source = stripComments(raw);
      // JSX text: after a tag's closing `>` (not an arrow `=>` or a generic), up to the next tag or expression.
      for (const match of source.matchAll(/(?<![=-])>([^<>{}]*\p{L}[^<>{}]*)</gu)) {
        const text = match[1]?.trim() ?? '';
        // Code between two elements (`/> : null;`) or comparisons (`a > b || c < d`) is not text; real JSX text has no statements in it.
        if (!text || text.startsWith(',') || /[;=()]|&&|\|\||\breturn\b/.test(text)) continue;
        offenders.push(`${file}: "${text}"`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no user-visible attribute (label, title, placeholder, alt) written as a literal', () => {
    const offenders: string[] = [];
    for (const [file, raw] of Object.entries(sources)) {
      const source = stripComments(raw);
      for (const match of source.matchAll(/\b(aria-label|title|placeholder|alt|label)="([^"]*\p{L}[^"]*)"/gu)) {
        offenders.push(`${file}: ${match[1]}="${match[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives the footer its licence and copyright lines in every bundled language', () => {
    for (const bundle of Object.values(bundles)) {
      expect(bundle.get('footer.licence')).toBeTruthy();
      expect(bundle.get('footer.copyright')).toBeTruthy();
    }
  });
});
