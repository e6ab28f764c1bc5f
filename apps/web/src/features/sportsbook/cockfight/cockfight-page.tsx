import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import './cockfight-texts';
import styles from './components/cockfight.module.css';
import { FightStage, useFightName } from './components/fight-stage';
import { MyFightBets } from './components/my-fight-bets';
import { ResultsBoard } from './components/results-board';
import { UpcomingFights } from './components/upcoming-fights';
import { betsOnFight, clockOffset, fightOutcome, fightPhase, msToClose, nextFight, stageFight } from './fight-board';
import { useFightCard } from './use-fight-card';

/** How long the stage holds a result it saw come in before it moves on to the next fight. */
export const RESULT_HOLD_MS = 20_000;
/** After betting closed by the clock, how long to wait for the socket before reloading the card. */
const CLOSED_RELOAD_MS = 4_000;

/** Re-renders every quarter second while `active` (countdowns), answering the time. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return active ? now : Date.now();
}

/**
 * Server time − browser time for each response's `serverTime`, fixed when the page first sees it:
 * a countdown runs on the book's clock, and a socket patch (which keeps the old `serverTime`)
 * does not shift it.
 */
function useClockOffsets(): (serverTime: string | undefined) => number {
  const seen = useRef(new Map<string, number>());
  return (serverTime) => {
    if (!serverTime) return 0;
    let offset = seen.current.get(serverTime);
    if (offset === undefined) {
      offset = clockOffset(serverTime, Date.now());
      if (seen.current.size > 50) seen.current.clear();
      seen.current.set(serverTime, offset);
    }
    return offset;
  };
}

/**
 * The cockfight page (`/cockfight`, the COCKFIGHT category, the "Fortuna Cockfight" tile): the
 * fight on the stage with its countdown to the close of betting and the bet form, "Fight in
 * progress" while it is fought, then its result, then the next fight; the next fights, the
 * results board, and the member's cockfight bets. Live over the `/sports` socket.
 */
export function CockfightPage() {
  const { t } = useTranslation();
  const card = useFightCard();
  const offsetOf = useClockOffsets();
  const fightName = useFightName();
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [stake, setStake] = useState('');
  const now = useNow(card.fights.length > 0 || card.latest !== null);

  const latest = card.latest;
  const holding = latest !== null && latest.match.matchId !== dismissed && now - latest.seenAt < RESULT_HOLD_MS;
  const held = holding ? latest.match : null;
  const stage = stageFight({ fights: card.all, pinnedId, held });
  const stageLeft = stage ? msToClose(stage.startsAt, offsetOf(stage.serverTime), now) : 0;
  const phase = stage ? fightPhase(stage, stageLeft) : null;
  const next = nextFight(card.fights, stage, (f) => msToClose(f.startsAt, offsetOf(f.serverTime), now) > 0);
  const nextLeft = next ? msToClose(next.startsAt, offsetOf(next.serverTime), now) : 0;

  // A pinned fight that left the card (ended and shown) is forgotten: the stage follows the card again.
  useEffect(() => {
    if (pinnedId && !card.all.some((f) => f.matchId === pinnedId) && latest?.match.matchId !== pinnedId) setPinnedId(null);
  }, [pinnedId, card.all, latest]);

  // The close passed by the clock but the socket has not said the fight started: ask the book.
  const { reload } = card;
  const closedId = phase === 'closed' ? stage?.matchId : undefined;
  useEffect(() => {
    if (!closedId) return;
    const timer = setInterval(reload, CLOSED_RELOAD_MS);
    return () => clearInterval(timer);
  }, [closedId, reload]);

  const showFight = (matchId: string) => {
    setPinnedId(matchId);
    if (latest) setDismissed(latest.match.matchId);
  };

  let stageBody: React.ReactNode;
  if (stage && phase) {
    stageBody = (
      <FightStage
        fight={stage}
        phase={phase}
        msLeft={stageLeft}
        next={phase === 'open' ? undefined : next}
        nextMsLeft={nextLeft}
        bets={betsOnFight(card.bets, stage.matchId)}
        numbers={card.numbers}
        stake={stake}
        onStake={setStake}
        onShowFight={showFight}
        onDismissResult={() => {
          if (latest) setDismissed(latest.match.matchId);
          if (pinnedId === stage.matchId) setPinnedId(null);
        }}
      />
    );
  } else if (card.isPending) {
    stageBody = (
      <div className={styles.stageSkeleton} aria-busy="true" data-testid="cockfight-loading">
        <Skeleton className={styles.skeletonTitle} />
        <Skeleton className={styles.skeletonSides} />
        <Skeleton className={styles.skeletonForm} />
      </div>
    );
  } else if (card.error) {
    stageBody = (
      <div className={styles.stateCard} data-testid="cockfight-error">
        <ErrorState error={card.error} onRetry={card.refetch} title={t('cockfight.error')} />
      </div>
    );
  } else {
    stageBody = (
      <div className={styles.stateCard} data-testid="cockfight-empty">
        <EmptyState icon="Rooster" title={t('cockfight.empty_title')} text={t('cockfight.empty_text')} />
      </div>
    );
  }

  // A result that came in while another fight is on the stage shows as a strip above it.
  const strip = holding && latest && stage?.matchId !== latest.match.matchId ? latest.match : null;
  const stripOutcome = strip ? fightOutcome(strip) : null;

  return (
    <div className={styles.page} data-testid="cockfight-page">
      <header className={styles.head}>
        <div>
          <h1 className={styles.title} data-testid="page-title">
            <Icon.Rooster size={24} />
            {t('cockfight.title')}
          </h1>
          <p className={styles.subtitle}>{stage?.league.name || t('cockfight.subtitle')}</p>
        </div>
        <ButtonLink to="/sports/bets" size="sm" variant="outline" data-testid="cockfight-my-bets-link">
          <Icon.Receipt size={16} />
          {t('cockfight.bets.title')}
        </ButtonLink>
      </header>
      {strip && stripOutcome ? (
        <div className={styles.resultStrip} data-outcome={stripOutcome} data-testid="cockfight-result-strip" role="status">
          <span className={styles.pickDot} data-pick={stripOutcome} aria-hidden="true" />
          <span>{t('cockfight.latest_result', { fight: fightName(strip), outcome: t(`cockfight.outcome.${stripOutcome}`) })}</span>
          <button type="button" className={styles.stripClose} onClick={() => setDismissed(strip.matchId)}>
            {t('cockfight.dismiss')}
          </button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.mainCol}>
          <div className={styles.stageArea}>{stageBody}</div>
          <div className={styles.betsArea}>
            <MyFightBets queries={card.betsQuery} numbers={card.numbers} />
          </div>
        </div>
        <aside className={styles.sideCol}>
          <div className={styles.resultsArea}>
            <ResultsBoard board={card.board} />
          </div>
          <div className={styles.upcomingArea}>
            <UpcomingFights fights={card.fights} stageId={stage?.matchId} onShow={showFight} />
          </div>
        </aside>
      </div>
    </div>
  );
}
