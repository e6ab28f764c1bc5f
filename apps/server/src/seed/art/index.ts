/**
 * Generated demo artwork (no third-party assets). `renderArt` maps a relative asset path such as
 * `demo/banners/w_home-1.svg` to a deterministic SVG document, or null for anything it does not know.
 */
import { APP_ICONS, type AppIcon, renderAppIcon } from './apps';
import { AVATAR_KEY_PATTERN, renderAvatar } from './avatars';
import { BANNER_GROUPS, BANNER_VARIANTS, type BannerGroup, renderBanner } from './banners';
import { renderGameIcon } from './games';
import { renderLogo } from './logo';
import { PROMOTION_ART, type PromotionArt, renderPromotionBanner } from './promotions';
import { renderSocialIcon, SOCIAL_ICONS, type SocialIcon } from './social';
import { renderVendorLogo, renderVendorTile } from './vendors';

export { APP_ICONS, type AppIcon } from './apps';
export { BANNER_GROUPS, BANNER_VARIANTS, type BannerGroup, bannerSize } from './banners';
export { GAME_CODE_PATTERN, GAME_ICON_CATEGORIES, gameInitials } from './games';
export { SOCIAL_ICONS, type SocialIcon } from './social';
export { VENDOR_CODE_PATTERN, vendorLabel } from './vendors';

/** A rendered asset, ready to be served. */
export type ArtAsset = { body: string; contentType: 'image/svg+xml' };

const LOGO_PATH = 'demo/logo.svg';
const BANNER_RE = /^demo\/banners\/([a-z_]+)-([0-9]+)\.svg$/;
const VENDOR_RE = /^demo\/vendors\/([A-Z0-9_]{1,20})-(logo|tile)\.svg$/;
const APP_RE = /^demo\/apps\/([a-z-]+)\.svg$/;
const SOCIAL_RE = /^demo\/social\/([a-z]+)\.svg$/;
const PROMOTION_RE = /^demo\/promotions\/([a-z]+)\.svg$/;
const AVATAR_RE = /^demo\/avatars\/((?:set-)?[0-9-]+)\.svg$/;
const GAME_RE = /^demo\/games\/([A-Z]{2,12})\/([A-Z0-9_]{1,20})\/([A-Za-z0-9][A-Za-z0-9_.-]{0,63})\.svg$/;

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function renderSvg(path: string): string | null {
  if (path === LOGO_PATH) return renderLogo();
  let m = BANNER_RE.exec(path);
  if (m) {
    const [, group = '', n = ''] = m;
    if (!includes<BannerGroup>(BANNER_GROUPS, group) || !/^[1-9]$/.test(n)) return null;
    return renderBanner(group, Number(n));
  }
  m = VENDOR_RE.exec(path);
  if (m) {
    const [, code = '', kind] = m;
    return kind === 'logo' ? renderVendorLogo(code) : renderVendorTile(code);
  }
  m = APP_RE.exec(path);
  if (m) {
    const kind = m[1] ?? '';
    return includes<AppIcon>(APP_ICONS, kind) ? renderAppIcon(kind) : null;
  }
  m = SOCIAL_RE.exec(path);
  if (m) {
    const name = m[1] ?? '';
    return includes<SocialIcon>(SOCIAL_ICONS, name) ? renderSocialIcon(name) : null;
  }
  m = GAME_RE.exec(path);
  if (m) {
    const [, category = '', vendor = '', code = ''] = m;
    return renderGameIcon(category, vendor, code);
  }
  m = PROMOTION_RE.exec(path);
  if (m) {
    const theme = m[1] ?? '';
    return includes<PromotionArt>(PROMOTION_ART, theme) ? renderPromotionBanner(theme) : null;
  }
  m = AVATAR_RE.exec(path);
  if (m) {
    const key = m[1] ?? '';
    return AVATAR_KEY_PATTERN.test(key) ? renderAvatar(key) : null;
  }
  return null;
}

/**
 * Resolves an asset path (no leading slash, e.g. `demo/vendors/REF-logo.svg`) to generated SVG artwork.
 * Returns null for unknown paths, traversal attempts and invalid vendor codes. Output is deterministic.
 */
export function renderArt(path: string): ArtAsset | null {
  const body = renderSvg(path);
  return body === null ? null : { body, contentType: 'image/svg+xml' };
}

/** Every fixed (non-vendor) asset path, plus `-logo`/`-tile` paths for the given vendor codes. */
export function listArtPaths(vendorCodes: readonly string[] = []): string[] {
  const paths = [LOGO_PATH];
  for (const group of BANNER_GROUPS) {
    for (let n = 1; n <= BANNER_VARIANTS; n++) paths.push(`demo/banners/${group}-${n}.svg`);
  }
  for (const code of vendorCodes) paths.push(`demo/vendors/${code}-logo.svg`, `demo/vendors/${code}-tile.svg`);
  for (const app of APP_ICONS) paths.push(`demo/apps/${app}.svg`);
  for (const name of SOCIAL_ICONS) paths.push(`demo/social/${name}.svg`);
  for (const theme of PROMOTION_ART) paths.push(`demo/promotions/${theme}.svg`);
  return paths;
}
