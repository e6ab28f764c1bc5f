import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../ui/search-box';

/** Longest username prefix the server accepts. */
const MAX_LENGTH = 32;

/** The team's username search (a breadcrumb click clearing it shows here too). */
export function TeamSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      maxLength={MAX_LENGTH}
      placeholder={t('agentCentre.team.search_placeholder')}
      label={t('agentCentre.team.search_label')}
      clearLabel={t('agentCentre.team.search_clear')}
      testId="team-search"
      size="large"
    />
  );
}
