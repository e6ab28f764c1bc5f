import type { OpsSportsbookMatch } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { fromZoneInput, toZoneInput } from '../catalogue/zone-time';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import styles from './sportsbook.module.css';
import { useSportsbookWrites } from './sportsbook-api';

type Status = OpsSportsbookMatch['status'];

/** The moves the server allows from each status (docs/sportsbook/SERVER.md "Feed"), as the header offers them. */
const MOVES: Record<Status, readonly Status[]> = {
  scheduled: ['live', 'postponed', 'cancelled'],
  live: ['finished', 'cancelled'],
  postponed: ['scheduled', 'live', 'cancelled'],
  finished: [],
  cancelled: [],
};

/** Whether the match's status can still move (finished and cancelled are final). */
export function hasMoves(match: Pick<OpsSportsbookMatch, 'status'>): boolean {
  return MOVES[match.status].length > 0;
}

/** Moves that can name a new start time. */
const WITH_START: readonly Status[] = ['postponed', 'scheduled'];

/**
 * The match's status moves: start live, finish, postpone (optionally to a new start), back to
 * scheduled, cancel (every market void, stakes returned). Each asks first and says what it does.
 */
export function MatchActions({ match }: { match: OpsSportsbookMatch }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { setMatchStatus } = useSportsbookWrites();
  const [asking, setAsking] = useState<Status | null>(null);
  const [startsAt, setStartsAt] = useState('');
  const moves = MOVES[match.status];
  if (moves.length === 0) return null;
  const open = (status: Status) => {
    setMatchStatus.reset();
    setStartsAt(toZoneInput(match.startsAt));
    setAsking(status);
  };
  const confirm = () => {
    if (!asking) return;
    // Only a start the trader changed is sent: the field shows the current one to the minute.
    const start = WITH_START.includes(asking) && startsAt !== toZoneInput(match.startsAt) ? fromZoneInput(startsAt) : null;
    const changedStart = start ? { startsAt: start } : {};
    setMatchStatus.mutate(
      { matchId: match.matchId, status: asking, ...changedStart },
      {
        onSuccess: () => {
          toast.show(t('ops_sportsbook.status_changed', { status: t(`ops_sportsbook.status_${asking}`) }), 'success');
          setAsking(null);
        },
      },
    );
  };
  return (
    <span className={styles.actions}>
      {moves.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'cancelled' ? 'outline' : 'secondary'}
          onClick={() => open(status)}
          data-testid={`ops-sb-status-${status}`}
        >
          {t(`ops_sportsbook.action_${status}`)}
        </Button>
      ))}
      <ConfirmActionDialog
        open={asking !== null}
        title={asking ? t(`ops_sportsbook.confirm_${asking}_title`, { match: `${match.home} – ${match.away}` }) : ''}
        confirmLabel={asking ? t(`ops_sportsbook.action_${asking}`) : ''}
        pending={setMatchStatus.isPending}
        error={setMatchStatus.error}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        testId="ops-sb-status-confirm"
      >
        <div className={styles.form}>
          <p>{asking ? t(`ops_sportsbook.confirm_${asking}_text`) : null}</p>
          {asking && WITH_START.includes(asking) ? (
            <Field label={t('ops_sportsbook.field_new_start')} hint={t('ops_sportsbook.field_new_start_hint')}>
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  type="datetime-local"
                  aria-describedby={describedBy}
                  value={startsAt}
                  onChange={(event) => setStartsAt(event.target.value)}
                  data-testid="ops-sb-status-starts-at"
                />
              )}
            </Field>
          ) : null}
        </div>
      </ConfirmActionDialog>
    </span>
  );
}
