import { useEffect, useRef, useState } from 'react';
import { Icon } from './icons';
import styles from './search-box.module.css';

/** Typing settles for this long before a search is sent, so each key press is not a request. */
export const SEARCH_DEBOUNCE_MS = 350;

type SearchBoxProps = {
  /** The search in force; a value changed from outside (back button, breadcrumb, another filter) shows here. */
  value: string;
  /** Called with the trimmed text (spec §5) after a pause, at once on Enter, or with '' when cleared. */
  onSearch: (text: string) => void;
  maxLength: number;
  placeholder: string;
  label: string;
  clearLabel: string;
  testId: string;
  size?: 'medium' | 'large';
};

/** A search field that searches as one types: debounced, Enter to search now, a clear button. */
export function SearchBox({ value, onSearch, maxLength, placeholder, label, clearLabel, testId, size = 'medium' }: SearchBoxProps) {
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
    timer.current = window.setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <search className={[styles.search, size === 'large' ? styles.large : ''].join(' ')}>
      <Icon.Search size={17} className={styles.icon} />
      <input
        type="search"
        className={styles.input}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={label}
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
        data-testid={testId}
      />
      {text ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={clearLabel}
          onClick={() => {
            setText('');
            commit('');
          }}
          data-testid={`${testId}-clear`}
        >
          <Icon.Close size={14} />
        </button>
      ) : null}
    </search>
  );
}
