import { i18n } from '../../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/** The promotions screens' texts (`ops_promotions.*`), loaded with their lazy chunk into the three bundled languages. */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
