import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/**
 * The platform messages' texts (`messages.*`) in the three bundled languages. The header's badge
 * is in the main bundle, which loads before i18next starts: the texts are added once it has.
 */
function addTexts(): void {
  for (const [language, texts] of Object.entries({ en, zh, my })) {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
