import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { HelpCentre } from './help-centre';
import { helpSectionFromHash } from './help-sections';

/** The help centre as a page of its own (/helpmc). */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} icon="Help" />
      <Card>
        <HelpCentre section={helpSectionFromHash(hash)} onSectionChange={(section) => navigate({ hash: section }, { replace: true })} />
      </Card>
    </>
  );
}
