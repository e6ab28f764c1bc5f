import { registerFeatureTexts } from '../../i18n/feature-texts';

/**
 * The lottery's texts (`lottery.*`): registered when this module is first imported (with the chunk that
 * needs them); each language's file loads on demand, English being the key-by-key fallback
 * (i18n/feature-texts.ts).
 */
registerFeatureTexts(import.meta.glob<string>('./locales/*.json', { query: '?url', import: 'default', eager: true }));
