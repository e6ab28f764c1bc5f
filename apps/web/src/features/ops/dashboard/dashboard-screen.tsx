import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** The dashboard section of the back office: being built on its own branch (issue 16); this stub is replaced there. */
export function DashboardScreen() {
  const { t } = useTranslation();
  return <EmptyState title={t('ops_shell.section_dashboard')} text={t('ops_shell.section_unavailable')} icon="Wrench" />;
}
