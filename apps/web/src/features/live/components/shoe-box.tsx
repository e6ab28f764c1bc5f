import type { LiveShoeView } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../ui/copy-button';
import styles from './live.module.css';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a revealed seed hashes to the commitment shown before its shoe (null while checking or where the browser cannot). */
function useSeedCheck(shoe: LiveShoeView | null): boolean | null {
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    setOk(null);
    if (!shoe?.seed || !globalThis.crypto?.subtle) return;
    let live = true;
    void sha256Hex(shoe.seed).then(
      (hash) => live && setOk(hash === shoe.seedHash.toLowerCase()),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shoe?.seed, shoe?.seedHash]);
  return ok;
}

function Hash({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={styles.hashRow}>
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{value}</code>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

/**
 * The fairness of the shoe: the current shoe's committed hash, and the previous shoe's revealed
 * seed with the browser's own check that it hashes to what was committed.
 */
export function ShoeBox({ shoe, previous }: { shoe: LiveShoeView | null; previous: LiveShoeView | null }) {
  const { t } = useTranslation();
  const ok = useSeedCheck(previous);
  return (
    <section className={styles.box} aria-labelledby="live-shoe-title" data-testid="live-shoe">
      <h2 id="live-shoe-title" className={styles.boxTitle}>
        {t('live.fair_title')}
      </h2>
      <p className={styles.muted}>{t('live.fair_text')}</p>
      <dl className={styles.hashes}>
        {shoe && <Hash label={t('live.shoe_hash', { shoe: shoe.shoeId })} value={shoe.seedHash} testId="live-shoe-hash" />}
        {shoe && <Hash label={t('live.client_seed')} value={shoe.clientSeed} testId="live-client-seed" />}
        {previous?.seed ? (
          <>
            <Hash label={t('live.prev_seed', { shoe: previous.shoeId })} value={previous.seed} testId="live-prev-seed" />
            <Hash label={t('live.prev_hash')} value={previous.seedHash} testId="live-prev-hash" />
          </>
        ) : (
          <div className={styles.hashRow}>
            <dt>{t('live.prev_seed_none')}</dt>
          </div>
        )}
      </dl>
      {previous?.seed && ok !== null && (
        <p className={styles.verify} data-ok={ok ? 'yes' : 'no'} data-testid="live-seed-check">
          {ok ? t('live.verified') : t('live.verify_failed')}
        </p>
      )}
    </section>
  );
}
