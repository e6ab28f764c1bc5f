import type { RedEnvelopeDrop } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useRedEnvelopeDrops } from '../api/get-red-envelope-drops';
import '../red-envelope-texts';
import { DropVerification } from './drop-verification';
import { EnvelopeOpening } from './envelope-opening';
import { MyEnvelopes } from './my-envelopes';
import styles from './red-envelopes.module.css';

const STATE_TONE = { live: 'success', upcoming: 'info', ended: 'neutral' } as const;

/**
 * The member centre's "Red envelope" (spec §2, §7 raffle claim): the drops for the member —
 * open an envelope while one is live — each with its fairness record (the seed's hash before,
 * the seed after, recomputed in the browser), and the envelopes the member opened.
 */
export function RedEnvelopeSection() {
  const { t } = useTranslation();
  const drops = useRedEnvelopeDrops();
  const [opening, setOpening] = useState<RedEnvelopeDrop | null>(null);
  return (
    <div className={styles.section} data-testid="red-envelope-section">
      <Card className={styles.panel}>
        <h2 className={styles.heading}>
          <Icon.Gift size={20} />
          {t('redEnvelope.drops_title')}
        </h2>
        {drops.isError && !drops.data ? (
          <ErrorState error={drops.error} onRetry={() => void drops.refetch()} compact />
        ) : !drops.data ? (
          <Skeleton className={styles.lineSkeleton} />
        ) : drops.data.length === 0 ? (
          <EmptyState icon="Gift" title={t('redEnvelope.empty')} text={t('redEnvelope.empty_text')} compact />
        ) : (
          <ul className={styles.drops}>
            {drops.data.map((drop) => (
              <DropItem key={drop.id} drop={drop} onOpen={() => setOpening(drop)} />
            ))}
          </ul>
        )}
      </Card>
      <MyEnvelopes />
      {opening ? <EnvelopeOpening drop={opening} onClose={() => setOpening(null)} /> : null}
    </div>
  );
}

function DropItem({ drop, onOpen }: { drop: RedEnvelopeDrop; onOpen: () => void }) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const [verifying, setVerifying] = useState(false);
  return (
    <li className={styles.drop} data-testid="red-envelope-drop" data-state={drop.state}>
      <div className={styles.dropHead}>
        <span className={styles.envelopeGlyph} aria-hidden="true" />
        <div className={styles.dropText}>
          <strong>{drop.title}</strong>
          <span className={styles.muted}>
            {drop.state === 'upcoming'
              ? t('redEnvelope.starts', { time: formatDateTime(drop.startsAt) })
              : t('redEnvelope.ends', { time: formatDateTime(drop.endsAt) })}
            {' · '}
            {t('redEnvelope.remaining', { remaining: drop.remaining, count: drop.count })}
          </span>
        </div>
        <Badge tone={STATE_TONE[drop.state]}>{t(`redEnvelope.state.${drop.state}`)}</Badge>
      </div>
      <div className={styles.dropActions}>
        {drop.mine !== null ? (
          <span className={styles.mine} data-testid="red-envelope-mine">
            <Icon.Check size={16} />
            {t('redEnvelope.you_got', { amount: formatMoney(drop.mine, symbol) })}
          </span>
        ) : drop.state === 'live' && drop.remaining > 0 ? (
          <Button variant="primary" onClick={onOpen} data-testid="red-envelope-open">
            <Icon.Gift size={16} />
            {t('redEnvelope.open')}
          </Button>
        ) : drop.state === 'live' ? (
          <span className={styles.muted}>{t('redEnvelope.all_taken')}</span>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={verifying}
          onClick={() => setVerifying((v) => !v)}
          data-testid="red-envelope-fairness"
        >
          <Icon.Shield size={15} />
          {t('redEnvelope.fairness')}
        </Button>
      </div>
      {verifying ? <DropVerification fairness={drop.fairness} /> : null}
    </li>
  );
}
