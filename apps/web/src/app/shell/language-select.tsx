import { LANGUAGES } from '@fortuna/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/setup';
import { Icon } from '../../ui/icons';
import styles from './side-menu.module.css';

/**
 * The language choice: a native select of the languages the site offers (all 31 when the
 * configuration names none) by their own names; the language in use stays listed.
 */
export function LanguageSelect({ offered }: { offered?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const languages = offered?.length ? LANGUAGES.filter((l) => offered.includes(l.code) || l.code === i18n.language) : LANGUAGES;
  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.sectionTitle}>
        <Icon.Globe size={16} />
        {t('side.language')}
      </label>
      <div className={styles.selectWrap}>
        <select
          id={id}
          className={styles.select}
          data-testid="language-select"
          value={i18n.language}
          onChange={(event) => void switchLanguage(event.target.value)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))}
        </select>
        <Icon.ChevronDown size={16} className={styles.selectChevron} />
      </div>
    </div>
  );
}
