import { i18n } from '../../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/** The cockfight page's texts (`cockfight.*`) travel with its chunk; other languages fall back to English key by key. */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
