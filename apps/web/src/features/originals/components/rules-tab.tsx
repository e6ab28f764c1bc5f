import type { OriginalsGame } from '@fortuna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../../lib/format-money';
import styles from './game-shell.module.css';

/** The game's own rules, then its return to player for the chosen settings and the bet limits. */
export function RulesTab({ rtp, game, children }: { rtp: number | null; game: OriginalsGame; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rules} data-testid="originals-rules">
      {children}
      <dl className={styles.seedList}>
        {rtp !== null ? (
          <div>
            <dt>{t('originals.rtp')}</dt>
            <dd data-testid="originals-rtp">{(rtp * 100).toFixed(2)}%</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('originals.limits')}</dt>
          <dd>
            {groupThousands(game.minBet)} – {groupThousands(game.maxBet)}
          </dd>
        </div>
        <div>
          <dt>{t('originals.max_win')}</dt>
          <dd>{groupThousands(game.maxWin)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('originals.rules_fair')}</p>
    </div>
  );
}
