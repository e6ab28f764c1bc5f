import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import styles from './team-management.module.css';

/** Typing settles for this long before the team is searched, so each key press is not a request. */
export const TEAM_SEARCH_DEBOUNCE_MS = 350;
/** Longest username prefix the server accepts. */
const MAX_LENGTH = 32;

/**
 * The team's username search: what is typed is trimmed and sent after a pause, or at once with
 * Enter; the clear button empties it. A value changed from outside (a breadcrumb click) shows here.
 */
export function TeamSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    if (next.trim() !== value) onSearchRef.current(next.trim());
  };
  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(next), TEAM_SEARCH_DEBOUNCE_MS);
  };

  return (
    <search className={styles.search}>
      <Icon.Search size={17} className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={MAX_LENGTH}
        placeholder={t('agentCentre.team.search_placeholder')}
        aria-label={t('agentCentre.team.search_label')}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
        data-testid="team-search"
      />
      {text ? (
        <button
          type="button"
          className={styles.searchClear}
          aria-label={t('agentCentre.team.search_clear')}
          onClick={() => {
            setText('');
            commit('');
          }}
          data-testid="team-search-clear"
        >
          <Icon.Close size={14} />
        </button>
      ) : null}
    </search>
  );
}
