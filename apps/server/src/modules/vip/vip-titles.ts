/** The bonus book's titles of VIP bonuses per bundled language (other languages read English). */
const TITLES: Record<'upgrade' | 'weekly' | 'monthly', Record<string, string>> = {
  upgrade: { en: 'VIP upgrade bonus: {name}', zh: 'VIP 晋级礼金：{name}', my: 'VIP အဆင့်မြှင့်ဆုကြေး- {name}' },
  weekly: { en: 'VIP weekly bonus: {name}', zh: 'VIP 周礼金：{name}', my: 'VIP အပတ်စဉ်ဆုကြေး- {name}' },
  monthly: { en: 'VIP monthly bonus: {name}', zh: 'VIP 月礼金：{name}', my: 'VIP လစဉ်ဆုကြေး- {name}' },
};

/** A VIP bonus's title in each language the level is named in (and the bundled ones), with the level's name. */
export function vipBonusTitle(kind: keyof typeof TITLES, level: number, names: Record<string, string>): Record<string, string> {
  const languages = new Set([...Object.keys(TITLES[kind]), ...Object.keys(names)]);
  return Object.fromEntries(
    [...languages].map((lang) => {
      const template = TITLES[kind][lang] ?? (TITLES[kind].en as string);
      const name = names[lang] ?? names.en ?? `VIP ${level}`;
      return [lang, template.replace('{name}', name)];
    }),
  );
}
