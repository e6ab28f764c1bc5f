import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './crash.module.css';
import { type CrashCheck, checkCrashGame } from './crash-my-bets';

/** `?verify=<game>` (the betting record's verify link): that game recomputed in this browser, above the game. */
export function CrashVerifyBox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = params.get('verify');
  const [result, setResult] = useState<CrashCheck | null>(null);
  useEffect(() => {
    if (!gameId || !/^\d{1,18}$/.test(gameId)) return;
    setResult({ state: 'working' });
    checkCrashGame(gameId).then(setResult, () => setResult({ state: 'failed' }));
  }, [gameId]);
  if (!gameId || !result) return null;
  return (
    <section className={styles.box} data-testid="crash-verify-box" aria-live="polite">
      <h2 className={styles.boxTitle}>{t('crash.verify_game', { id: gameId })}</h2>
      {result.state === 'working' && <p className={styles.muted}>{t('crash.verifying')}</p>}
      {result.state === 'failed' && <p className={styles.loss}>{t('crash.verify_failed')}</p>}
      {result.state === 'done' && (
        <dl className={styles.chain} data-testid="crash-verified" data-ok={result.ok}>
          <dt>{t('crash.crash_point')}</dt>
          <dd className={result.ok ? styles.win : styles.loss}>
            {result.ok ? t('crash.verified', { value: result.crashPoint }) : t('crash.verify_mismatch')}
          </dd>
          <dt>{t('crash.hash')}</dt>
          <dd>{result.hash}</dd>
          <dt>{t('crash.previous_hash')}</dt>
          <dd>{result.previousHash}</dd>
        </dl>
      )}
    </section>
  );
}
