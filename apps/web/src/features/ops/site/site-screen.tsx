import './site-texts';
import type { OpsSite } from '@fortuna/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { can, useOpsMe } from '../api/ops-api';
import { BrandSection } from './sections/brand-section';
import { DomainsSection } from './sections/domains-section';
import { LanguagesSection } from './sections/languages-section';
import { MaintenanceSection } from './sections/maintenance-section';
import { ModulesSection } from './sections/modules-section';
import { NewIpSection } from './sections/new-ip-section';
import { RegionsSection } from './sections/regions-section';
import { RegisterSection } from './sections/register-section';
import { ServiceSection } from './sections/service-section';
import styles from './site.module.css';
import { useOpsSite } from './site-api';

type SectionProps = { site: OpsSite; writable: boolean };

/** The sections, each a sub-page `/backoffice/site/<path>`; the first is the index. */
const SECTIONS: { path: string; label: string; Component: ComponentType<SectionProps> }[] = [
  { path: 'maintenance', label: 'ops_site.tab_maintenance', Component: MaintenanceSection },
  { path: 'regions', label: 'ops_site.tab_regions', Component: RegionsSection },
  { path: 'modules', label: 'ops_site.tab_modules', Component: ModulesSection },
  { path: 'register', label: 'ops_site.tab_register', Component: RegisterSection },
  { path: 'service', label: 'ops_site.tab_service', Component: ServiceSection },
  { path: 'domains', label: 'ops_site.tab_domains', Component: DomainsSection },
  { path: 'languages', label: 'ops_site.tab_languages', Component: LanguagesSection },
  { path: 'brand', label: 'ops_site.tab_brand', Component: BrandSection },
  { path: 'security', label: 'ops_site.tab_security', Component: NewIpSection },
];

/**
 * Site configuration (`site.read`; changes need `site.write`): maintenance, region blocks, the
 * module tree, register rules, customer service, domains, languages and brand, one sub-page each.
 * Every change is live on the player site at its next request.
 */
export function SiteScreen() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const site = useOpsSite();
  const writable = can(me.data, 'site.write');
  return (
    <div className={styles.screen} data-testid="site-screen">
      <PageHeader title={t('ops_site.title')} subtitle={t('ops_site.subtitle')} icon="Globe" />
      <nav className={styles.nav} aria-label={t('ops_site.sections_label')}>
        {SECTIONS.map((section) => (
          <NavLink
            key={section.path}
            to={`/backoffice/site/${section.path}`}
            className={styles.navLink}
            data-testid={`site-tab-${section.path}`}
          >
            {t(section.label)}
          </NavLink>
        ))}
      </nav>
      {me.data && !writable ? <FormAlert tone="info">{t('ops_site.read_only')}</FormAlert> : null}
      {site.error ? (
        <ErrorState error={site.error} onRetry={() => void site.refetch()} />
      ) : !site.data ? (
        <div className={styles.card} aria-busy="true">
          <Skeleton style={{ height: 28, width: '40%' }} />
          <Skeleton style={{ height: 160 }} />
        </div>
      ) : (
        <Routes>
          <Route index element={<Navigate to="maintenance" replace />} />
          {SECTIONS.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component site={site.data} writable={writable} />} />
          ))}
          <Route path="*" element={<Navigate to="/backoffice/site/maintenance" replace />} />
        </Routes>
      )}
    </div>
  );
}
