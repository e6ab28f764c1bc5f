import type { OriginalsFair, OriginalsRotation } from '@fortuna/shared';
import { originalsClientSeedSchema } from '@fortuna/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { FormAlert } from '../../../ui/field';
import { rotateOriginalsSeed, setOriginalsClientSeed } from '../api/rotate-originals-seed';
import styles from './game-shell.module.css';

/**
 * The member's seed pair: the server seed's hash (shown before play), the client seed they may
 * change, the nonce of the next round; a new pair reveals the old server seed so its rounds can
 * be checked (providers/bgs/FAIRNESS.md "Instant games").
 */
export function FairnessTab(props: { code: string; fair: OriginalsFair; locked: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [clientSeed, setClientSeed] = useState(props.fair.clientSeed);
  const [revealed, setRevealed] = useState<OriginalsRotation['revealed'] | null>(null);
  const valid = originalsClientSeedSchema.safeParse(clientSeed).success;
  const rotate = useMutation({
    mutationFn: (seed: string | null) => (seed === null ? rotateOriginalsSeed(props.code) : setOriginalsClientSeed(props.code, seed)),
    onSuccess: (answer) => {
      setRevealed(answer.revealed);
      setClientSeed(answer.next.clientSeed);
      props.onChanged();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) rotate.mutate(clientSeed.trim());
  };
  return (
    <div className={styles.fairness} data-testid="originals-fairness">
      <p className={styles.hint}>{t('originals.fair_intro')}</p>
      <dl className={styles.seedList}>
        <div>
          <dt>{t('originals.server_seed_hash')}</dt>
          <dd className={styles.mono} data-testid="originals-seed-hash">
            {props.fair.serverSeedHash}
            <CopyButton value={props.fair.serverSeedHash} label={t('originals.server_seed_hash')} />
          </dd>
        </div>
        <div>
          <dt>{t('originals.nonce')}</dt>
          <dd className={styles.mono} data-testid="originals-nonce">
            {props.fair.nonce}
          </dd>
        </div>
      </dl>
      <form className={styles.seedForm} onSubmit={submit}>
        <label className={styles.label} htmlFor={`seed-${props.code}`}>
          {t('originals.client_seed')}
        </label>
        <div className={styles.seedRow}>
          <input
            id={`seed-${props.code}`}
            className={styles.input}
            value={clientSeed}
            maxLength={64}
            aria-invalid={!valid}
            onChange={(event) => setClientSeed(event.target.value)}
            data-testid="originals-client-seed"
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!valid || props.locked || rotate.isPending}
            data-testid="originals-client-seed-save"
          >
            {t('originals.client_seed_save')}
          </Button>
        </div>
        {!valid ? <p className={styles.fieldError}>{t('originals.client_seed_rule')}</p> : null}
      </form>
      <Button
        variant="outline"
        disabled={props.locked || rotate.isPending}
        onClick={() => rotate.mutate(null)}
        data-testid="originals-rotate"
      >
        {t('originals.rotate')}
      </Button>
      {props.locked ? <p className={styles.hint}>{t('originals.rotate_locked')}</p> : null}
      {rotate.isError ? <FormAlert>{errorMessage(rotate.error)}</FormAlert> : null}
      {revealed ? (
        <div className={styles.revealed} data-testid="originals-revealed">
          <strong>{t('originals.revealed_title', { rounds: revealed.rounds })}</strong>
          <span className={styles.mono}>
            {revealed.serverSeed}
            <CopyButton value={revealed.serverSeed} label={t('originals.server_seed')} />
          </span>
        </div>
      ) : null}
      <Link to="/originals/verify" target="_top" className={styles.link}>
        {t('originals.verify_any')}
      </Link>
    </div>
  );
}
