import { useCallback, useSyncExternalStore } from 'react';

/** Phone layout breakpoint: the side menu becomes a drawer below it. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether a CSS media query matches, following changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
