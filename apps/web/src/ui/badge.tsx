import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** What a status means to the reader: done, waiting, refused, or nothing in particular. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A small coloured label for a status. */
export function Badge({ tone = 'neutral', children, testId }: { tone?: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span className={[styles.badge, styles[tone]].join(' ')} data-testid={testId}>
      {children}
    </span>
  );
}
