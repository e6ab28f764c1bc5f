import type { SportsbookMatch } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/badge';
import { useOddsFormat } from '../../odds-format';
import { clockTime, FIGHT_PICKS, fightPrice } from '../fight-board';
import styles from './cockfight.module.css';
import { useFightName } from './fight-stage';

/** Fights listed ahead. */
const SHOWN = 8;

/**
 * The fights on the card after the stage's: each with its close of betting on the site's clock and
 * its three prices; "Bet" puts it on the stage.
 */
export function UpcomingFights({
  fights,
  stageId,
  onShow,
}: {
  fights: readonly SportsbookMatch[];
  stageId: string | undefined;
  onShow: (matchId: string) => void;
}) {
  const { t } = useTranslation();
  const { odds } = useOddsFormat();
  const fightName = useFightName();
  const shown = fights.slice(0, SHOWN);
  return (
    <section className={styles.panel} aria-labelledby="cockfight-upcoming-title" data-testid="cockfight-upcoming">
      <h2 id="cockfight-upcoming-title" className={styles.panelTitle}>
        {t('cockfight.upcoming.title')}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('cockfight.upcoming.empty')}</p>
      ) : (
        <ul className={styles.upcomingList}>
          {shown.map((fight) => {
            const onStage = fight.matchId === stageId;
            const name = fightName(fight);
            return (
              <li
                key={fight.matchId}
                className={styles.upcomingItem}
                data-testid={`cockfight-upcoming-${fight.matchId}`}
                data-status={fight.status}
                data-on-stage={onStage || undefined}
              >
                <div className={styles.upcomingHead}>
                  <span className={styles.upcomingName}>{name}</span>
                  {fight.status === 'live' ? (
                    <Badge tone="danger">{t('cockfight.phase.live')}</Badge>
                  ) : (
                    <span className={styles.muted}>{t('cockfight.closes_at', { time: clockTime(fight.startsAt) })}</span>
                  )}
                </div>
                <div className={styles.upcomingPrices}>
                  {FIGHT_PICKS.map((pick) => {
                    const price = fightPrice(fight, pick);
                    return (
                      <span key={pick} className={styles.miniPrice} data-side={pick}>
                        <span className={styles.miniLabel}>{t(`cockfight.road_letter.${pick}`)}</span>
                        {price === null || fight.status !== 'scheduled' ? '–' : odds(price)}
                      </span>
                    );
                  })}
                  {onStage ? (
                    <span className={styles.onStage}>{t('cockfight.upcoming.on_stage')}</span>
                  ) : fight.status === 'scheduled' ? (
                    <button
                      type="button"
                      className={styles.showButton}
                      onClick={() => onShow(fight.matchId)}
                      aria-label={t('cockfight.upcoming.show_label', { fight: name })}
                      data-testid="cockfight-upcoming-show"
                    >
                      {t('cockfight.upcoming.show')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
