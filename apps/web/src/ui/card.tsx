import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

/** A raised surface grouping related content. */
export function Card({ padded = true, className, ...rest }: HTMLAttributes<HTMLElement> & { padded?: boolean }) {
  return <section className={[styles.card, padded && styles.padded, className].filter(Boolean).join(' ')} {...rest} />;
}
