import { registerFeatureTexts } from '../../../../i18n/feature-texts';

/**
 * The step-by-step games' texts (`originals_steps.*`): registered when this module is first imported (with
 * the chunk that needs them); each language's file loads on demand, English being the key-by-key fallback
 * (i18n/feature-texts.ts).
 */
registerFeatureTexts(import.meta.glob<string>('../../locales/steps.*.json', { query: '?url', import: 'default', eager: true }), 'steps.');
