/**
 * The 16 pattern families of spec §5. A registration or login field rule names one by
 * `patternId`; its `acceptedPattern` is the family's regular expression ('*' = match all), and
 * length is checked separately against the rule's min and max. The error text is the localized
 * template `pattern_<id>` with {{min}} and {{max}} substituted.
 */
export const PATTERN_FAMILIES = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  LETTERS_CHINESE: '^[A-Za-z\\u4e00-\\u9fa5]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
  DIGITS: '^\\d+$',
  ALNUM_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  LETTERS_SPACES: '^[A-Za-z ]+$',
  LETTERS_NO_SPACES: '^[A-Za-z]+$',
  CHINESE_PUNCT: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  TWO_LETTERS_SPACES: '^(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z ]+$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  THAI: '^[\\u0e00-\\u0e7f ]+$',
} as const;

export type PatternId = keyof typeof PATTERN_FAMILIES;
export const PATTERN_IDS = Object.keys(PATTERN_FAMILIES) as PatternId[];

/** A field rule as the server's register settings deliver it (spec §3). */
export type FieldRule = {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
};

/** Why a value failed its rule: an i18n key plus the numbers its template needs. */
export type FieldRuleFailure = { key: string; min: number; max: number };

/**
 * Checks a value against a field rule: valid only if it matches the pattern and its length is
 * within bounds. Empty input fails with the same template (spec: "'required' uses the same
 * template").
 */
export function checkFieldRule(value: string, rule: FieldRule): FieldRuleFailure | null {
  const failure = { key: `pattern_${rule.patternId}`, min: rule.minLength, max: rule.maxLength };
  const length = [...value].length;
  if (length === 0 || length < rule.minLength || length > rule.maxLength) return failure;
  if (rule.acceptedPattern === '*') return null;
  return new RegExp(rule.acceptedPattern, 'u').test(value) ? null : failure;
}
