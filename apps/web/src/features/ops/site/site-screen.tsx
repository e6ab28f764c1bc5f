import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** The site section of the back office: being built on its own branch (issue 16); this stub is replaced there. */
export function SiteScreen() {
  const { t } = useTranslation();
  return <EmptyState title={t('ops_shell.section_site')} text={t('ops_shell.section_unavailable')} icon="Wrench" />;
}
