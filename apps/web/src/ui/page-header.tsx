import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './page-header.module.css';

type PageHeaderProps = { title: string; subtitle?: string; icon?: IconName; actions?: ReactNode };

/** The heading block of a page; its h1 carries `data-testid="page-title"`. */
export function PageHeader({ title, subtitle, icon, actions }: PageHeaderProps) {
  const Glyph = icon ? Icon[icon] : null;
  return (
    <header className={styles.header}>
      {Glyph ? (
        <span className={styles.icon}>
          <Glyph size={24} />
        </span>
      ) : null}
      <div className={styles.text}>
        <h1 className={styles.title} data-testid="page-title">
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
