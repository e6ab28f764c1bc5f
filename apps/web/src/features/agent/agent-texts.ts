import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/**
 * The agent centre's texts (`agentCentre.*`) travel with the agent back office's chunk rather
 * than the main bundle: importing this module adds them to the three bundled languages; the other
 * languages fall back to English key by key, as every text does.
 */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
