import { verifyCrashGame } from '@fortuna/bgs/crash';
import type { CrashMyBet } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import styles from './crash.module.css';
import { getCrashGame, useCrashHistory } from './crash-api';

export type CrashCheck =
  | { state: 'working' }
  | { state: 'done'; ok: boolean; crashPoint: string; hash: string; previousHash: string }
  | { state: 'failed' };
type Check = CrashCheck;

/** Recomputes a crashed game in this browser (Web Crypto): its crash point from hash and salt, and SHA-256(hash) = the previous game's hash. */
export async function checkCrashGame(gameId: string): Promise<Check> {
  const game = await getCrashGame(gameId);
  const crashPoint = BigInt(Math.round(Number(game.crashPoint) * 100));
  const result = await verifyCrashGame({ hash: game.hash, salt: game.chain.salt, crashPoint, previousHash: game.previousHash });
  const shown = `${result.crashPoint / 100n}.${(result.crashPoint % 100n).toString().padStart(2, '0')}`;
  return {
    state: 'done',
    ok: result.crashMatches && result.chainMatches === true,
    crashPoint: shown,
    hash: game.hash,
    previousHash: result.previousHash,
  };
}

function Row({ bet }: { bet: CrashMyBet }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<Check | null>(null);
  const verify = () => {
    setResult({ state: 'working' });
    checkCrashGame(bet.gameId).then(setResult, () => setResult({ state: 'failed' }));
  };
  return (
    <tr data-testid="crash-my-bet" data-game={bet.gameId}>
      <td>{bet.roundId}</td>
      <td>{bet.amount}</td>
      <td>{bet.cashout ? `${bet.cashout}×` : bet.status === 'lost' ? t('crash.lost') : '—'}</td>
      <td>{bet.win ?? '—'}</td>
      <td>{bet.crashPoint ? `${bet.crashPoint}×` : '—'}</td>
      <td>
        {bet.crashPoint && !result && (
          <Button size="sm" variant="ghost" onClick={verify} data-testid="crash-verify">
            {t('crash.verify')}
          </Button>
        )}
        {result?.state === 'working' && t('crash.verifying')}
        {result?.state === 'failed' && t('crash.verify_failed')}
        {result?.state === 'done' && (
          <span
            data-testid="crash-verified"
            data-ok={result.ok}
            className={result.ok ? styles.win : styles.loss}
            title={result.previousHash}
          >
            {result.ok ? t('crash.verified', { value: result.crashPoint }) : t('crash.verify_mismatch')}
          </span>
        )}
      </td>
    </tr>
  );
}

/** The member's own bets with their results and a verify button each. */
export function CrashMyBets({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const history = useCrashHistory(1, enabled);
  const list = history.data?.list ?? [];
  return (
    <section className={styles.box} aria-labelledby="crash-my-title">
      <h2 id="crash-my-title" className={styles.boxTitle}>
        {t('crash.my_bets')}
      </h2>
      {!enabled ? (
        <p className={styles.muted}>{t('crash.login_to_bet')}</p>
      ) : history.isLoading ? (
        <p className={styles.muted}>{t('crash.loading')}</p>
      ) : history.isError ? (
        <p className={styles.muted}>{t('crash.load_failed')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('crash.no_bets')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="crash-my-bets">
            <thead>
              <tr>
                <th scope="col">{t('crash.round')}</th>
                <th scope="col">{t('crash.amount')}</th>
                <th scope="col">{t('crash.cashout')}</th>
                <th scope="col">{t('crash.win')}</th>
                <th scope="col">{t('crash.crash_point')}</th>
                <th scope="col">{t('crash.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((bet) => (
                <Row key={bet.betId} bet={bet} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
