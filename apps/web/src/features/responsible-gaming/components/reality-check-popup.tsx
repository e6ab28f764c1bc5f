import type { RealityCheck } from '@fortuna/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useToken } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { getRealityCheck } from '../api/get-reality-check';
import { useRgState } from '../api/get-rg-state';
import '../rg-texts';
import styles from './rg-section.module.css';

/**
 * The reality check (issue 20 item 4): every N minutes of the member's choice, the time since
 * login and the net result since then (computed by the server), with links to the limits and to
 * log out. With a session time limit it also asks the server on each minute, which ends the
 * session when the limit is reached (the open page then logs out).
 */
export function RealityCheckPopup({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const token = useToken();
  const navigate = useNavigate();
  const state = useRgState();
  const [shown, setShown] = useState<RealityCheck | null>(null);
  const interval = state.data?.realityCheckMinutes ?? 0;
  const sessionLimit = state.data?.limits.find((l) => l.key === 'session_minutes')?.value ?? null;

  // The reality-check period last shown (periods since login), so a poll shows each one once.
  const shownPeriod = useRef<number | null>(null);
  useEffect(() => {
    if (!token || (interval === 0 && sessionLimit === null)) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ended = async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'rg_session_limit_reached') await onLogout();
    };
    const schedule = (check: RealityCheck) => {
      const minuteMs = check.minuteMs;
      const periodMs = interval > 0 ? interval * minuteMs : minuteMs;
      const elapsedMs = check.minutesPlayed * minuteMs;
      // The next whole period since login (every minute when a session limit is set), a little after it.
      const untilPeriod = periodMs - (elapsedMs % periodMs);
      const wait = (sessionLimit !== null ? Math.min(minuteMs, untilPeriod) : untilPeriod) + 50;
      timer = setTimeout(() => {
        getRealityCheck()
          .then((fresh) => {
            if (stopped) return;
            const period = interval > 0 ? Math.floor(fresh.minutesPlayed / interval) : 0;
            if (interval > 0 && period > (shownPeriod.current ?? 0)) {
              shownPeriod.current = period;
              setShown(fresh);
            }
            schedule(fresh);
          })
          .catch(ended);
      }, wait);
    };
    getRealityCheck()
      .then((check) => {
        if (stopped) return;
        if (shownPeriod.current === null && interval > 0) shownPeriod.current = Math.floor(check.minutesPlayed / interval);
        schedule(check);
      })
      .catch(ended);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [token, interval, sessionLimit, onLogout]);

  if (!token || !shown) return null;
  const negative = shown.net.startsWith('-');
  return (
    <Dialog
      open
      onClose={() => setShown(null)}
      title={t('rg.reality_popup_title')}
      testId="rg-reality-popup"
      actions={
        <>
          <Button
            onClick={() => {
              setShown(null);
              void onLogout();
            }}
            data-testid="rg-reality-logout"
          >
            {t('rg.logout')}
          </Button>
          <Button
            onClick={() => {
              setShown(null);
              void navigate('/member#responsibleGaming');
            }}
            data-testid="rg-reality-limits"
          >
            {t('rg.view_limits')}
          </Button>
          <Button variant="primary" onClick={() => setShown(null)} data-testid="rg-reality-continue">
            {t('rg.continue')}
          </Button>
        </>
      }
    >
      <div className={styles.section}>
        <p data-testid="rg-reality-time">{t('rg.reality_time', { minutes: shown.minutesPlayed })}</p>
        <p data-testid="rg-reality-net">{t(negative ? 'rg.reality_loss' : 'rg.reality_win', { amount: shown.net.replace(/^-/, '') })}</p>
      </div>
    </Dialog>
  );
}
