/**
 * The thousands and decimal separators of the page's language (issue 24: numbers in the language's
 * conventions), read from Intl for `<html lang>` (the language i18next applied). Digits stay Latin
 * in every language (`-u-nu-latn`): amounts, odds and draw numbers are compared with the operator's
 * and the vendors' screens, which show Latin digits. Amounts are never formatted through a float:
 * the callers group the API's decimal strings themselves with these separators.
 */
export type Separators = { group: string; decimal: string };

const cache = new Map<string, Separators>();
const FALLBACK: Separators = { group: ',', decimal: '.' };

export function separatorsFor(language: string): Separators {
  const known = cache.get(language);
  if (known) return known;
  let separators = FALLBACK;
  try {
    const parts = new Intl.NumberFormat(`${language}-u-nu-latn`, { useGrouping: true }).formatToParts(1234567.5);
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
  } catch {
    // An unknown tag keeps the product's default (en).
  }
  cache.set(language, separators);
  return separators;
}

/** The separators of the page's current language (en's when there is no document, as in the server's tests). */
export function pageSeparators(): Separators {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? separatorsFor(language) : FALLBACK;
}
