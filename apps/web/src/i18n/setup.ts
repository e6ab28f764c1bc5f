import { type BUNDLED_LANGUAGES, LANGUAGE_CODES, type LanguageCode, normalizeLanguage } from '@fortuna/shared';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api';
import { applyDocumentLanguage, getStoredLanguage, storeLanguage } from './language';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/** The i18next instance of the portal. */
export const i18n = i18next.createInstance();

const bundled = { en: { translation: en }, zh: { translation: zh }, my: { translation: my } } satisfies Record<
  (typeof BUNDLED_LANGUAGES)[number],
  { translation: object }
>;

i18n.on('languageChanged', (lng) => {
  setApiLanguage(lng);
  applyDocumentLanguage(lng);
});

/**
 * Starts i18next: en, zh and my ship in the bundle; the other codes of LANGUAGE_CODES load from
 * `/locales/<code>.json` and fall back to English key by key (a missing file means all English).
 */
export function initI18n(language: LanguageCode = getStoredLanguage()): Promise<unknown> {
  // The first requests may leave before i18next has finished starting; they carry the language too.
  setApiLanguage(language);
  applyDocumentLanguage(language);
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      resources: bundled,
      partialBundledLanguages: true,
      backend: { loadPath: '/locales/{{lng}}.json' },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    });
}

/** Switches language once its texts are loaded, remembers it and re-sends it as the `Language` header. */
export async function switchLanguage(raw: string): Promise<void> {
  const code = normalizeLanguage(raw);
  if (!code) return;
  storeLanguage(code);
  await i18n.loadLanguages(code);
  await i18n.changeLanguage(code);
}
