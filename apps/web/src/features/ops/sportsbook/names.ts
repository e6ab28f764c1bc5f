import type { OpsSportsbookLeague } from '@fortuna/shared';

/** The languages a league's or a team's name is entered in (English is required, the others fall back to it). */
export const NAME_LANGUAGES = ['en', 'zh', 'my'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export type NameFields = Record<NameLanguage, string>;

/** A league's name in the operator's language, else English, else its code. */
export function leagueName(league: Pick<OpsSportsbookLeague, 'names' | 'code'>, language: string): string {
  return league.names[language] ?? league.names.en ?? league.code;
}

/** Typed names as the server takes them: the filled ones, trimmed (`names.en` is required by the shared schema). */
export function namesOf(fields: NameFields): Partial<Record<NameLanguage, string>> {
  const names: Partial<Record<NameLanguage, string>> = {};
  for (const language of NAME_LANGUAGES) {
    const value = fields[language].trim();
    if (value) names[language] = value;
  }
  return names;
}
