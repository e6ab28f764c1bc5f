import type { Whitelabel } from '@fortuna/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { setSiteTimeZone } from './site-time-zone';

const SiteConfigContext = createContext<Whitelabel | null>(null);

/**
 * Makes the whitelabel configuration (merchant, modules, resources, service) available to the
 * shell, and the merchant's zone the one dates are counted in (set during render, before any
 * child formats a date; setting the same zone again is harmless).
 */
export function SiteConfigProvider({ value, children }: { value: Whitelabel; children: ReactNode }) {
  setSiteTimeZone(value.merchant.timeZone);
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/** The whitelabel configuration; only usable below {@link SiteConfigProvider}. */
export function useSiteConfig(): Whitelabel {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a SiteConfigProvider');
  return config;
}

/** The whitelabel configuration when it is known (screens shown before it loads get null). */
export function useOptionalSiteConfig(): Whitelabel | null {
  return useContext(SiteConfigContext);
}
