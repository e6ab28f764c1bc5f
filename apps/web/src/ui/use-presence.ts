import { LIMITS } from '@fortuna/shared';
import { useEffect, useState } from 'react';

/**
 * Keeps an element mounted for the length of its closing animation (spec §9: modal animation
 * 100 ms). `state` is 'open' or 'closing' while mounted.
 */
export function usePresence(open: boolean, durationMs: number = LIMITS.modalAnimationMs) {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs]);
  return { mounted: open || mounted, state: open ? ('open' as const) : ('closing' as const) };
}
