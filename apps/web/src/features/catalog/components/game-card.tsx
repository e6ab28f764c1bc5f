import type { Game } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/image-cdn';
import { Icon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import styles from './game-card.module.css';

type GameCardProps = {
  game: Game;
  favourite: boolean;
  onStart: (game: Game) => void;
  onToggleFavourite: (game: Game, favourite: boolean) => void;
  /** This game's launch is under way. */
  starting?: boolean;
};

/**
 * One game of a list (spec §2 "Game list item"): its icon as the start button, the hot badge when
 * `isHot` is 1, and the favourite star. A vendor-type entry says "Enter" instead of "Play": it
 * opens the vendor's game list, not a game.
 */
export function GameCard({ game, favourite, onStart, onToggleFavourite, starting }: GameCardProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = imageUrl(game.iconUrl || game.lagerIcon);
  const action = game.isGame ? t('game.play') : t('game.enter');

  return (
    <article className={styles.card} data-testid="game-card" data-node-id={game.nodeId} data-vendor={game.vassalage}>
      <div className={styles.media}>
        <button
          type="button"
          className={styles.start}
          onClick={() => onStart(game)}
          aria-label={t('game.start_label', { action, name: game.gameName })}
          aria-busy={starting || undefined}
          data-testid="game-start"
        >
          {src && !failed ? (
            <img
              className={styles.icon}
              src={src}
              alt=""
              // The square tile's size: its box is reserved before the art arrives.
              width={200}
              height={200}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
            />
          ) : (
            <span className={styles.fallback} aria-hidden="true">
              {game.gameName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className={styles.play} aria-hidden="true">
            {starting ? <Spinner size={14} /> : <Icon.Play size={14} />}
            {action}
          </span>
        </button>
        {game.inMaintenance ? (
          <span className={styles.hot} data-tone="maintenance" data-testid="game-maintenance">
            <Icon.Wrench size={12} />
            <span className={styles.hotLabel}>{t('game.maintenance')}</span>
          </span>
        ) : game.isHot === 1 ? (
          <span className={styles.hot} data-testid="game-hot">
            <Icon.Flame size={12} />
            <span className={styles.hotLabel}>{t('game.hot')}</span>
          </span>
        ) : game.isNew ? (
          <span className={styles.hot} data-tone="new" data-testid="game-new">
            <Icon.Star size={12} />
            <span className={styles.hotLabel}>{t('game.new')}</span>
          </span>
        ) : null}
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          aria-label={favourite ? t('game.unfavourite', { name: game.gameName }) : t('game.favourite', { name: game.gameName })}
          title={favourite ? t('game.unfavourite_short') : t('game.favourite_short')}
          onClick={() => onToggleFavourite(game, !favourite)}
          data-testid="game-favourite"
        >
          <Icon.Star size={16} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      </div>
      <div className={styles.meta}>
        <h3 className={styles.name} title={game.gameName} data-testid="game-name">
          {game.gameName}
        </h3>
        <p className={styles.vendor}>{game.vendorName}</p>
      </div>
    </article>
  );
}
