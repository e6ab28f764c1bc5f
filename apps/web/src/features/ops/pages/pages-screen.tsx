import './pages-texts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { FormAlert } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { can, useOpsMe } from '../api/ops-api';
import styles from './pages.module.css';
import { AppsSection } from './sections/apps-section';
import { BlogEditor } from './sections/blog-editor';
import { BlogSection } from './sections/blog-section';
import { MirrorsSection } from './sections/mirrors-section';

type SectionProps = { writable: boolean };

/** The tabs, each a sub-page `/backoffice/pages/<path>`; the first is the index. */
const TABS: { path: string; label: string; Component: ComponentType<SectionProps> }[] = [
  { path: 'blog', label: 'ops_pages.tab_blog', Component: BlogSection },
  { path: 'apps', label: 'ops_pages.tab_apps', Component: AppsSection },
  { path: 'mirrors', label: 'ops_pages.tab_mirrors', Component: MirrorsSection },
];

/**
 * The site's own pages (`content.read`; changes need `content.write`): blog/news posts, the app
 * download links behind the QR codes, and the mirror list with the gaming licence. Every change is
 * audited and live on the player site at its next request.
 */
export function PagesScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'content.write');
  return (
    <div className={styles.screen} data-testid="pages-screen">
      <PageHeader title={t('ops_pages.title')} subtitle={t('ops_pages.subtitle')} icon="Megaphone" />
      <nav className={styles.nav} aria-label={t('ops_pages.tabs_label')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`/backoffice/pages/${tab.path}`} className={styles.navLink} data-testid={`pages-tab-${tab.path}`}>
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      {me.data && !writable ? <FormAlert tone="info">{t('ops_pages.read_only')}</FormAlert> : null}
      <Routes>
        <Route index element={<Navigate to="blog" replace />} />
        {TABS.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component writable={writable} />} />
        ))}
        <Route path="blog/:id" element={<BlogEditor writable={writable} />} />
        <Route path="*" element={<Navigate to="/backoffice/pages/blog" replace />} />
      </Routes>
    </div>
  );
}
