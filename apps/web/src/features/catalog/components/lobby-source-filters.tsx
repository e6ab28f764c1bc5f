import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import type { LobbySource } from '../lobby-filter';
import styles from './lobby-source-filters.module.css';

const FILTERS = [
  { source: 'HOT', icon: Icon.Flame, label: 'lobby.filter_hot' },
  { source: 'FAV', icon: Icon.Star, label: 'lobby.filter_fav' },
  { source: 'RECENT', icon: Icon.Clock, label: 'lobby.filter_recent' },
] as const;

/**
 * The lobby's filter icons (spec §2): hot, favourite, recent. One at a time; pressing the active
 * one again shows every game. The caller guards favourite and recent (login, real account).
 */
export function LobbySourceFilters({ value, onChange }: { value: LobbySource; onChange: (source: LobbySource) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.filters}>
      <legend className="sr-only">{t('lobby.filters')}</legend>
      {FILTERS.map(({ source, icon: Glyph, label }) => (
        <button
          key={source}
          type="button"
          className={styles.filter}
          aria-pressed={value === source}
          title={t(label)}
          onClick={() => onChange(value === source ? 'ALL' : source)}
          data-testid={`lobby-filter-${source.toLowerCase()}`}
        >
          <Glyph size={17} fill={source === 'FAV' && value === source ? 'currentColor' : 'none'} />
          <span className={styles.label}>{t(label)}</span>
        </button>
      ))}
    </fieldset>
  );
}
