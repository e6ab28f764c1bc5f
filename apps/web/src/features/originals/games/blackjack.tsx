import type { BlackjackHandView, BlackjackParams, BlackjackView } from '@fortuna/bgs/instant';
import { formatMinor } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '../../../lib/format-money';
import { Button } from '../../../ui/button';
import './blackjack-texts';
import styles from './blackjack.module.css';
import { PlayingCard } from './steps/playing-card';
import stepsStyles from './steps/steps.module.css';
import './steps/steps-texts';
import type { GameModule, GameViewProps } from './types';

type Move = 'hit' | 'stand' | 'double' | 'split';
const MOVES: readonly Move[] = ['hit', 'stand', 'double', 'split'];

function blackjackView(round: GameViewProps['round']): BlackjackView | null {
  return round?.code === 'blackjack' ? (round.view as BlackjackView | null) : null;
}

/** Minor units of the view as an amount with the bet's decimals. */
function amountOf(round: NonNullable<GameViewProps['round']>, minor: string): string {
  return formatMinor(BigInt(minor), (round.bet.split('.')[1] ?? '').length);
}

function Total({ total, soft }: { total: number; soft: boolean }) {
  const { t } = useTranslation();
  return <span className={styles.label}>{soft && total < 21 ? t('originals_blackjack.total_soft', { total }) : total}</span>;
}

function Hand({ hand, index, active, count }: { hand: BlackjackHandView; index: number; active: boolean; count: number }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.hand} ${active ? styles.hand_active : ''}`} data-testid={`blackjack-hand-${index}`}>
      {count > 1 ? <span>{t('originals_blackjack.hand', { n: index + 1 })}</span> : null}
      <div className={styles.cards}>
        {hand.cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards never reorder; a shoe repeats cards
          <PlayingCard key={i} card={card} size="sm" />
        ))}
      </div>
      <Total total={hand.total} soft={hand.soft} />
      {hand.outcome ? (
        <span className={`${styles.badge} ${styles[`badge_${hand.outcome}`] ?? ''}`} data-testid={`blackjack-outcome-${index}`}>
          {t(`originals_blackjack.outcomes.${hand.outcome}`)}
        </span>
      ) : null}
    </div>
  );
}

/** The hit / stand / double / split buttons of the hand in play. */
function BlackjackControls({ round, busy, act }: GameViewProps<BlackjackParams>) {
  const { t } = useTranslation();
  const view = blackjackView(round);
  if (!round || !view || round.finished) return null;
  return (
    <div className={styles.actions}>
      {MOVES.map((move) => (
        <Button
          key={move}
          variant={move === 'hit' ? 'primary' : move === 'stand' ? 'secondary' : 'outline'}
          size="lg"
          disabled={busy || !view.allowed[move]}
          title={
            move === 'double' ? t('originals_blackjack.double_hint') : move === 'split' ? t('originals_blackjack.split_hint') : undefined
          }
          onClick={() => act({ type: move })}
          data-testid={`blackjack-${move}`}
        >
          {t(`originals_blackjack.${move}`)}
        </Button>
      ))}
    </div>
  );
}

function Outcome({ round, view, currency }: { round: NonNullable<GameViewProps['round']>; view: BlackjackView; currency: string }) {
  const { t } = useTranslation();
  if (!round.finished)
    return (
      <p className={stepsStyles.outcome} aria-live="polite" data-testid="blackjack-turn">
        {view.hands.length > 1 && view.active !== null
          ? t('originals_blackjack.hand_active', { n: view.active + 1 })
          : t('originals_blackjack.your_turn')}
        {' · '}
        {t('originals_blackjack.stake', { amount: formatMoney(amountOf(round, view.totalStake), currency) })}
      </p>
    );
  const win = toMinor(round.win) ?? 0n;
  const staked = toMinor(amountOf(round, view.totalStake)) ?? 0n;
  const text =
    win === 0n
      ? t('originals_blackjack.lost')
      : win === staked
        ? t('originals_blackjack.pushed')
        : t('originals_blackjack.won', { amount: formatMoney(round.win, currency) });
  const gain = win - staked;
  const tone = gain === 0n ? '' : gain > 0n ? stepsStyles.outcome_win : stepsStyles.outcome_bust;
  return (
    <p className={`${stepsStyles.outcome} ${tone}`} aria-live="polite" data-testid="steps-outcome">
      {view.dealerBlackjack ? `${t('originals_blackjack.dealer_blackjack')} · ` : ''}
      {text}
    </p>
  );
}

function BlackjackStage({ round, currency }: GameViewProps<BlackjackParams>) {
  const { t } = useTranslation();
  const view = blackjackView(round);
  if (!round || !view)
    return (
      <div className={stepsStyles.stage}>
        <p className={stepsStyles.outcome}>{t('originals_blackjack.place_bet')}</p>
      </div>
    );
  return (
    <div className={stepsStyles.stage} data-testid="blackjack-table">
      <Outcome round={round} view={view} currency={currency} />
      <div className={styles.table}>
        <div className={styles.side} data-testid="blackjack-dealer">
          <span>{t('originals_blackjack.dealer')}</span>
          <div className={styles.cards}>
            {view.dealer.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the dealer's cards never reorder
              <PlayingCard key={i} card={card} size="sm" />
            ))}
            {view.dealerHidden ? <PlayingCard card={null} size="sm" /> : null}
          </div>
          <Total total={view.dealerTotal} soft={view.dealerSoft} />
        </div>
        <div className={styles.side}>
          <span>{t('originals_blackjack.player')}</span>
          <div className={styles.hands}>
            {view.hands.map((hand, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: hands are positions at the table
              <Hand key={i} hand={hand} index={i} active={view.active === i} count={view.hands.length} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function BlackjackRules() {
  const { t } = useTranslation();
  return <p>{t('originals_blackjack.rules')}</p>;
}

export const blackjackModule: GameModule<BlackjackParams> = {
  code: 'blackjack',
  defaultParams: {},
  Controls: BlackjackControls,
  Stage: BlackjackStage,
  Rules: BlackjackRules,
};
