import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Tabs, tabId, tabPanelId } from '../../../ui/tabs';
import styles from './help-centre.module.css';
import { HELP_SECTIONS, type HelpSection } from './help-sections';

const ID_BASE = 'help';

/** The help centre's sections as tabs; the operator's help texts arrive with the help content issue. */
export function HelpCentre({ section, onSectionChange }: { section: HelpSection; onSectionChange: (section: HelpSection) => void }) {
  const { t } = useTranslation();
  const items = HELP_SECTIONS.map((id) => ({ id, label: t(`help.sections.${id}`) }));
  return (
    <div className={styles.centre}>
      <Tabs items={items} value={section} onChange={onSectionChange} label={t('help.title')} idBase={ID_BASE} variant="pills" />
      <div
        className={styles.panel}
        role="tabpanel"
        id={tabPanelId(ID_BASE, section)}
        aria-labelledby={tabId(ID_BASE, section)}
        data-section={section}
      >
        <EmptyState icon="Help" title={t('common.coming_soon')} text={t('help.empty')} />
      </div>
    </div>
  );
}
