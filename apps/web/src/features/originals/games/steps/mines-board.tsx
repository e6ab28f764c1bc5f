import type { MinesView } from '@fortuna/bgs/instant';
import { useTranslation } from 'react-i18next';
import { onGridKeyDown } from './grid-keys';
import { BombIcon, GemIcon } from './icons';
import styles from './steps.module.css';

const TILES = Array.from({ length: 25 }, (_, i) => i);

/**
 * The 5×5 Mines board. While a round is open each closed tile is a button (arrow keys move between
 * them, Enter opens one); once it ends every mine is shown, the one hit marked.
 */
export function MinesBoard({ view, busy, onReveal }: { view: MinesView | null; busy: boolean; onReveal: (tile: number) => void }) {
  const { t } = useTranslation();
  const playing = view?.outcome === 'playing';
  return (
    <fieldset className={styles.minesBoard} onKeyDown={(event) => onGridKeyDown(event, 5)}>
      <legend className={styles.srOnly}>{t('originals_steps.mines_board')}</legend>
      {TILES.map((tile) => {
        const safe = view?.revealed.includes(tile) ?? false;
        const mine = view?.mineTiles?.includes(tile) ?? false;
        const hit = view?.hit === tile;
        const state = hit ? 'hit' : safe ? 'safe' : mine ? 'mine' : view && !playing ? 'spent' : 'closed';
        const label = t(`originals_steps.tile_${state === 'spent' || state === 'closed' ? 'closed' : state}`, { n: tile + 1 });
        return (
          <button
            key={tile}
            type="button"
            data-cell={tile}
            data-state={state}
            data-testid={`mines-tile-${tile}`}
            className={`${styles.tile} ${styles[`tile_${state}`]}`}
            aria-label={label}
            disabled={!playing || busy || safe}
            onClick={() => onReveal(tile)}
          >
            {state === 'safe' ? <GemIcon className={styles.tileIcon} /> : null}
            {state === 'mine' || state === 'hit' ? <BombIcon className={styles.tileIcon} /> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
