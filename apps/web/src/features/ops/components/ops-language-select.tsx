import { BUNDLED_LANGUAGES, LANGUAGES } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../i18n/setup';
import { Select } from '../../../ui/select';
import styles from './backoffice.module.css';

const OPTIONS = LANGUAGES.filter((language) => (BUNDLED_LANGUAGES as readonly string[]).includes(language.code));

/** The back office's languages: the bundled English, Chinese and Burmese. */
export function OpsLanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      className={styles.language}
      aria-label={t('side.language')}
      value={i18n.language}
      onChange={(event) => void switchLanguage(event.target.value)}
      data-testid="ops-language"
    >
      {OPTIONS.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.nativeName}
        </option>
      ))}
    </Select>
  );
}
