import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import styles from './operators.module.css';
import { useOpsSecurity, useSaveOpsSecurity } from './operators-api';

/** The back office's security: addresses operators may call from (one per line; empty allows any), idle minutes, the adjustment approval threshold. */
export function SecurityCard() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const security = useOpsSecurity();
  const save = useSaveOpsSecurity();
  const [allowList, setAllowList] = useState('');
  const [idle, setIdle] = useState('30');
  const [approval, setApproval] = useState('');
  useEffect(() => {
    if (!security.data) return;
    setAllowList(security.data.ipAllowList.join('\n'));
    setIdle(String(security.data.idleMinutes));
    setApproval(security.data.adjustmentApprovalAmount);
  }, [security.data]);
  return (
    <Card className={styles.security} data-testid="ops-security">
      <h2 className={styles.heading}>{t('ops_shell.security_title')}</h2>
      {save.error ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            {
              ipAllowList: allowList
                .split(/\s+/)
                .map((line) => line.trim())
                .filter(Boolean),
              idleMinutes: Number(idle),
              adjustmentApprovalAmount: approval.trim(),
            },
            { onSuccess: () => toast.show(t('ops_shell.security_saved'), 'success') },
          );
        }}
      >
        <Field label={t('ops_shell.security_allow_list')} hint={t('ops_shell.security_allow_list_hint')}>
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              rows={4}
              value={allowList}
              onChange={(event) => setAllowList(event.target.value)}
              aria-describedby={describedBy}
              data-testid="ops-security-allow"
            />
          )}
        </Field>
        <Field label={t('ops_shell.security_idle')} hint={t('ops_shell.security_idle_hint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              inputMode="numeric"
              value={idle}
              onChange={(event) => setIdle(event.target.value)}
              aria-describedby={describedBy}
              data-testid="ops-security-idle"
            />
          )}
        </Field>
        <Field label={t('ops_shell.security_approval')} hint={t('ops_shell.security_approval_hint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              inputMode="decimal"
              value={approval}
              onChange={(event) => setApproval(event.target.value)}
              aria-describedby={describedBy}
              data-testid="ops-security-approval"
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={save.isPending || security.isPending} data-testid="ops-security-save">
          {t('ops_shell.save')}
        </Button>
      </form>
    </Card>
  );
}
