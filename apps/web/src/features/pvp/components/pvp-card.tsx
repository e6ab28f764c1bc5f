import type { PvpCardView } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import styles from './pvp-table.module.css';

const SUITS: Record<string, { glyph: string; key: string; red: boolean }> = {
  s: { glyph: '♠', key: 'spades', red: false },
  h: { glyph: '♥', key: 'hearts', red: true },
  c: { glyph: '♣', key: 'clubs', red: false },
  d: { glyph: '♦', key: 'diamonds', red: true },
};

/** A card as the room shows it: its text ('Qh', '10s') face up, or the back (null: face down). */
export function PvpCard({ card, large }: { card: PvpCardView; large?: boolean }) {
  const { t } = useTranslation();
  const size = large ? styles.cardLarge : '';
  if (card === null) {
    return (
      <span
        className={`${styles.card} ${styles.cardBack} ${size}`}
        role="img"
        aria-label={t('pvp.card_back')}
        data-testid="pvp-card"
        data-card=""
      />
    );
  }
  const rank = card.slice(0, -1);
  const suit = SUITS[card.slice(-1)] ?? { glyph: card.slice(-1), key: 'spades', red: false };
  return (
    <span
      className={`${styles.card} ${suit.red ? styles.cardRed : styles.cardBlack} ${size}`}
      role="img"
      aria-label={t('pvp.card', { rank, suit: t(`pvp.suits.${suit.key}`) })}
      data-testid="pvp-card"
      data-card={card}
    >
      <span className={styles.cardRank}>{rank}</span>
      <span className={styles.cardSuit}>{suit.glyph}</span>
    </span>
  );
}
