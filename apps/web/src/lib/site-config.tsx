import type { Whitelabel } from '@fortuna/shared';
import { createContext, type ReactNode, useContext } from 'react';

const SiteConfigContext = createContext<Whitelabel | null>(null);

/** Makes the whitelabel configuration (merchant, modules, resources, service) available to the shell. */
export function SiteConfigProvider({ value, children }: { value: Whitelabel; children: ReactNode }) {
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
