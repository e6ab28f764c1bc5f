import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * The checks every feature's own text bundle passes (features/<area>/locales): the same keys,
 * no empty value and the same placeholders in en, zh and my, and zh really Chinese, my Burmese.
 */
export function describeFeatureTexts(name: string, texts: { en: Tree; zh: Tree; my: Tree }): void {
  const bundles = { en: flatten(texts.en), zh: flatten(texts.zh), my: flatten(texts.my) };
  describe(name, () => {
    it('have the same keys, no empty value and the same placeholders in en, zh and my', () => {
      const keys = [...bundles.en.keys()].sort();
      for (const language of ['zh', 'my'] as const) {
        expect([...bundles[language].keys()].sort()).toEqual(keys);
        for (const [key, text] of bundles.en)
          expect(placeholders(bundles[language].get(key) ?? ''), `${language}:${key}`).toEqual(placeholders(text));
      }
      for (const bundle of Object.values(bundles)) expect([...bundle.values()].filter((text) => text.trim() === '')).toEqual([]);
    });

    it('are really translated: zh is Chinese and my is Burmese', () => {
      const share = (bundle: Map<string, string>, script: RegExp) =>
        [...bundle.values()].filter((text) => script.test(text)).length / bundle.size;
      expect(share(bundles.zh, /[\u4e00-\u9fff]/)).toBeGreaterThan(0.85);
      expect(share(bundles.my, /[\u1000-\u109f]/)).toBeGreaterThan(0.85);
    });
  });
}
