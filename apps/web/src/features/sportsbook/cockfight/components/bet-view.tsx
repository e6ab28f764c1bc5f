import { formatMinor, type SportsbookBet } from '@fortuna/shared';
import { payout } from '@fortuna/sportsbook/markets';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '../../../../lib/format-money';
import { useOptionalSiteConfig } from '../../../../lib/site-config';
import { Badge, type BadgeTone } from '../../../../ui/badge';
import { useOddsFormat } from '../../odds-format';
import { clockTime, cockfightLegs, pickOfKey } from '../fight-board';
import styles from './cockfight.module.css';

/** An API amount or minor units with the site's currency symbol. */
export function useMoney(): (amount: string | bigint) => string {
  const symbol = useOptionalSiteConfig()?.merchant.currency.symbol;
  return useCallback((amount: string | bigint) => formatMoney(typeof amount === 'bigint' ? formatMinor(amount) : amount, symbol), [symbol]);
}

/** The badge colour of a bet: waiting amber, accepted blue, won green, lost or refused red, void and stake back grey. */
export function betTone(bet: Pick<SportsbookBet, 'status' | 'outcome'>): BadgeTone {
  if (bet.status === 'placing' || bet.status === 'pending') return 'warning';
  if (bet.status === 'open') return 'info';
  if (bet.status === 'rejected' || bet.status === 'rejecting') return 'danger';
  if (bet.status === 'void') return 'neutral';
  if (bet.outcome === 'win' || bet.outcome === 'half_win') return 'success';
  if (bet.outcome === 'lose' || bet.outcome === 'half_loss') return 'danger';
  return 'neutral';
}

/** What a running single returns if it wins (stake × odds, rounded down once, as the server pays), or null. */
export function potentialReturn(bet: SportsbookBet): bigint | null {
  const stake = toMinor(bet.stake);
  const odds = Number(bet.oddsMilli);
  if (bet.kind !== 'single' || stake === null || stake <= 0n || !Number.isInteger(odds) || odds <= 1000) return null;
  return payout(stake, odds, 'win');
}

/**
 * One of the member's cockfight bets: the fight and pick (a parlay's cockfight legs), the odds
 * taken in the member's format, the stake, status and outcome, and what it returns or paid.
 */
export function BetLine({ bet, numbers }: { bet: SportsbookBet; numbers: ReadonlyMap<string, number> }) {
  const { t } = useTranslation();
  const { odds } = useOddsFormat();
  const money = useMoney();
  const legs = cockfightLegs(bet);
  const done = bet.status === 'settled' || bet.status === 'void';
  const returns = done ? null : potentialReturn(bet);
  return (
    <li
      className={styles.betLine}
      data-testid={`cockfight-bet-${bet.betId}`}
      data-status={bet.status}
      data-outcome={bet.outcome ?? undefined}
    >
      <div className={styles.betHead}>
        <span className={styles.betPicks}>
          {bet.kind === 'parlay' ? <span className={styles.betKind}>{t('cockfight.bets.parlay', { count: bet.legs.length })}</span> : null}
          {legs.map((leg) => {
            const pick = pickOfKey(leg.selectionKey);
            const number = numbers.get(leg.matchId);
            return (
              <span key={leg.legNo} className={styles.betPick}>
                {pick ? <span className={styles.pickDot} data-pick={pick} aria-hidden="true" /> : null}
                <span className={styles.betFight}>{number ? t('cockfight.fight_no', { number }) : clockTime(leg.startsAt)}</span>
                <strong>{pick ? t(`cockfight.side.${pick}`) : leg.selectionKey}</strong>
              </span>
            );
          })}
        </span>
        <span className={styles.betBadges}>
          <Badge tone={betTone(bet)} testId="cockfight-bet-status">
            {bet.status === 'settled' && bet.outcome
              ? t(`cockfight.bets.outcome.${bet.outcome}`)
              : t(`cockfight.bets.status.${bet.status}`)}
          </Badge>
        </span>
      </div>
      <dl className={styles.betFigures}>
        <div>
          <dt>{t('cockfight.bets.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('cockfight.bets.odds')}</dt>
          <dd>{odds(bet.oddsMilli)}</dd>
        </div>
        {done ? (
          <div>
            <dt>{t('cockfight.bets.payout')}</dt>
            <dd className={styles.betPaid} data-testid="cockfight-bet-payout">
              {money(bet.payout ?? '0.00')}
            </dd>
          </div>
        ) : returns !== null ? (
          <div>
            <dt>{t('cockfight.bets.returns')}</dt>
            <dd>{money(returns)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
