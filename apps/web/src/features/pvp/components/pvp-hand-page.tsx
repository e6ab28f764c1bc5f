import { formatMinor, type PvpHandRecord, parseMinor } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { formatSigned, groupThousands, isNegative } from '../../../lib/format-money';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/spinner';
import { isHandId, usePvpHand } from '../api/get-pvp-hand';
import { handLabelKey } from '../hand-label';
import { canCheckHands, checkHand, type HandCheck, type HandVerdict } from '../verify-hand';
import '../pvp-texts';
import { PvpCard } from './pvp-card';
import styles from './pvp-hand.module.css';
import room from './pvp-room.module.css';

/**
 * `/pvp/hand/:handId` (public): a finished hand's record — game, room, hand number and time, the
 * committed hash and revealed seed with the stream's client seed and nonce, each seat's cards,
 * hand, stake, return and net, the rake — and the deal checked here in the browser against the seed.
 */
export function PvpHandPage() {
  const { t } = useTranslation();
  const param = useParams().handId;
  const handId = isHandId(param) ? param : null;
  const record = usePvpHand(handId);
  let body: React.ReactNode;
  if (handId === null || (record.isError && record.error instanceof ApiError && record.error.code === 'not_found')) {
    body = (
      <div data-testid="pvp-hand-not-found">
        <EmptyState icon="Cards" title={t('pvp.record.not_found_title')} text={t('pvp.record.not_found_text')} />
      </div>
    );
  } else if (record.isPending) body = <CenteredSpinner />;
  else if (record.isError) body = <ErrorState error={record.error} onRetry={() => void record.refetch()} />;
  else body = <HandRecord record={record.data} />;
  return (
    <div className={room.page} data-testid="pvp-hand-page">
      <Link className={room.back} to={record.data ? `/pvp/room/${record.data.roomId}` : '/pvp'}>
        <Icon.ChevronLeft size={16} />
        {record.data ? t('pvp.record.back_to_room', { id: record.data.roomId }) : t('pvp.back_to_lobby')}
      </Link>
      {body}
    </div>
  );
}

/** The check of a record, run once per hand: `unsupported` without Web Crypto or when the deal cannot be computed. */
function useHandCheck(record: PvpHandRecord): { verdict: HandVerdict; check: HandCheck | undefined } {
  const supported = canCheckHands();
  const check = useQuery({
    queryKey: ['pvp', 'hand-check', record.handId, record.seed, record.seedHash] as const,
    queryFn: () => checkHand(record),
    enabled: supported,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!supported || check.isError) return { verdict: 'unsupported', check: undefined };
  if (check.isPending) return { verdict: 'checking', check: undefined };
  return { verdict: check.data.verdict, check: check.data };
}

/** The steps of checking a hand by hand (`pvp.record.how_steps.*`), in order. */
const HOW_STEPS = ['hash', 'stream', 'deck', 'deal'] as const;

const VERDICT_ICON = { verified: 'Shield', mismatch: 'Alert', checking: 'Clock', unsupported: 'Lock' } as const;

/** Returned − staked, signed ("-12.50"), from the record's amounts. */
function netOf(stake: string, returned: string): string | null {
  try {
    return formatMinor(parseMinor(returned) - parseMinor(stake));
  } catch {
    return null;
  }
}

function HandRecord({ record }: { record: PvpHandRecord }) {
  const { t } = useTranslation();
  const { verdict, check } = useHandCheck(record);
  const Glyph = Icon[VERDICT_ICON[verdict]];
  return (
    <div className={styles.record} data-hand={record.handId} data-game={record.gameCode}>
      <header className={styles.header}>
        <h1 className={styles.title} data-testid="page-title">
          {t(`pvp.games.${record.gameCode}`)} · {t('pvp.hand_no', { id: record.handId })}
        </h1>
        <p className={room.muted}>
          {t('pvp.room_no', { id: record.roomId })} · {t('pvp.record.hand_in_room', { no: record.handNo })}
          {record.finishedAt ? ` · ${t('pvp.record.finished_at', { time: formatDateTime(record.finishedAt) })}` : null}
        </p>
      </header>

      <section
        className={`${styles.verdict} ${styles[verdict]}`}
        role="status"
        aria-live="polite"
        data-testid="pvp-hand-verdict"
        data-verdict={verdict}
      >
        <span className={styles.verdictIcon}>
          <Glyph size={22} />
        </span>
        <div>
          <strong className={styles.verdictTitle}>{t(`pvp.record.verdict.${verdict}`)}</strong>
          <p className={styles.verdictText}>{t(`pvp.record.verdict_text.${verdict}`)}</p>
        </div>
      </section>

      <section className={styles.box} aria-labelledby="pvp-hand-seed-title">
        <h2 id="pvp-hand-seed-title" className={room.boxTitle}>
          {t('pvp.fair_title')}
        </h2>
        <dl className={styles.fairList}>
          <dt>{t('pvp.seed_hash')}</dt>
          <dd>
            <span className={room.mono} data-testid="pvp-hand-seed-hash">
              {record.seedHash}
            </span>
            {check ? (
              <Badge tone={check.hashMatches ? 'success' : 'danger'} testId="pvp-hand-hash-check">
                {check.hashMatches ? t('pvp.record.hash_ok') : t('pvp.record.hash_bad')}
              </Badge>
            ) : null}
          </dd>
          <dt>{t('pvp.record.seed_revealed')}</dt>
          <dd className={room.mono} data-testid="pvp-hand-seed">
            {record.seed}
          </dd>
          {check ? (
            <>
              <dt>{t('pvp.record.seed_sha')}</dt>
              <dd className={room.mono}>{check.hash}</dd>
            </>
          ) : null}
          <dt>{t('pvp.record.client_seed')}</dt>
          <dd className={room.mono}>{record.clientSeed}</dd>
          <dt>{t('pvp.record.nonce')}</dt>
          <dd className={room.mono}>{record.nonce}</dd>
        </dl>
      </section>

      <section className={styles.box} aria-labelledby="pvp-hand-seats-title">
        <h2 id="pvp-hand-seats-title" className={room.boxTitle}>
          {t('pvp.record.seats_title')}
        </h2>
        <ul className={styles.seats}>
          {record.seats.map((seat) => (
            <SeatRecord key={seat.seat} seat={seat} check={check?.seats.find((s) => s.seat === seat.seat)} verdict={verdict} />
          ))}
        </ul>
        <p className={styles.rake} data-testid="pvp-hand-rake">
          {t('pvp.rake_taken', { amount: groupThousands(record.rake) })}
        </p>
      </section>

      <section className={styles.box} aria-labelledby="pvp-hand-how-title">
        <h2 id="pvp-hand-how-title" className={room.boxTitle}>
          {t('pvp.record.how_title')}
        </h2>
        <ol className={styles.steps}>
          {HOW_STEPS.map((step) => (
            <li key={step}>{t(`pvp.record.how_steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

type SeatRecordProps = {
  seat: PvpHandRecord['seats'][number];
  check: HandCheck['seats'][number] | undefined;
  verdict: HandVerdict;
};

function SeatRecord({ seat, check, verdict }: SeatRecordProps) {
  const { t } = useTranslation();
  const label = seat.label ? handLabelKey(seat.label) : null;
  const net = netOf(seat.stake, seat.returned);
  const match = check ? String(check.matches) : '';
  return (
    <li className={styles.seat} data-testid={`pvp-hand-seat-${seat.seat}`} data-status={seat.status} data-match={match}>
      <div className={styles.seatHead}>
        <strong>{t('pvp.seat_no', { no: seat.seat + 1 })}</strong>
        <span className={room.muted}>{t(`pvp.record.status.${seat.status}`)}</span>
      </div>
      <div className={styles.cards} data-testid="pvp-hand-cards">
        {seat.cards.map((card) => (
          <PvpCard key={card} card={card} large />
        ))}
      </div>
      {seat.label ? (
        <strong className={styles.handLabel} data-testid="pvp-hand-label" data-label={seat.label}>
          {label ? t(label.key, label.values) : seat.label}
        </strong>
      ) : null}
      <dl className={styles.amounts}>
        <dt>{t('pvp.record.stake')}</dt>
        <dd>{groupThousands(seat.stake)}</dd>
        <dt>{t('pvp.record.returned')}</dt>
        <dd>{groupThousands(seat.returned)}</dd>
        <dt>{t('pvp.record.net')}</dt>
        <dd className={net && isNegative(net) ? styles.netLoss : styles.netWin} data-testid="pvp-hand-net" data-net={net ?? ''}>
          {net === null ? '—' : formatSigned(net)}
        </dd>
      </dl>
      {check ? (
        check.matches ? (
          <p className={`${styles.seatCheck} ${styles.seatOk}`} data-testid="pvp-hand-seat-check">
            <Icon.Check size={16} />
            {t('pvp.record.seat_ok')}
          </p>
        ) : (
          <div className={`${styles.seatCheck} ${styles.seatBad}`} data-testid="pvp-hand-seat-check">
            <Icon.Alert size={16} />
            <span>{t('pvp.record.seat_bad')}</span>
            <span className={styles.cards} data-testid="pvp-hand-dealt">
              {check.dealt.map((card) => (
                <PvpCard key={card} card={card} />
              ))}
            </span>
          </div>
        )
      ) : (
        <p className={`${styles.seatCheck} ${room.muted}`} data-testid="pvp-hand-seat-check">
          {verdict === 'checking' ? t('pvp.record.seat_checking') : t('pvp.record.seat_unchecked')}
        </p>
      )}
    </li>
  );
}
