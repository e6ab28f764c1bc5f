import type { RedEnvelopeFairness } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { type EnvelopeVerification, verifyDrop } from '../envelope-verify';
import styles from './red-envelopes.module.css';

/** A drop's fairness record: the committed hash, the seed once revealed, and the amounts recomputed here in the browser. */
export function DropVerification({ fairness }: { fairness: RedEnvelopeFairness }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<EnvelopeVerification | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setResult(await verifyDrop(fairness));
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.fair} data-testid="red-envelope-verification">
      <p className={styles.muted}>
        {t('redEnvelope.fair_text', { count: fairness.count, budget: fairness.budget, min: fairness.minAmount })}
      </p>
      <dl className={styles.fairFacts}>
        <div>
          <dt>{t('redEnvelope.seed_hash')}</dt>
          <dd>
            <code data-testid="red-envelope-hash">{fairness.seedHash}</code>
            <CopyButton value={fairness.seedHash} label={t('redEnvelope.seed_hash')} />
          </dd>
        </div>
        <div>
          <dt>{t('redEnvelope.server_seed')}</dt>
          <dd>
            {fairness.serverSeed ? (
              <>
                <code data-testid="red-envelope-seed">{fairness.serverSeed}</code>
                <CopyButton value={fairness.serverSeed} label={t('redEnvelope.server_seed')} />
              </>
            ) : (
              <span className={styles.muted}>{t('redEnvelope.seed_hidden')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('redEnvelope.message')}</dt>
          <dd>
            <code>{`RED:${fairness.dropId}:<i>`}</code>
          </dd>
        </div>
      </dl>
      {fairness.serverSeed ? (
        <Button size="sm" variant="secondary" onClick={() => void run()} disabled={busy} data-testid="red-envelope-verify">
          {t('redEnvelope.verify')}
        </Button>
      ) : null}
      {result === 'failed' ? <Badge tone="danger">{t('redEnvelope.verify_failed')}</Badge> : null}
      {result && result !== 'failed' ? (
        <div className={styles.verifyResult} data-testid="red-envelope-verify-result">
          <Badge tone={result.seedMatchesHash ? 'success' : 'danger'}>
            {t(result.seedMatchesHash ? 'redEnvelope.hash_ok' : 'redEnvelope.hash_bad')}
          </Badge>
          <Badge tone={result.sumMatches ? 'success' : 'danger'}>
            {t(result.sumMatches ? 'redEnvelope.sum_ok' : 'redEnvelope.sum_bad')}
          </Badge>
          <ol className={styles.amounts} start={0}>
            {result.amounts.map((amount, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the envelope's number is its place in the drop
              <li key={i}>{t('redEnvelope.envelope_amount', { n: i, amount })}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
