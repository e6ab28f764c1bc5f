import type { PvpHandView, PvpSeatView } from '@fortuna/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { useActPvp } from '../api/act-pvp';
import { actKey, type PendingAct, type PvpChoice, pvpChoices, requestFor } from '../pvp-actions';
import styles from './pvp-room.module.css';

/** A choice's button text: `pvp.actions.<type>` with its multiplier, amount or the other seat's number. */
function useChoiceText(seats: PvpSeatView[]) {
  const { t } = useTranslation();
  return (choice: PvpChoice) => {
    const { type, multiplier, amount, seat } = choice.action;
    if (multiplier !== undefined)
      return type === 'grab' && multiplier === 0 ? t('pvp.actions.grab_none') : t(`pvp.actions.${type}_x`, { multiplier });
    if (amount !== undefined) return t(`pvp.actions.${type}_amount`, { amount });
    if (seat !== undefined) {
      const player = seats.find((s) => s.seat === seat)?.player ?? '';
      return t(`pvp.actions.${type}_seat`, { seat: seat + 1, player });
    }
    return t(`pvp.actions.${type}`);
  };
}

/**
 * The member's moves now (`hand.myActions`): one button per choice. Each click sends one move with
 * its own request id; a move whose answer never came (the network failed) keeps its id, so
 * clicking it again is a retry the server answers once. A stale view (pvp_hand_changed) reads the
 * room again.
 */
export function PvpActionsBar({ roomId, hand, seats, base }: { roomId: number; hand: PvpHandView; seats: PvpSeatView[]; base: string }) {
  const { t } = useTranslation();
  const act = useActPvp(roomId);
  const toast = useToast();
  const message = useErrorMessage();
  const pending = useRef<PendingAct | null>(null);
  const text = useChoiceText(seats);
  const choices = hand.finished ? [] : pvpChoices(hand.myActions, base);

  const send = (choice: PvpChoice) => {
    const attempt = requestFor(pending.current, actKey(hand.handId, hand.version, choice.key), newRequestId);
    pending.current = attempt;
    act.mutate(
      { requestId: attempt.requestId, handId: hand.handId, version: hand.version, action: choice.action },
      {
        onSuccess: () => {
          pending.current = null;
        },
        onError: (error) => {
          // Only a call that got no answer may be retried with the same id; any answer ends the attempt.
          if (!(error instanceof ApiError && error.status === 0)) pending.current = null;
          toast.show(message(error), 'error', { kind: error instanceof ApiError ? error.code : 'error' });
        },
      },
    );
  };

  if (choices.length === 0) return null;
  return (
    <section className={styles.actions} aria-label={t('pvp.your_move')} data-testid="pvp-actions" data-version={hand.version}>
      <span className={styles.actionsTitle}>{t('pvp.your_move')}</span>
      <div className={styles.actionButtons}>
        {choices.map((choice) => (
          <Button
            key={choice.key}
            variant={choice.action.type === 'fold' ? 'outline' : 'primary'}
            size="sm"
            disabled={act.isPending}
            onClick={() => send(choice)}
            data-testid={`pvp-act-${choice.key}`}
          >
            {text(choice)}
          </Button>
        ))}
      </div>
    </section>
  );
}
