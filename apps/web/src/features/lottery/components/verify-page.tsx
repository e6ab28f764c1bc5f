import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { Field, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { CenteredSpinner } from '../../../ui/spinner';
import { useVerify } from '../api/get-verify';
import { isBoardType } from '../board';
import { verifyInBrowser } from '../fair-verify';
import { ResultBoard } from './result-board';
import '../lottery-texts';
import styles from './verify-page.module.css';

/**
 * `/lottery/verify?gameCode=&numero=` (public): a drawn issue's published seed hash and revealed
 * seed, and its result recomputed here in the browser with Web Crypto (fair-verify.ts), so the
 * check does not rest on the server's word.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const numero = params.get('numero')?.trim() ?? '';
  return (
    <div className={styles.page} data-testid="verify-page">
      <PageHeader
        title={t('lottery.verify_title')}
        subtitle={t('lottery.verify_subtitle')}
        icon="Shield"
        actions={
          <Link className={styles.link} to="/lottery/fairness" data-testid="verify-fairness-link">
            <Icon.Help size={16} />
            {t('lottery.fair_how')}
          </Link>
        }
      />
      <VerifyForm gameCode={gameCode} numero={numero} />
      {gameCode && numero ? <VerifyResult gameCode={gameCode} numero={numero} /> : null}
    </div>
  );
}

function VerifyForm({ gameCode, numero }: { gameCode: string; numero: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(gameCode);
  const [issue, setIssue] = useState(numero);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/lottery/verify?${new URLSearchParams({ gameCode: code.trim(), numero: issue.trim() }).toString()}`);
  };
  return (
    <Card>
      <form className={styles.form} onSubmit={submit}>
        <Field label={t('lottery.game_code')} required>
          {({ id }) => (
            <Input
              id={id}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              required
              data-testid="verify-game-code"
            />
          )}
        </Field>
        <Field label={t('lottery.issue')} required>
          {({ id }) => (
            <Input
              id={id}
              value={issue}
              onChange={(e) => setIssue(e.target.value)}
              autoComplete="off"
              placeholder="20260501-0001"
              required
              data-testid="verify-numero"
            />
          )}
        </Field>
        <Button type="submit" variant="primary" data-testid="verify-submit">
          {t('lottery.verify')}
        </Button>
      </form>
    </Card>
  );
}

function VerifyResult({ gameCode, numero }: { gameCode: string; numero: string }) {
  const { t } = useTranslation();
  const draw = useVerify(gameCode, numero);
  const record = draw.data;
  const local = useQuery({
    queryKey: ['lottery', 'verify-browser', record],
    queryFn: () => (record ? verifyInBrowser(record) : null),
    enabled: record !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (draw.isError) return <ErrorState error={draw.error} onRetry={() => void draw.refetch()} />;
  if (!record) return <CenteredSpinner />;
  const checks = local.data;
  const verified = checks ? checks.seedMatchesHash && checks.resultMatches : null;
  // A board's rows stack under their labels; a row of balls stays beside its label.
  const wide = isBoardType(record.lotteryType);
  return (
    <Card className={styles.result} data-testid="verify-result" data-verified={verified === null ? 'pending' : String(verified)}>
      <div
        className={[styles.verdict, verified === false && styles.bad].filter(Boolean).join(' ')}
        role="status"
        data-testid="verify-verdict"
      >
        {verified === null ? (
          t('lottery.verify_checking')
        ) : (
          <>
            {verified ? <Icon.Check size={22} /> : <Icon.Alert size={22} />}
            {verified ? t('lottery.verify_ok') : t('lottery.verify_bad')}
          </>
        )}
      </div>
      <dl className={[styles.facts, wide && styles.wideFacts].filter(Boolean).join(' ')}>
        <div>
          <dt>{t('lottery.game_code')}</dt>
          <dd>{record.gameCode}</dd>
        </div>
        <div>
          <dt>{t('lottery.issue')}</dt>
          <dd>{record.numero}</dd>
        </div>
        <div>
          <dt>{t('lottery.seed_hash')}</dt>
          <dd className={styles.hex} data-testid="verify-seed-hash">
            {record.seedHash}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.server_seed')}</dt>
          <dd className={styles.hex} data-testid="verify-seed">
            {record.serverSeed}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.published_result')}</dt>
          <dd>
            <ResultBoard lotteryType={record.lotteryType} result={record.result} testId="verify-published" />
          </dd>
        </div>
        <div>
          <dt>{t('lottery.browser_result')}</dt>
          <dd>
            {checks ? (
              <ResultBoard
                lotteryType={record.lotteryType}
                result={checks.recomputed}
                headTail={false}
                compact={isBoardType(record.lotteryType)}
                testId="verify-recomputed"
              />
            ) : (
              '…'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.check_hash')}</dt>
          <dd data-testid="verify-hash-check">
            {checks ? (checks.seedMatchesHash ? t('lottery.check_yes') : t('lottery.check_no')) : '…'}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.check_result')}</dt>
          <dd data-testid="verify-result-check">
            {checks ? (checks.resultMatches ? t('lottery.check_yes') : t('lottery.check_no')) : '…'}
          </dd>
        </div>
      </dl>
      {local.isError ? <ErrorState compact error={local.error} /> : null}
    </Card>
  );
}
