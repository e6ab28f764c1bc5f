import { HELP_SECTION_IDS, type HelpSectionId } from '@fortuna/shared';

/** The sections of the help centre, in their default order; each is addressable as `#<section>` (spec §2: #term). */
export const HELP_SECTIONS = HELP_SECTION_IDS;
export type HelpSection = HelpSectionId;

/** The help section a URL hash names, or the first section. */
export function helpSectionFromHash(hash: string): HelpSection {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is just an unknown name.
  }
  return HELP_SECTIONS.find((section) => section === name.toLowerCase()) ?? 'about';
}
