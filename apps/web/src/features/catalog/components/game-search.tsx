import { LIMITS } from '@fortuna/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import styles from './game-search.module.css';

/** Typing settles for this long before the lobby searches, so each key press is not a request. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search by game name (spec §2): what is typed is trimmed (spec §5) and sent after a pause, or at
 * once with Enter; the clear button empties it.
 */
export function GameSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // A search changed from outside (back button, another filter clearing it) shows here.
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
    timer.current = window.setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <search className={styles.search}>
      <Icon.Search size={17} className={styles.icon} />
      <input
        type="search"
        className={styles.input}
        value={text}
        maxLength={LIMITS.gameSearchMaxLength}
        placeholder={t('lobby.search_placeholder')}
        aria-label={t('lobby.search_label')}
        enterKeyHint="search"
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
        data-testid="game-search"
      />
      {text ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('lobby.search_clear')}
          onClick={() => {
            setText('');
            commit('');
          }}
        >
          <Icon.Close size={14} />
        </button>
      ) : null}
    </search>
  );
}
