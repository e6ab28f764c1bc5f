import { DEFAULT_LANGUAGE, type LanguageCode, normalizeLanguage, RTL_LANGUAGES } from '@fortuna/shared';

/** localStorage key of the chosen language. */
export const LANGUAGE_KEY = 'fortuna.language';

/** The stored language choice, or the product default (MY). */
export function getStoredLanguage(): LanguageCode {
  try {
    return normalizeLanguage(localStorage.getItem(LANGUAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Remembers a language choice. */
export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Storage may be refused in private modes; the choice still applies to this page.
  }
}

/** Puts a language on `<html lang dir>`. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = (RTL_LANGUAGES as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}
