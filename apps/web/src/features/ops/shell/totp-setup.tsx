import { totpSetupResponseSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CopyButton } from '../../../ui/copy-button';
import { Field, FormAlert, Input } from '../../../ui/field';
import { opsKeys, opsSend } from '../api/ops-api';
import styles from './totp-setup.module.css';

/**
 * Two-factor setup, the first thing an operator without it sees after the password: a new key as
 * a QR code (and as text) for an authenticator app, then the app's first code turns it on.
 */
export function TotpSetup() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: () => opsSend('POST', '/ops/session/totp/setup', {}, totpSetupResponseSchema) });
  const enable = useMutation({
    mutationFn: (value: string) => opsSend('POST', '/ops/session/totp/enable', { code: value }, z.null()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
  const valid = /^\d{6}$/.test(code.trim());
  return (
    <Card className={styles.card} data-testid="ops-totp-setup">
      <h1 className={styles.title}>{t('ops_shell.totp_title')}</h1>
      <p className={styles.muted}>{t('ops_shell.totp_lead')}</p>
      {setup.data ? (
        <>
          <div className={styles.key}>
            <QRCodeSVG
              value={setup.data.otpauthUrl}
              size={184}
              marginSize={2}
              level="M"
              title={t('ops_shell.totp_qr')}
              className={styles.qr}
            />
            <div className={styles.secret}>
              <span className={styles.muted}>{t('ops_shell.totp_secret')}</span>
              <code data-testid="ops-totp-secret">{setup.data.secret}</code>
              <CopyButton value={setup.data.secret} label={t('ops_shell.totp_secret')} testId="ops-totp-copy" />
            </div>
          </div>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (valid) enable.mutate(code.trim());
            }}
          >
            {enable.error ? <FormAlert testId="ops-totp-error">{errorMessage(enable.error)}</FormAlert> : null}
            <Field label={t('ops_shell.totp_code')} hint={t('ops_shell.totp_code_hint')} required>
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  aria-describedby={describedBy}
                  data-testid="ops-totp-code"
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={!valid || enable.isPending} data-testid="ops-totp-enable">
              {t('ops_shell.totp_enable')}
            </Button>
          </form>
        </>
      ) : (
        <>
          {setup.error ? <FormAlert testId="ops-totp-error">{errorMessage(setup.error)}</FormAlert> : null}
          <Button variant="primary" onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="ops-totp-start">
            {t('ops_shell.totp_start')}
          </Button>
        </>
      )}
    </Card>
  );
}
