import { i18n } from '../../i18n/setup';
import en from './shell/locales/en.json';
import my from './shell/locales/my.json';
import zh from './shell/locales/zh.json';

/**
 * The back office shell's texts (`ops_shell.*`: menu, tables, two-factor, operators, audit) travel
 * with the back office's chunks: importing this module adds them to the three bundled languages.
 * Each area's own texts load with its screen (`<area>/<area>-texts.ts`).
 */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
