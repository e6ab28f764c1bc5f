import { SYSTEM_STATUS, type Whitelabel } from '@fortuna/shared';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useSystemStatus } from '../features/config/api/get-system-status';
import { useWhitelabel } from '../features/config/api/get-whitelabel';
import { loadAnalytics } from '../lib/analytics';
import { setApiMerchant } from '../lib/api';
import { applyBrandColours } from '../lib/brand-colours';
import { initImageCdn } from '../lib/image-cdn';
import { lazyNamed } from '../lib/lazy-named';
import { rememberMerchant } from '../lib/session';
import { setSiteTimeZone } from '../lib/site-time-zone';
import { FullPageSpinner } from '../ui/spinner';
import { StatusErrorScreen } from './screens/status-error-screen';

// Shown only while the site is closed: they load then (the status error screen stays, for when the server is unreachable).
const MaintenanceScreen = lazyNamed(() => import('./screens/maintenance-screen'), 'MaintenanceScreen');
const RegionBlockedScreen = lazyNamed(() => import('./screens/region-blocked-screen'), 'RegionBlockedScreen');

/** Makes the site configuration effective for every later request and image. */
function useApplyConfig(config: Whitelabel | undefined): void {
  if (config) {
    // Both calls are idempotent, so doing them during render keeps the very first requests and
    // images of the shell on the right merchant and CDN.
    setApiMerchant(config.merchant.code || config.domainRoute.merchantCode);
    initImageCdn(config.imageCDNs);
    // The maintenance screen shows before the site's provider: its announced end is on the merchant's clock too.
    setSiteTimeZone(config.merchant.timeZone);
  }
  const merchant = config?.merchant.code || config?.domainRoute.merchantCode;
  // Spec §3 keeps the merchant as a session value; it outlives a logout.
  useEffect(() => {
    if (merchant) rememberMerchant(merchant);
  }, [merchant]);
  // The tab's title (page · site name) is DocumentTitle's, inside the router: a title set here would
  // run after it (parent effects run last) and put back the bare site name.
  const gtagId = config?.analytics.gtagId;
  useEffect(() => loadAnalytics(gtagId), [gtagId]);
  const primaryColour = config?.merchant.primaryColour;
  const accentColour = config?.merchant.accentColour;
  useEffect(() => applyBrandColours({ primaryColour, accentColour }), [primaryColour, accentColour]);
}

/** The operator's back office (/backoffice), which a maintenance screen must not lock out. */
export function isBackoffice(pathname: string): boolean {
  return /^\/backoffice(\/|$)/i.test(pathname);
}

/** The built-in live chat's window (/livechat): the maintenance screen's "contact customer service" opens it, so maintenance must not replace it. */
export function isLiveChat(pathname: string): boolean {
  return /^\/livechat(\/|$)/i.test(pathname);
}

/**
 * Spec §2 "Full-page replacements": asks the system status first; maintenance (1) and region
 * block (2) replace the whole app, otherwise the app renders with the whitelabel configuration.
 */
export function SystemGate({ children }: { children: (config: Whitelabel) => ReactNode }) {
  const status = useSystemStatus();
  const whitelabel = useWhitelabel();
  useApplyConfig(whitelabel.data);

  // Once known, a status stays in force: a failed background refetch must not replace a working site.
  if (!status.data) {
    if (!status.isError) return <FullPageSpinner />;
    return (
      <StatusErrorScreen
        error={status.error}
        retrying={status.isFetching}
        onRetry={() => {
          void status.refetch();
          if (whitelabel.isError) void whitelabel.refetch();
        }}
      />
    );
  }

  const services = whitelabel.data?.customerService ?? [];
  // Operators keep working the cashier while players see the maintenance screen (the server leaves /ops open too).
  const pathname = window.location.pathname;
  if (status.data.status === SYSTEM_STATUS.MAINTENANCE && !isBackoffice(pathname) && !isLiveChat(pathname)) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <MaintenanceScreen status={status.data} services={services} />
      </Suspense>
    );
  }
  // Nor a region block: the server leaves /ops open to blocked addresses, and the operator who blocks a
  // range must be able to lift it (docs/backoffice/site.md).
  if (status.data.status === SYSTEM_STATUS.REGION_BLOCKED && !isBackoffice(pathname)) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <RegionBlockedScreen ip={status.data.ip} services={services} />
      </Suspense>
    );
  }

  if (!whitelabel.data) {
    if (!whitelabel.isError) return <FullPageSpinner />;
    return <StatusErrorScreen error={whitelabel.error} retrying={whitelabel.isFetching} onRetry={() => void whitelabel.refetch()} />;
  }
  return children(whitelabel.data);
}
