import { useEffect } from 'react';
import { opsLogout } from './api/ops-logout';
import { endOpsSession, type OpsSession } from './ops-session';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs the operator out after the session's idle minutes without a click or key press. The
 * queues refresh themselves every few seconds, and each refresh renews the session on the
 * server, so only the operator's own activity may keep an open back office signed in.
 */
export function useOpsIdleSignOut(session: OpsSession | null): void {
  useEffect(() => {
    if (!session?.idleMinutes) return;
    const idleMs = session.idleMinutes * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expire = () => {
      void opsLogout(session.token).catch(() => undefined);
      endOpsSession('idle');
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, idleMs);
    };
    restart();
    for (const name of ACTIVITY) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, restart);
    };
  }, [session]);
}
