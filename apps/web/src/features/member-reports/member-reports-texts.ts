import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/** The player's reports' texts (`memberReports.*`) travel with the feature: importing this adds them to the three bundled languages. */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
