import { LANGUAGE_CODES, type LanguageCode, normalizeLanguage } from '@fortuna/shared';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api';
import { loadLanguageTexts, setLanguageInUse } from './feature-texts';
import { i18n } from './instance';
import { applyDocumentLanguage, getStoredLanguage, storeLanguage } from './language';

export { i18n };

i18n.on('languageChanged', (lng) => {
  setApiLanguage(lng);
  applyDocumentLanguage(lng);
});

/**
 * Starts i18next and resolves once the texts of the language (and of English, the key-by-key
 * fallback) are in: the core bundle and those of the features imported so far. The first render
 * waits for it, so the first paint is in the stored language. No text is in the JavaScript: each
 * language's files load on demand (feature-texts.ts); a language the build has no file for loads
 * an operator's `/locales/<code>.json` and otherwise shows English.
 */
export async function initI18n(language: LanguageCode = getStoredLanguage()): Promise<void> {
  // The first requests may leave before i18next has finished starting; they carry the language too.
  setApiLanguage(language);
  applyDocumentLanguage(language);
  const started = i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    // Bundles are added as they arrive (feature-texts.ts), never through an i18next backend.
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    // 'added': a feature's texts arriving after its page rendered re-render it.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
  });
  // init() made the store synchronously (resources given): the bundles can be added from now on.
  await Promise.all([started, setLanguageInUse(language)]);
}

/** Switches language once its texts (core and loaded features) are in, remembers it and re-sends it as the `Language` header. */
export async function switchLanguage(raw: string): Promise<void> {
  const code = normalizeLanguage(raw);
  if (!code) return;
  storeLanguage(code);
  await loadLanguageTexts(code);
  await i18n.changeLanguage(code);
}
