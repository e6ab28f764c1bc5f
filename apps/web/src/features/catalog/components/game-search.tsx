import { LIMITS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../ui/search-box';

/** Search by game name (spec §2): trimmed (spec §5), sent after a pause or at once with Enter. */
export function GameSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      maxLength={LIMITS.gameSearchMaxLength}
      placeholder={t('lobby.search_placeholder')}
      label={t('lobby.search_label')}
      clearLabel={t('lobby.search_clear')}
      testId="game-search"
    />
  );
}
