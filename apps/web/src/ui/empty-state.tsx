import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './states.module.css';

type EmptyStateProps = {
  title: string;
  text?: string;
  icon?: IconName;
  action?: ReactNode;
  compact?: boolean;
};

/** What a list or section shows when it has nothing to show. */
export function EmptyState({ title, text, icon = 'Inbox', action, compact }: EmptyStateProps) {
  const Glyph = Icon[icon];
  return (
    <div className={[styles.state, compact && styles.compact].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Glyph size={compact ? 20 : 26} />
      </span>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
