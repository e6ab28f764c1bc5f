import { createPrng, hashString, paletteFor } from './palette';
import { num, starPoints, svgDocument } from './svg';

/** Avatar keys: `<merchantId>-<memberId>` (a member's generated one) or `set-<n>` (the built-in choices, 1–12). */
export const AVATAR_KEY_PATTERN = /^(?:[0-9]{1,9}-[0-9]{1,12}|set-(?:[1-9]|1[0-2]))$/;

/**
 * A member avatar (96×96): a round badge in a palette hashed from the key, with a constellation
 * of small stars, so each member's is distinct and none shows a face or a name.
 */
export function renderAvatar(key: string): string {
  const palette = paletteFor(`avatar:${key}`);
  const random = createPrng(hashString(key));
  const id = `av${hashString(key).toString(36)}`;
  let stars = '';
  for (let i = 0; i < 5; i++) {
    const x = 22 + random() * 52;
    const y = 22 + random() * 52;
    const r = 3 + random() * 6;
    stars += `<polygon points="${starPoints(x, y, r, r * 0.45, 5, random() * 72)}" fill="${palette.accent}" opacity="${num(0.55 + random() * 0.45)}"/>`;
  }
  return svgDocument({
    width: 96,
    height: 96,
    title: 'Member avatar',
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    body: `<circle cx="48" cy="48" r="46" fill="url(#${id})"/><circle cx="48" cy="48" r="45" fill="none" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="2"/>${stars}`,
  });
}
