import { i18n } from '../../../../i18n/setup';
import en from '../../locales/steps.en.json';
import my from '../../locales/steps.my.json';
import zh from '../../locales/steps.zh.json';

/** The step-by-step games' texts (`originals_steps.*`) travel with their pages' chunks. */
for (const [language, texts] of Object.entries({ en, zh, my })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

export const stepsTexts = { en, zh, my };
