import { cardText } from '@fortuna/bgs/live/pure';
import type { LiveRoundView } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { ROULETTE_RED } from '../felt-layout';
import { outcomeTone } from '../outcome-tone';
import { cardFace, type ResultPart, resultParts } from '../result-view';
import styles from './live.module.css';
import { useSpotLabel } from './use-spot-label';

/** A playing card drawn in CSS from its text ("Qh"). */
export function PlayingCard({ card }: { card: number }) {
  const text = cardText(card);
  const face = cardFace(text);
  return (
    <span className={face.red ? styles.cardRed : styles.card} data-card={text} role="img" aria-label={text}>
      <span>{face.rank}</span>
      <span>{face.suit}</span>
    </span>
  );
}

const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die face with its pips. */
export function DieFace({ value }: { value: number }) {
  const pips = PIPS[value] ?? [];
  return (
    <span className={styles.die} role="img" aria-label={String(value)} data-die={value}>
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pip is its place on the face.
        <i key={i} className={pips.includes(i) ? styles.pip : undefined} />
      ))}
    </span>
  );
}

function Part({ game, part }: { game: string; part: ResultPart }) {
  const label = useSpotLabel();
  const name = label(part.name);
  if (part.kind === 'cards') {
    return (
      <div className={styles.hand} data-testid={`live-hand-${part.name}`}>
        <span className={styles.handName}>
          {name}
          {part.points !== undefined && <strong> {part.points}</strong>}
        </span>
        <span className={styles.cards}>
          {part.cards.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a shoe repeats cards, so a card is its place in the hand.
            <PlayingCard key={i} card={c} />
          ))}
        </span>
      </div>
    );
  }
  if (part.kind === 'dice') {
    return (
      <div className={styles.hand}>
        <span className={styles.cards}>
          {part.dice.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice repeat values, so a die is its place.
            <DieFace key={i} value={d} />
          ))}
        </span>
      </div>
    );
  }
  if (part.kind === 'symbols') {
    return (
      <div className={styles.hand}>
        <span className={styles.cards}>
          {part.symbols.map((symbol, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice repeat symbols, so a die is its place.
            <span key={i} className={styles.symbol} data-symbol={symbol}>
              {label(symbol)}
            </span>
          ))}
        </span>
      </div>
    );
  }
  if (part.kind === 'coins') {
    return (
      <div className={styles.hand}>
        <span className={styles.cards}>
          {part.red.map((red, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: coins repeat, so a coin is its place.
            <span key={i} className={red ? styles.coinRed : styles.coinWhite} />
          ))}
        </span>
      </div>
    );
  }
  const tone = game === 'roulette' ? (part.value === 0 ? 'green' : ROULETTE_RED.has(part.value) ? 'red' : 'dark') : 'neutral';
  return (
    <div className={styles.hand}>
      <span className={styles.handName}>{name}</span>
      <span className={styles.ball} data-tone={tone}>
        {part.value}
      </span>
    </div>
  );
}

/** The round's dealt result: cards, dice, the number, beans or coins, and its summary. */
export function ResultBoard({ game, round }: { game: string; round: LiveRoundView | null }) {
  const { t } = useTranslation();
  const dealt = round?.result !== null && round?.result !== undefined && round.phase !== 'betting';
  const parts = dealt ? resultParts(game, round.result) : [];
  return (
    <div className={styles.resultBoard} data-testid="live-result" data-round={round?.roundId ?? ''} data-dealt={dealt ? 'yes' : 'no'}>
      {!dealt ? (
        <p className={styles.muted}>{round?.phase === 'betting' ? t('live.place_bets') : t('live.waiting_result')}</p>
      ) : (
        <>
          <div className={styles.hands}>
            {parts.map((part) => (
              <Part key={part.name} game={game} part={part} />
            ))}
          </div>
          {round.summary && (
            <p className={styles.summary} data-tone={outcomeTone(game, round.summary.outcome)} data-testid="live-result-summary">
              {round.summary.label}
            </p>
          )}
        </>
      )}
    </div>
  );
}
