import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

const HASH_TARGET_FRAMES = 90;

/**
 * Spec §2 "Scroll resets to top or to the hash target". Lazy pages may render the target a few
 * frames later, so the hash target is looked for for up to ~1.5 s.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is exactly what triggers the scroll
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    const find = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (tries++ < HASH_TARGET_FRAMES) frame = requestAnimationFrame(find);
    };
    window.scrollTo({ top: 0, left: 0 });
    find();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
