import type { CrashPublicBet, CrashStateView } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import styles from './crash.module.css';

/** Everyone's bets on this game (names masked), with each cash-out. */
export function CrashPlayers({ bets }: { bets: CrashPublicBet[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="crash-players-title">
      <h2 id="crash-players-title" className={styles.boxTitle}>
        {t('crash.players', { count: bets.length })}
      </h2>
      {bets.length === 0 ? (
        <p className={styles.muted}>{t('crash.no_players')}</p>
      ) : (
        <table className={styles.table} data-testid="crash-players">
          <thead>
            <tr>
              <th scope="col">{t('crash.player')}</th>
              <th scope="col">{t('crash.amount')}</th>
              <th scope="col">{t('crash.cashout')}</th>
              <th scope="col">{t('crash.win')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.player} data-status={bet.status}>
                <td>{bet.player}</td>
                <td>{bet.amount}</td>
                <td>{bet.cashout ? `${bet.cashout}×` : bet.status === 'lost' ? t('crash.lost') : '—'}</td>
                <td className={bet.status === 'cashed_out' ? styles.win : undefined}>{bet.win ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The last crash points, newest first (2× and above highlighted). */
export function CrashRecent({ history }: { history: CrashStateView['history'] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.recent} aria-label={t('crash.recent')} data-testid="crash-recent">
      {history.map((game) => (
        <li key={game.gameId} className={Number(game.crashPoint) >= 2 ? styles.chipHigh : styles.chip} title={`#${game.index}`}>
          {game.crashPoint}×
        </li>
      ))}
    </ol>
  );
}

/** Rules, the return to player and the limits. */
export function CrashRules({ state }: { state: CrashStateView }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} data-testid="crash-rules">
      <h2 className={styles.boxTitle}>{t('crash.rules_title')}</h2>
      <ol className={styles.rules}>
        <li>{t('crash.rule_bet')}</li>
        <li>{t('crash.rule_curve')}</li>
        <li>{t('crash.rule_cashout')}</li>
        <li>{t('crash.rule_auto')}</li>
        <li>{t('crash.rule_fair')}</li>
      </ol>
      <p>
        {t('crash.rtp', { rtp: (state.rtp * 100).toFixed(0) })} · {t('crash.limits', state.limits)}
      </p>
      <dl className={styles.chain}>
        <dt>{t('crash.terminal_hash')}</dt>
        <dd data-testid="crash-terminal-hash">{state.chain.terminalHash}</dd>
        <dt>{t('crash.salt')}</dt>
        <dd>{state.chain.salt}</dd>
      </dl>
    </section>
  );
}
