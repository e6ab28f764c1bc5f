import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/button';
import { Icon, type IconName } from '../../../ui/icons';
import styles from './home-lobby.module.css';

type HomeSectionProps = {
  id: string;
  icon: IconName;
  title: string;
  /** A short figure beside the title ("Games: 2,820"). */
  count?: string | undefined;
  /** Where More goes: a link, or an action (switching home's menu). */
  more?: { to: string } | { onClick: () => void };
  children: ReactNode;
};

/** A titled block of home's HOME panel with its More button (spec §2 "a section per category with a More button"). */
export function HomeSection({ id, icon, title, count, more, children }: HomeSectionProps) {
  const { t } = useTranslation();
  const headingId = `home-section-${id}`;
  const Glyph = Icon[icon];
  const label = t('lobby.more_of', { category: title });
  const moreContent = (
    <>
      {t('common.more')}
      <Icon.ChevronRight size={16} className={styles.moreIcon} />
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`home-section-${id}`}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionIcon}>
          <Glyph size={18} />
        </span>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
          {count ? (
            <>
              {' '}
              <span className={styles.count}>{count}</span>
            </>
          ) : null}
        </h2>
        {more && 'to' in more ? (
          <ButtonLink to={more.to} variant="ghost" size="sm" aria-label={label} data-testid={`home-more-${id}`}>
            {moreContent}
          </ButtonLink>
        ) : null}
        {more && 'onClick' in more ? (
          <Button variant="ghost" size="sm" aria-label={label} onClick={more.onClick} data-testid={`home-more-${id}`}>
            {moreContent}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
