import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import type { IconName } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

/**
 * A route whose feature arrives in a later issue: the shell, the page title and an honest
 * "coming soon" state, never made-up data.
 */
export function PlaceholderPage({ titleKey, icon }: { titleKey: string; icon: IconName }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} icon={icon} />
      <Card>
        <EmptyState icon={icon} title={t('common.coming_soon')} text={t('common.coming_soon_text')} />
      </Card>
    </>
  );
}
