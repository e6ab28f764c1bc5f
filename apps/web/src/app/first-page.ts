import { LIMITS } from '@fortuna/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getSystemStatus, systemStatusQueryKey } from '../features/config/api/get-system-status';
import { getWhitelabel, whitelabelQueryKey } from '../features/config/api/get-whitelabel';
import { bannersQuery } from '../features/content/api/get-banners';
import { imageUrl, initImageCdn } from '../lib/image-cdn';
import { largestPaintDone } from '../lib/when-idle';
import { loadHomePage } from './home-page-loader';
import { isHomePath } from './home-paths';

/**
 * Starts at once what the first paint would otherwise ask for one step after another (texts, then
 * the system gate's status and whitelabel, then the page's code, then its data): the gate's two
 * calls and, on a home path, the home page's chunk and its banners, the largest paint. Resolves
 * when the home page's chunk is in (at once elsewhere; a chunk that failed is the router's to report).
 */
export function startFirstPage(queryClient: QueryClient, pathname: string, language: string): Promise<unknown> {
  void queryClient.prefetchQuery({ queryKey: systemStatusQueryKey, queryFn: ({ signal }) => getSystemStatus(signal) });
  const whitelabel = queryClient.fetchQuery({ queryKey: whitelabelQueryKey, queryFn: ({ signal }) => getWhitelabel(signal) });
  if (!isHomePath(pathname)) {
    whitelabel.catch(() => {});
    // Only home holds back its secondary parts for its banners.
    largestPaintDone();
    return Promise.resolve();
  }
  const home = loadHomePage();
  const banners = queryClient.fetchQuery(bannersQuery('w_home', language));
  // The banners in view are the largest paint: their images load as soon as their addresses are known.
  Promise.all([whitelabel, banners]).then(
    ([config, list]) => {
      // The same choice the system gate makes (the first call decides, once per page load).
      initImageCdn(config.imageCDNs);
      for (const [index, banner] of list.slice(0, LIMITS.bannerSlidesVisible).entries()) preloadImage(imageUrl(banner.url), index === 0);
    },
    () => {},
  );
  return home;
}

function preloadImage(href: string, first: boolean): void {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = first ? 'high' : 'auto';
  document.head.append(link);
}
