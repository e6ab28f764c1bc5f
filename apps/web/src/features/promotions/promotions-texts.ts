import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/**
 * The promotions' texts (`promotions.*`: the page, the claim hall, the reward centre, bonus
 * details, applications) travel with the feature. The side menu's list and badge are in the main
 * bundle, which loads before i18next starts: the texts are added once it has. Other languages fall
 * back to English key by key.
 */
function addTexts(): void {
  for (const [language, texts] of Object.entries({ en, zh, my })) {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
