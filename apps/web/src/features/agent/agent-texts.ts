import { i18n } from '../../i18n/setup';
import accountsEn from './locales/accounts.en.json';
import accountsMy from './locales/accounts.my.json';
import accountsZh from './locales/accounts.zh.json';
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
// Register accounts, transfers to downlines and the header links (agentCentre.accounts, .transfer, .header).
for (const [language, texts] of Object.entries({ en: accountsEn, zh: accountsZh, my: accountsMy })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
