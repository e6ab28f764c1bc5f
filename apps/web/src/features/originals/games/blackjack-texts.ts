import { i18n } from '../../../i18n/setup';
import en from '../locales/blackjack.en.json';
import my from '../locales/blackjack.my.json';
import zh from '../locales/blackjack.zh.json';

/** Blackjack's texts (`originals_blackjack.*`) travel with its page's chunk. */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

export const blackjackTexts = { en, zh, my };
