import type { GameLaunch } from '@fortuna/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { MessageDialog } from '../../../ui/message-dialog';
import { Spinner } from '../../../ui/spinner';
import styles from './game-popup.module.css';

/** What the game popup shows: the launch under way, the game, or why it could not open. */
export type GamePopupState = { seq: number; nodeId: number; title: string } & (
  | { status: 'loading' }
  | { status: 'ready'; launch: GameLaunch }
  | { status: 'error'; error: unknown }
);

type GamePopupProps = {
  state: GamePopupState | null;
  onRetry: () => void;
  onClose: () => void;
  /** The game said money moved (a `fortuna:balance` message): the header balance should follow. */
  onMoneyMoved: () => void;
};

/** A game page may tell its host its balance changed; at most one refresh per this many ms follows. */
const BALANCE_REFRESH_MS = 400;

function useFullscreen(target: HTMLElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = useCallback(() => {
    if (!target) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.requestFullscreen().catch(() => {});
  }, [target]);
  return { active, supported, toggle };
}

/**
 * The game popup (spec §2 "Modals: game popup (iframe)"): the launch URL in an iframe, a
 * full-screen toggle, and a close button that first asks "leave the game?" (spec §8). While the
 * launch is under way it shows a loader; a failed launch shows the translated reason and a retry.
 */
export function GamePopup({ state, onRetry, onClose, onMoneyMoved }: GamePopupProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(stage);
  const ready = state?.status === 'ready' ? state : null;
  const url = ready?.launch.url;

  // A game page on a launch CDN may post its balance; only the framed game's messages count.
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url, window.location.href).origin;
    let timer: number | undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || event.origin !== origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'fortuna:balance') return;
      window.clearTimeout(timer);
      timer = window.setTimeout(onMoneyMoved, BALANCE_REFRESH_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [url, onMoneyMoved]);

  useEffect(() => {
    if (!state) setConfirming(false);
  }, [state]);

  // Leaving a game that is running asks first; a loader or an error just closes.
  const requestClose = () => (ready ? setConfirming(true) : onClose());
  const leave = () => {
    setConfirming(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    onClose();
  };

  const title = (
    <span className={styles.title}>
      <span className={styles.name} data-testid="game-popup-title">
        {state?.title || t('game.loading_title')}
      </span>
      {ready?.launch.playMoney ? <Badge tone="info">{t('game.play_money')}</Badge> : null}
    </span>
  );

  const actions =
    ready && fullscreen.supported ? (
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        onClick={fullscreen.toggle}
        aria-label={fullscreen.active ? t('game.exit_fullscreen') : t('game.fullscreen')}
        title={fullscreen.active ? t('game.exit_fullscreen') : t('game.fullscreen')}
        data-testid="game-popup-fullscreen"
      >
        {fullscreen.active ? <Icon.Minimize size={18} /> : <Icon.Maximize size={18} />}
      </Button>
    ) : null;

  return (
    <>
      <Dialog open={state !== null} onClose={requestClose} title={title} size="game" actions={actions} testId="game-popup">
        <div ref={setStage} className={styles.stage} data-status={state?.status}>
          {state?.status === 'loading' ? (
            <div className={styles.center}>
              <Spinner size={36} label={t('game.launching')} />
              <p className={styles.hint}>{t('game.launching')}</p>
            </div>
          ) : null}
          {state?.status === 'error' ? (
            <div className={styles.center}>
              <ErrorState error={state.error} title={t('game.launch_failed')} onRetry={onRetry} />
            </div>
          ) : null}
          {ready ? (
            <>
              <iframe
                key={ready.seq}
                ref={frameRef}
                className={styles.frame}
                src={ready.launch.url}
                title={ready.title}
                allow="fullscreen; autoplay; clipboard-write"
                allowFullScreen
                data-testid="game-frame"
              />
              {fullscreen.active ? (
                <button type="button" className={styles.exitFullscreen} onClick={fullscreen.toggle}>
                  <Icon.Minimize size={16} />
                  {t('game.exit_fullscreen')}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      </Dialog>
      <MessageDialog
        open={confirming}
        title={t('game.leave_title')}
        message={t('game.leave_text')}
        tone="warning"
        icon="Logout"
        confirmLabel={t('game.leave_confirm')}
        cancelLabel={t('game.leave_cancel')}
        onConfirm={leave}
        onClose={() => setConfirming(false)}
        testId="game-leave"
      />
    </>
  );
}
