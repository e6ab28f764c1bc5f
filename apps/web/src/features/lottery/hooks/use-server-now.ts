import { LIMITS } from '@fortuna/shared';
import { useEffect, useState } from 'react';

/** The server's time now (local clock + `offset` ms), refreshed every second for countdowns. */
export function useServerNow(offset: number): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLocal(Date.now()), LIMITS.clockIntervalMs);
    return () => window.clearInterval(timer);
  }, []);
  return local + offset;
}
