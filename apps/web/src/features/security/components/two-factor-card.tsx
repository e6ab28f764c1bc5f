import type { RecoveryCodes, SecurityOverview, TwoFactorSetup } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { disableTwoFactor } from '../api/disable-two-factor';
import { enableTwoFactor } from '../api/enable-two-factor';
import { regenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { securityKeys } from '../api/security-keys';
import { setupTwoFactor } from '../api/setup-two-factor';
import styles from './security.module.css';

/**
 * Two-step sign-in: turn on (QR + key, confirm with a code, recovery codes shown once), new recovery
 * codes or off (each proven by a code or the login password).
 */
export function TwoFactorCard({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  /** Which proven action the proof dialog is for. */
  const [proving, setProving] = useState<'disable' | 'recovery' | null>(null);
  /** The recovery dialog's toast: codes after turning on, or after replacing them. */
  const [codesToast, setCodesToast] = useState('security.enabled_toast');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.all });

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <div className={styles.head}>
        <div className={styles.itemText}>
          <h2 className={styles.heading}>{t('security.two_factor_title')}</h2>
          <span className={styles.muted}>{t(overview.twoFactorEnabled ? 'security.two_factor_on' : 'security.two_factor_off')}</span>
        </div>
        <Badge tone={overview.twoFactorEnabled ? 'success' : 'neutral'} testId="two-factor-status">
          {t(overview.twoFactorEnabled ? 'security.status_on' : 'security.status_off')}
        </Badge>
      </div>
      {overview.twoFactorEnabled ? (
        <div className={styles.head}>
          <span className={styles.muted} data-testid="recovery-left">
            {t('security.recovery_left', { count: overview.recoveryCodesLeft })}
          </span>
          <div className={styles.row}>
            <Button variant="outline" onClick={() => setProving('recovery')} data-testid="recovery-codes-new">
              {t('security.recovery_new')}
            </Button>
            <Button variant="outline" onClick={() => setProving('disable')} data-testid="two-factor-disable">
              {t('security.disable')}
            </Button>
          </div>
        </div>
      ) : setup ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const result = await enableTwoFactor(code.trim());
              setSetup(null);
              setCode('');
              setCodesToast('security.enabled_toast');
              setCodes(result);
              await refresh();
            });
          }}
        >
          <p className={styles.muted}>{t('security.scan_qr')}</p>
          <div className={styles.setup}>
            <QRCodeSVG value={setup.otpauthUrl} size={168} marginSize={2} level="M" title={t('security.qr_label')} className={styles.qr} />
            <div className={styles.secret}>
              <span className={styles.muted}>{t('security.secret_label')}</span>
              <code data-testid="two-factor-secret">{setup.secret}</code>
              <CopyButton value={setup.secret} label={t('security.secret_label')} />
            </div>
          </div>
          {error ? <FormAlert testId="two-factor-error">{error}</FormAlert> : null}
          <Field label={t('security.code_label')} required>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                data-testid="two-factor-code"
              />
            )}
          </Field>
          <div className={styles.row}>
            <Button type="submit" variant="primary" disabled={busy || !/^\d{6}$/.test(code.trim())} data-testid="two-factor-confirm">
              {t('security.confirm_enable')}
            </Button>
            <Button variant="ghost" onClick={() => setSetup(null)}>
              {t('security.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void run(async () => setSetup(await setupTwoFactor()))}
            data-testid="two-factor-start"
          >
            {t('security.start_setup')}
          </Button>
        </>
      )}

      <Dialog
        open={codes !== null}
        onClose={() => {}}
        dismissible={false}
        title={t('security.recovery_title')}
        size="sm"
        testId="recovery-codes-dialog"
      >
        <p className={styles.muted}>{t('security.recovery_text')}</p>
        <ul className={styles.codes} data-testid="recovery-codes">
          {codes?.recoveryCodes.map((value) => (
            <li key={value}>
              <code>{value}</code>
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          <CopyButton value={codes?.recoveryCodes.join('\n') ?? ''} label={t('security.recovery_title')} />
          <Button
            variant="primary"
            onClick={() => {
              setCodes(null);
              toast.show(t(codesToast), 'success');
            }}
            data-testid="recovery-codes-done"
          >
            {t('security.recovery_done')}
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={proving !== null}
        onClose={() => {
          setProving(null);
          setError(null);
        }}
        title={t(proving === 'recovery' ? 'security.recovery_new_title' : 'security.disable_title')}
        size="sm"
        testId={proving === 'recovery' ? 'recovery-new-dialog' : 'two-factor-disable-dialog'}
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const proof = code.trim() ? { code: code.trim() } : { password };
            void run(async () => {
              if (proving === 'recovery') {
                const result = await regenerateRecoveryCodes(proof);
                setCodesToast('security.recovery_new_toast');
                setCodes(result);
              } else {
                await disableTwoFactor(proof);
                toast.show(t('security.disabled_toast'), 'success');
              }
              setProving(null);
              setCode('');
              setPassword('');
              await refresh();
            });
          }}
        >
          <p className={styles.muted}>{t(proving === 'recovery' ? 'security.recovery_new_text' : 'security.disable_text')}</p>
          {error ? <FormAlert testId="two-factor-disable-error">{error}</FormAlert> : null}
          <Field label={t('security.disable_code')}>
            {({ id }) => (
              <Input
                id={id}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                data-testid="disable-code"
              />
            )}
          </Field>
          <Field label={t('security.disable_password')}>
            {({ id }) => (
              <PasswordInput
                id={id}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                data-testid="disable-password"
              />
            )}
          </Field>
          <Button type="submit" variant="primary" disabled={busy || (!code.trim() && !password)} data-testid="disable-confirm">
            {t(proving === 'recovery' ? 'security.recovery_new_confirm' : 'security.disable')}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
