import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { HelpCentre } from './help-centre';
import styles from './help-centre.module.css';
import { helpSectionFromHash } from './help-sections';

/** The help centre alone (/helpmc, spec §2): no header, side menu or footer, e.g. for an app's web view. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <main className={styles.alone} data-testid="help-centre-page">
      <div className={styles.aloneBar}>
        <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} icon="Help" />
        <ButtonLink to="/" variant="ghost" size="sm">
          {t('help.home')}
        </ButtonLink>
      </div>
      <Card>
        <HelpCentre section={helpSectionFromHash(hash)} onSectionChange={(section) => navigate({ hash: section }, { replace: true })} />
      </Card>
    </main>
  );
}
