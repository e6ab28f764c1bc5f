import i18next from 'i18next';

/**
 * The i18next instance of the portal, on its own so the text loaders (feature-texts.ts) and the
 * start-up (setup.ts) share it without importing each other.
 */
export const i18n = i18next.createInstance();
