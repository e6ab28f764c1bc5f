/** The sections of the help centre, in order; each is addressable as `#<section>` (spec §2: #term). */
export const HELP_SECTIONS = ['about', 'term', 'privacy', 'responsible', 'faq'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

/** The help section a URL hash names, or the first section. */
export function helpSectionFromHash(hash: string): HelpSection {
  const name = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  return HELP_SECTIONS.find((section) => section === name) ?? 'about';
}
