import { i18n } from '../../i18n/setup';
import en from './locales/en.json';
import my from './locales/my.json';
import zh from './locales/zh.json';

/** The feedback screens' texts (`feedback.*`), shared by "my feedback" and the back office's feedback queue. */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
