import type { RedEnvelopeDrop } from '@fortuna/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/field';
import { useClaimRedEnvelope } from '../api/claim-red-envelope';
import styles from './red-envelopes.module.css';

/**
 * Opening an envelope: the closed envelope with its Open button (focused), a short opening
 * animation once the amount is known (skipped by the Skip button, by reduced motion, or simply by
 * closing), then the amount. One request id per dialog, so a double press opens one envelope.
 */
export function EnvelopeOpening({ drop, onClose }: { drop: RedEnvelopeDrop; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const symbol = useMemberInfo().data?.currencySymbol;
  const claim = useClaimRedEnvelope();
  const requestId = useRef(newRequestId());
  const openRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<'closed' | 'opening' | 'opened'>('closed');
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setError(null);
    try {
      await claim.mutateAsync({ dropId: drop.id, requestId: requestId.current });
      // Without motion there is no animation to end: show the amount at once.
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      setPhase(still ? 'opened' : 'opening');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const amount = claim.data ? formatMoney(claim.data.amount, symbol) : '';

  return (
    <Dialog
      open
      onClose={onClose}
      title={drop.title}
      size="sm"
      testId="red-envelope-dialog"
      initialFocusRef={openRef}
      actions={
        phase === 'opening' ? (
          <Button variant="ghost" onClick={() => setPhase('opened')} data-testid="red-envelope-skip">
            {t('redEnvelope.skip')}
          </Button>
        ) : phase === 'opened' ? (
          <Button variant="primary" onClick={onClose}>
            {t('common.ok')}
          </Button>
        ) : null
      }
    >
      <div className={styles.stage}>
        <div
          className={styles.envelope}
          data-phase={phase}
          onAnimationEnd={() => setPhase((p) => (p === 'opening' ? 'opened' : p))}
          aria-hidden="true"
        >
          <span className={styles.flap} />
          <span className={styles.seal} />
        </div>
        {phase === 'closed' ? (
          <Button
            ref={openRef}
            variant="primary"
            size="lg"
            onClick={() => void open()}
            disabled={claim.isPending}
            data-testid="red-envelope-confirm"
          >
            {t('redEnvelope.open_now')}
          </Button>
        ) : (
          <p
            className={styles.amount}
            data-testid="red-envelope-amount"
            aria-live="polite"
            data-shown={phase === 'opened' ? 'true' : 'false'}
          >
            {phase === 'opened' ? t('redEnvelope.opened', { amount }) : ''}
          </p>
        )}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
