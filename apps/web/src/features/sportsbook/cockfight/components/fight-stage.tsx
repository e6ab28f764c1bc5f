import type { SportsbookBet, SportsbookMatch } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../../../lib/format-money';
import { Badge, type BadgeTone } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Icon } from '../../../../ui/icons';
import { countdownText, type FightPhase, fightNumber, fightOutcome, fightReturn } from '../fight-board';
import { BetPanel } from './bet-panel';
import { BetLine, useMoney } from './bet-view';
import styles from './cockfight.module.css';

const PHASE_TONE: Record<FightPhase, BadgeTone> = { open: 'success', closed: 'warning', live: 'danger', result: 'neutral' };

/** "Fight 12", or "Fight" for a fight without a number. */
export function useFightName(): (match: Pick<SportsbookMatch, 'detail'>) => string {
  const { t } = useTranslation();
  return (match) => {
    const number = fightNumber(match);
    return number ? t('cockfight.fight_no', { number }) : t('cockfight.fight_plain');
  };
}

/**
 * The fight on the stage: its number, arena and phase; while betting is open the countdown to its
 * close (server clock) and the bet form; "Fight in progress" while it is fought (with the next
 * fight to bet on); then the result banner with what the member's bets on it came to. Below, the
 * member's bets on this fight.
 */
export function FightStage({
  fight,
  phase,
  msLeft,
  next,
  nextMsLeft,
  bets,
  numbers,
  stake,
  onStake,
  onShowFight,
  onDismissResult,
}: {
  fight: SportsbookMatch;
  phase: FightPhase;
  /** Time left until betting closes, by the server's clock. */
  msLeft: number;
  /** The next fight to bet on while this one is closed, fought or over. */
  next: SportsbookMatch | undefined;
  nextMsLeft: number;
  /** The member's bets on this fight. */
  bets: readonly SportsbookBet[];
  numbers: ReadonlyMap<string, number>;
  stake: string;
  onStake: (stake: string) => void;
  onShowFight: (matchId: string) => void;
  onDismissResult: () => void;
}) {
  const { t } = useTranslation();
  const fightName = useFightName();
  const name = fightName(fight);
  const seconds = Math.ceil(msLeft / 1000);
  return (
    <section
      className={styles.stage}
      aria-labelledby="cockfight-stage-title"
      data-testid="cockfight-stage"
      data-phase={phase}
      data-match={fight.matchId}
      data-fight={fightNumber(fight) ?? undefined}
    >
      <header className={styles.stageHead}>
        <div className={styles.stageTitleBox}>
          <h2 id="cockfight-stage-title" className={styles.stageTitle} data-testid="cockfight-fight-no">
            {name}
          </h2>
          <span className={styles.arena}>{fight.league.name}</span>
        </div>
        <Badge tone={PHASE_TONE[phase]} testId="cockfight-phase">
          {t(`cockfight.phase.${phase}`)}
        </Badge>
      </header>

      {phase === 'open' ? (
        <div className={styles.countdownBox} data-testid="cockfight-countdown" data-seconds={seconds} aria-live="off">
          <span className={styles.countdownLabel}>{t('cockfight.closes_in')}</span>
          <span className={styles.countdown} data-urgent={seconds <= 30 || undefined}>
            {countdownText(msLeft)}
          </span>
        </div>
      ) : null}

      {phase === 'closed' || phase === 'live' ? (
        <div className={styles.inProgress} data-testid="cockfight-in-progress" data-phase={phase} role="status">
          <span className={styles.liveDot} aria-hidden="true" />
          <div>
            <p className={styles.inProgressTitle}>{t(`cockfight.phase.${phase}`)}</p>
            <p className={styles.inProgressText}>{t(phase === 'live' ? 'cockfight.live_text' : 'cockfight.closed_text')}</p>
          </div>
        </div>
      ) : null}

      {phase === 'result' ? <ResultBanner fight={fight} bets={bets} onNext={onDismissResult} /> : null}

      {phase === 'result' ? null : <BetPanel key={fight.matchId} fight={fight} open={phase === 'open'} stake={stake} onStake={onStake} />}

      {phase !== 'open' && next ? (
        <div className={styles.nextCta} data-testid="cockfight-next-cta">
          <span>{t('cockfight.next_cta', { fight: fightName(next), time: countdownText(nextMsLeft) })}</span>
          <Button variant="outline" size="sm" onClick={() => onShowFight(next.matchId)} data-testid="cockfight-next-bet">
            {t('cockfight.next_bet')}
            <Icon.ChevronRight size={14} />
          </Button>
        </div>
      ) : null}

      <section className={styles.onFight} aria-labelledby="cockfight-on-fight" data-testid="cockfight-fight-bets">
        <h3 id="cockfight-on-fight" className={styles.subTitle}>
          {t('cockfight.on_fight.title')}
        </h3>
        {bets.length === 0 ? (
          <p className={styles.muted}>{t('cockfight.on_fight.none')}</p>
        ) : (
          <ul className={styles.betList}>
            {bets.map((bet) => (
              <BetLine key={bet.betId} bet={bet} numbers={numbers} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** The result of the fight in the side's colour, and what the member's singles on it came to. */
function ResultBanner({ fight, bets, onNext }: { fight: SportsbookMatch; bets: readonly SportsbookBet[]; onNext: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const fightName = useFightName();
  const outcome = fightOutcome(fight) ?? 'cancelled';
  const mine = fightReturn(bets, toMinor);
  let yours: string | null = null;
  if (mine.staked > 0n) {
    if (mine.unsettled) yours = t('cockfight.settling');
    else if (mine.paid > mine.staked) yours = t('cockfight.you_won', { amount: money(mine.paid) });
    else if (mine.paid > 0n) yours = t('cockfight.stake_back', { amount: money(mine.paid) });
    else yours = t('cockfight.you_lost');
  }
  return (
    <div className={styles.resultBanner} data-outcome={outcome} data-testid="cockfight-result-banner" role="status">
      <p className={styles.resultFor}>{t('cockfight.result_for', { fight: fightName(fight) })}</p>
      <p className={styles.resultText} data-testid="cockfight-result-text">
        {t(`cockfight.outcome.${outcome}`)}
      </p>
      {yours ? (
        <p className={styles.resultYours} data-testid="cockfight-result-yours">
          {yours}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onNext} data-testid="cockfight-result-next">
        {t('cockfight.to_next')}
        <Icon.ChevronRight size={14} />
      </Button>
    </div>
  );
}
