import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import { ThemeToggle } from '../shell/theme-toggle';
import styles from './full-page-screen.module.css';

type FullPageScreenProps = {
  testId?: string;
  icon: IconName;
  tone?: 'accent' | 'danger';
  title: string;
  text: string;
  detail?: ReactNode;
  children?: ReactNode;
};

/** A screen that replaces the whole app (maintenance, region block, failures). */
export function FullPageScreen({ testId, icon, tone = 'accent', title, text, detail, children }: FullPageScreenProps) {
  const Glyph = Icon[icon];
  return (
    <div className={[styles.screen, tone === 'danger' && styles.danger].filter(Boolean).join(' ')}>
      <div className={styles.theme}>
        <ThemeToggle />
      </div>
      <main className={styles.card} data-testid={testId}>
        <span className={styles.icon}>
          <Glyph size={34} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {detail}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </main>
    </div>
  );
}

/** A labelled value on a full-page screen (e.g. the visitor's IP). */
export function ScreenDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={styles.detail}>
      <span>{label}</span>
      {children}
    </p>
  );
}

export const screenStyles = styles;
