import crypto from 'node:crypto';

/**
 * The URL a game opens at (spec §9 "Image and launch CDNs chosen randomly"). A vendor's launch
 * URL that is a path ('/reference/') is served through the merchant's launch CDNs: one is
 * chosen at random per launch and the path appended (the CSP's frame-src allows exactly those
 * CDNs). An absolute launch URL is used as it is; its origin must then be one of the launch CDNs
 * for the portal's iframe to be allowed. No CDN configured: the path stays on the portal's origin.
 */
export function buildLaunchUrl(
  cdns: readonly string[],
  launchUrl: string,
  params: Record<string, string>,
  pick: (n: number) => number = (n) => crypto.randomInt(0, n),
): string {
  const onCdn = launchUrl.startsWith('/') && !launchUrl.startsWith('//');
  const cdn = onCdn && cdns.length > 0 ? (cdns[pick(cdns.length)] ?? '') : '';
  const base = `${cdn.replace(/\/+$/, '')}${launchUrl}`;
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
