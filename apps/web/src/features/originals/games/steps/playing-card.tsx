import { useTranslation } from 'react-i18next';
import styles from './steps.module.css';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_KEYS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** Card c of Hi-Lo (FAIRNESS.md "Hi-Lo"): rank (c mod 13) + 1, suit ⌊c / 13⌋. */
export function cardParts(card: number): { rank: string; suit: string; suitKey: (typeof SUIT_KEYS)[number]; red: boolean } {
  const suitIndex = Math.floor(card / 13);
  return {
    rank: RANKS[card % 13] as string,
    suit: SUITS[suitIndex] as string,
    suitKey: SUIT_KEYS[suitIndex] as (typeof SUIT_KEYS)[number],
    red: suitIndex === 1 || suitIndex === 2,
  };
}

/** A playing card drawn in SVG: face up (a card number) or face down (null). */
export function PlayingCard({ card, size = 'lg', mark }: { card: number | null; size?: 'lg' | 'sm'; mark?: 'right' | 'wrong' | 'skip' }) {
  const { t } = useTranslation();
  if (card === null)
    return (
      <svg
        className={`${styles.card} ${styles[size]} ${styles.cardBack}`}
        viewBox="0 0 100 140"
        role="img"
        aria-label={t('originals_steps.card_back')}
      >
        <rect x="2" y="2" width="96" height="136" rx="10" className={styles.cardBackFill} />
        <rect x="10" y="10" width="80" height="120" rx="6" className={styles.cardBackInner} />
        <path d="M50 50 L66 70 L50 90 L34 70 Z" className={styles.cardBackMark} />
      </svg>
    );
  const { rank, suit, suitKey, red } = cardParts(card);
  const label = t('originals_steps.card', { rank, suit: t(`originals_steps.suits.${suitKey}`) });
  return (
    <svg
      className={`${styles.card} ${styles[size]} ${red ? styles.red : styles.black} ${mark ? styles[`mark_${mark}`] : ''}`}
      viewBox="0 0 100 140"
      role="img"
      aria-label={label}
    >
      <rect x="2" y="2" width="96" height="136" rx="10" className={styles.cardFace} />
      <text x="12" y="30" className={styles.cardCorner}>
        {rank}
      </text>
      <text x="12" y="52" className={styles.cardCornerSuit}>
        {suit}
      </text>
      <text x="50" y="96" textAnchor="middle" className={styles.cardPip}>
        {suit}
      </text>
      <text x="88" y="128" textAnchor="end" className={styles.cardCorner}>
        {rank}
      </text>
    </svg>
  );
}
