import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

function register(): void {
  for (const [language, texts] of Object.entries({ en, zh, my })) {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
}

/**
 * The announcement texts (`announcements.*`): notice list, notice popup and the after-login
 * popups, in the three bundled languages. They load with the shell (before i18next has started),
 * so they are added once it has.
 */
if (i18n.isInitialized) register();
else i18n.on('initialized', register);
