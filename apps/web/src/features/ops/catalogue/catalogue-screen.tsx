import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** The catalogue section of the back office: being built on its own branch (issue 16); this stub is replaced there. */
export function CatalogueScreen() {
  const { t } = useTranslation();
  return <EmptyState title={t('ops_shell.section_catalogue')} text={t('ops_shell.section_unavailable')} icon="Wrench" />;
}
