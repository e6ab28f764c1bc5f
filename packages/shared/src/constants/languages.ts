/** One language the portal can show: its code on the wire and its own name for the language select. */
export type LanguageOption = { code: LanguageCode; nativeName: string; englishName: string };

/**
 * The spec's 31 language codes. `my` is Burmese (the product default, "MY"); Malay is `ms`.
 * The spec names 26 of them; the last five (ne, si, mn, fr, de) complete its count of 31.
 */
export const LANGUAGE_CODES = [
  'my',
  'en',
  'zh',
  'zh-TW',
  'ja',
  'th',
  'vi',
  'es',
  'hi',
  'id',
  'km',
  'ko',
  'ms',
  'pt',
  'pt-BR',
  'ta',
  'tl',
  'ur',
  'tr',
  'bn',
  'ar',
  'fa',
  'ru',
  'kk',
  'uz',
  'lo',
  'ne',
  'si',
  'mn',
  'fr',
  'de',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The default language of the product (spec §1, §9). */
export const DEFAULT_LANGUAGE: LanguageCode = 'my';
/** Languages whose texts ship inside the web bundle; the rest load from /locales/<code>.json. */
export const BUNDLED_LANGUAGES = ['zh', 'en', 'my'] as const satisfies readonly LanguageCode[];
/** Right-to-left scripts, so the shell can set `dir`. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'fa', 'ur'];

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese' },
  { code: 'en', nativeName: 'English', englishName: 'English' },
  { code: 'zh', nativeName: '简体中文', englishName: 'Chinese (Simplified)' },
  { code: 'zh-TW', nativeName: '繁體中文', englishName: 'Chinese (Traditional)' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese' },
  { code: 'th', nativeName: 'ไทย', englishName: 'Thai' },
  { code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian' },
  { code: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean' },
  { code: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)' },
  { code: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil' },
  { code: 'tl', nativeName: 'Tagalog', englishName: 'Tagalog' },
  { code: 'ur', nativeName: 'اردو', englishName: 'Urdu' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian' },
  { code: 'kk', nativeName: 'Қазақ тілі', englishName: 'Kazakh' },
  { code: 'uz', nativeName: 'Oʻzbekcha', englishName: 'Uzbek' },
  { code: 'lo', nativeName: 'ລາວ', englishName: 'Lao' },
  { code: 'ne', nativeName: 'नेपाली', englishName: 'Nepali' },
  { code: 'si', nativeName: 'සිංහල', englishName: 'Sinhala' },
  { code: 'mn', nativeName: 'Монгол', englishName: 'Mongolian' },
  { code: 'fr', nativeName: 'Français', englishName: 'French' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German' },
];

/** Codes the original client sent (uppercase, CN for Chinese) mapped onto ours. */
const LANGUAGE_ALIASES: Record<string, LanguageCode> = {
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  tw: 'zh-TW',
  'zh-hant': 'zh-TW',
  'zh-tw': 'zh-TW',
  'pt-br': 'pt-BR',
  br: 'pt-BR',
  jp: 'ja',
  kr: 'ko',
  vn: 'vi',
};

/** Normalises a language header or stored choice; unknown values give `undefined`. */
export function normalizeLanguage(raw: string | null | undefined): LanguageCode | undefined {
  if (!raw) return undefined;
  const lower = raw.trim().toLowerCase();
  if (!lower) return undefined;
  const alias = LANGUAGE_ALIASES[lower];
  if (alias) return alias;
  return LANGUAGE_CODES.find((code) => code.toLowerCase() === lower);
}
