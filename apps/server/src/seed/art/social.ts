/** 32×32 monochrome social glyphs drawn with `currentColor` (evocative shapes, not brand marks). */
import { svgDocument } from './svg';

/** Social icon names. */
export const SOCIAL_ICONS = ['youtube', 'facebook', 'instagram', 'whatsapp', 'messenger', 'telegram'] as const;
/** A social icon name. */
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

const GLYPHS: Record<SocialIcon, { title: string; body: string }> = {
  youtube: {
    title: 'YouTube',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M8 6.5h16a6 6 0 0 1 6 6v7a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6v-7a6 6 0 0 1 6-6zM13 11v10l8.5-5z"/>',
  },
  facebook: {
    title: 'Facebook',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M16 2a14 14 0 1 1 0 28 14 14 0 1 1 0-28zM17.8 27v-9.2h3.1l.5-3.6h-3.6v-2.3c0-1 .3-1.8 1.8-1.8h1.9V6.9a25 25 0 0 0-2.8-.2c-2.8 0-4.6 1.7-4.6 4.8v2.7h-3.1v3.6h3.1V27z"/>',
  },
  instagram: {
    title: 'Instagram',
    body: '<g fill="none" stroke="currentColor" stroke-width="2.6"><rect x="4" y="4" width="24" height="24" rx="7"/><circle cx="16" cy="16" r="5.5"/></g><circle cx="22.6" cy="9.4" r="1.7" fill="currentColor"/>',
  },
  whatsapp: {
    title: 'WhatsApp',
    body: '<path fill="none" stroke="currentColor" stroke-width="2.4" stroke-linejoin="round" d="M16 3.6A12.4 12.4 0 0 0 5.3 22.3L3.6 28.4l6.3-1.6A12.4 12.4 0 1 0 16 3.6z"/><path fill="currentColor" d="M11.7 9.6c.4-.4 1-.3 1.3.1l1.5 2.4c.3.4.2.9-.1 1.2l-.9.9c.7 1.6 2.1 3 3.7 3.7l.9-.9c.3-.3.8-.4 1.2-.1l2.4 1.5c.4.3.5.9.1 1.3l-1.1 1.1c-1 1-2.6 1.1-4.8-.1-1.8-1-3.6-2.8-4.6-4.6-1.2-2.2-1.1-3.8-.1-4.8z"/>',
  },
  messenger: {
    title: 'Messenger',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M16 3C8.8 3 3.3 8.3 3.3 15.2c0 3.7 1.6 6.9 4.3 9.1V29l4.3-2.4c1.3.4 2.7.6 4.1.6 7.2 0 12.7-5.3 12.7-12S23.2 3 16 3zM8.2 19.3l5.6-7.6 3.6 3.1 4.7-3.1-5.6 7.6-3.6-3.1z"/>',
  },
  telegram: {
    title: 'Telegram',
    body: '<path fill="currentColor" fill-rule="evenodd" d="M29.5 3.5 2.5 14.6l8.2 3.2 2.6 9 4.4-5.1 7.4 5.6zM12.5 18.6l11.6-9.8-9.3 11.6-.6 3.6z"/>',
  },
};

/** Renders the 32×32 monochrome glyph for social network `name`. */
export function renderSocialIcon(name: SocialIcon): string {
  const glyph = GLYPHS[name];
  return svgDocument({ width: 32, height: 32, title: glyph.title, body: glyph.body });
}
