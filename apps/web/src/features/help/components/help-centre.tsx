import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sanitizeHtml } from '../../../lib/sanitize';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import { useHelpCenter } from '../api/help-center';
import styles from './help-centre.module.css';
import type { HelpSection } from './help-sections';

const ID_BASE = 'help';

/**
 * The help centre's sections as tabs, in the operator's order and the member's language (or its
 * fallback); the operator's HTML was sanitized on save and is sanitized again here before it shows.
 */
export function HelpCentre({ section, onSectionChange }: { section: HelpSection; onSectionChange: (section: HelpSection) => void }) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  if (help.isPending)
    return (
      <div className={styles.centre} aria-busy="true" data-testid="help-loading">
        <Skeleton style={{ height: 36, width: '70%' }} />
        <Skeleton style={{ height: 240 }} />
      </div>
    );
  if (help.isError) return <ErrorState error={help.error} onRetry={() => void help.refetch()} />;
  const sections = help.data.sections;
  if (sections.length === 0) return <EmptyState icon="Help" title={t('help.none')} text={t('help.empty')} />;
  const current = sections.find((s) => s.id === section) ?? sections[0];
  if (!current) return null;
  const items = sections.map((s) => ({ id: s.id, label: s.title }));
  return (
    <div className={styles.centre}>
      <Tabs items={items} value={current.id} onChange={onSectionChange} label={t('help.title')} idBase={ID_BASE} variant="pills" />
      <article
        className={styles.panel}
        role="tabpanel"
        id={tabPanelId(ID_BASE, current.id)}
        aria-labelledby={tabId(ID_BASE, current.id)}
        data-section={current.id}
        data-testid="help-panel"
        lang={current.lang}
      >
        <h2 className={styles.heading}>{current.title}</h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on save and again here (DOMPurify) */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
      </article>
      <p className={styles.more}>
        {t('help.still_need')} <Link to="/member#feedback">{t('help.send_feedback')}</Link>
      </p>
    </div>
  );
}
