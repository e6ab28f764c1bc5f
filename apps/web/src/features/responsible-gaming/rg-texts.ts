import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/**
 * Responsible gaming's texts (`rg.*`) travel with the feature: importing this module adds them to
 * the bundled languages. The reality check is part of the app shell, so this may run before
 * i18next has started (its store methods exist only after init): then the texts go in once it has.
 */
function addTexts() {
  for (const [language, texts] of Object.entries({ en, zh, my })) {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
