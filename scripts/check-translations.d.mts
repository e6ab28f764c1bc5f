/** Types of check-translations.mjs for the tests that prove the check fails when it should. */
export function compareBundle(language: string, english: Map<string, unknown>, bundle: Map<string, unknown>): string[];
export function checkTranslations(options?: { only?: string }): {
  bundles: number;
  failures: { file: string; problems: string[] }[];
  pending: Map<string, number>;
};
