import { useEffect, useState } from 'react';

/** Re-renders every quarter second while `active`, for countdowns. */
export function useTicker(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [active]);
}
