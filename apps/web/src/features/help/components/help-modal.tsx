import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { HelpCentre } from './help-centre';
import { helpSectionFromHash } from './help-sections';

/** The help modal over Home (/help); the URL hash picks the section, e.g. /help#term. */
export function HelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} title={t('help.title')} size="lg" testId="help-modal">
      <HelpCentre section={helpSectionFromHash(hash)} onSectionChange={(section) => navigate({ hash: section }, { replace: true })} />
    </Dialog>
  );
}
