import type { TowerView } from '@fortuna/bgs/instant';
import { useTranslation } from 'react-i18next';
import { onGridKeyDown } from './grid-keys';
import { BombIcon, GemIcon } from './icons';
import styles from './steps.module.css';

const TILE_INDEXES = [0, 1, 2, 3];

/**
 * The tower: nine levels drawn top down, the multiplier of each beside it. Only the level being
 * climbed has buttons (arrow keys move between its tiles, Enter picks); climbed levels show the
 * tile picked; when the round ends every bomb is shown.
 */
export function TowerBoard({
  view,
  tiles,
  ladder,
  busy,
  onPick,
}: {
  view: TowerView | null;
  tiles: number;
  ladder: string[];
  busy: boolean;
  onPick: (tile: number) => void;
}) {
  const { t } = useTranslation();
  const playing = view?.outcome === 'playing';
  const current = view ? view.picks.length - (view.hit === null ? 0 : 1) : -1;
  const levels = Array.from({ length: ladder.length }, (_, i) => ladder.length - 1 - i);
  return (
    <fieldset className={styles.tower} onKeyDown={(event) => onGridKeyDown(event, tiles)}>
      <legend className={styles.srOnly}>{t('originals_steps.tower_board')}</legend>
      {levels.map((level) => {
        const active = playing && level === view?.picks.length;
        const pick = view?.picks[level];
        const bombs = view?.bombs?.[level] ?? [];
        return (
          <div key={level} className={`${styles.level} ${active ? styles.levelActive : ''}`} data-level={level + 1}>
            <span className={styles.levelMultiplier}>×{ladder[level]}</span>
            <div className={styles.levelTiles} style={{ gridTemplateColumns: `repeat(${tiles}, 1fr)` }}>
              {TILE_INDEXES.slice(0, tiles).map((tile) => {
                const picked = pick === tile;
                const bomb = bombs.includes(tile);
                const state = picked && bomb ? 'hit' : picked ? 'safe' : bomb ? 'mine' : 'closed';
                const label = t('originals_steps.level_tile', {
                  level: level + 1,
                  n: tile + 1,
                  state: t(`originals_steps.state_${state}`),
                });
                return active ? (
                  <button
                    key={tile}
                    type="button"
                    data-cell={tile}
                    data-testid={`tower-tile-${tile}`}
                    className={`${styles.tile} ${styles.towerTile} ${styles.tile_closed}`}
                    aria-label={label}
                    disabled={busy}
                    onClick={() => onPick(tile)}
                  />
                ) : (
                  <span
                    key={tile}
                    className={`${styles.tile} ${styles.towerTile} ${styles[`tile_${state}`]}`}
                    role="img"
                    aria-label={label}
                  >
                    {state === 'safe' ? <GemIcon className={styles.tileIcon} /> : null}
                    {state === 'mine' || state === 'hit' ? <BombIcon className={styles.tileIcon} /> : null}
                  </span>
                );
              })}
            </div>
          </div>
        );
      })}
      <span className={styles.srOnly} aria-live="polite">
        {playing ? t('originals_steps.level_now', { level: current + 1 }) : ''}
      </span>
    </fieldset>
  );
}
