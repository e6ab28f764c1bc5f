import { i18n } from '../../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/**
 * The sportsbook trading screens' texts (`ops_sportsbook.*`) travel with their lazily loaded screen:
 * importing this module adds them to the three bundled languages; the other languages fall back to English.
 */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
