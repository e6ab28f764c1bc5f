import { GAME_CATEGORIES } from '@fortuna/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/select';
import styles from './pages.module.css';

/** The game category filter of the winners list and the jackpot ranking: all, or one category. */
export function CategorySelect({ value, onChange, testId }: { value: string; onChange: (value: string) => void; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {t('site_pages.category')}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="ALL">{t('site_pages.all_categories')}</option>
        {GAME_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
