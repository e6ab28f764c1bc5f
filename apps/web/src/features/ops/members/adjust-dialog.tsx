import { type BalanceAdjustmentRequest, balanceAdjustmentRequestSchema, type MemberDetail } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerError, useFormText } from '../../../lib/form-rules';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import styles from './members.module.css';
import { useMemberWrites } from './members-api';

/** A fresh client request id for one adjustment: a retry of the same dialog resends it, so the server posts once. */
function newRequestId(): string {
  return `adj-${crypto.randomUUID()}`;
}

/**
 * A manual credit or debit of the member's main wallet: the form, then a confirmation that repeats
 * it. At or below the merchant's threshold it posts at once; above, it waits for a second operator.
 */
export function AdjustDialog({ member, onClose }: { member: MemberDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formText = useFormText();
  const { adjust } = useMemberWrites(member.id);
  const [requestId] = useState(newRequestId);
  const [confirming, setConfirming] = useState<BalanceAdjustmentRequest | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<BalanceAdjustmentRequest>({
    resolver: zodResolver(balanceAdjustmentRequestSchema),
    defaultValues: { direction: 'credit', amount: '', reason: '', requestId },
  });
  const main = member.balances.find((b) => b.kind === 'main')?.balance ?? '0.00';
  const send = async () => {
    if (!confirming) return;
    try {
      const result = await adjust.mutateAsync(confirming);
      toast.show(t(result.status === 'posted' ? 'ops_members.adjust_posted' : 'ops_members.adjust_pending'), 'success', {
        kind: `adjustment-${result.status}`,
      });
      onClose();
    } catch (error) {
      setConfirming(null);
      const message = placeServerError(error, setError, ['amount', 'reason', 'direction']);
      if (message) setError('root', { message });
    }
  };
  const invalid = (name: 'amount' | 'reason') =>
    formState.errors[name]?.type === 'server'
      ? formText(formState.errors[name]?.message)
      : formState.errors[name]
        ? t(`ops_members.adjust_${name}_hint`)
        : undefined;
  return (
    <Dialog open onClose={onClose} title={t('ops_members.action_adjust')} testId="ops-member-adjust-dialog">
      {confirming ? (
        <div className={styles.form}>
          <p className={styles.warning} data-testid="ops-member-adjust-summary">
            {t(`ops_members.adjust_confirm_${confirming.direction}`, { amount: confirming.amount, username: member.username })}
          </p>
          <p className={styles.hint}>{t('ops_members.adjust_threshold_note')}</p>
          <div className={styles.actions}>
            <Button onClick={() => setConfirming(null)}>{t('ops_members.back')}</Button>
            <Button variant="primary" disabled={adjust.isPending} onClick={() => void send()} data-testid="ops-member-adjust-confirm">
              {t('ops_members.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit((values) => setConfirming({ ...values, requestId }))}>
          {formState.errors.root?.message ? <FormAlert>{formText(formState.errors.root.message)}</FormAlert> : null}
          <p className={styles.hint}>{t('ops_members.adjust_main_balance', { balance: main })}</p>
          <Field label={t('ops_members.adjust_direction')}>
            {({ id }) => (
              <Select id={id} data-testid="ops-member-adjust-direction" {...register('direction')}>
                <option value="credit">{t('ops_members.adjust_credit')}</option>
                <option value="debit">{t('ops_members.adjust_debit')}</option>
              </Select>
            )}
          </Field>
          <Field label={t('ops_members.col_amount')} required error={invalid('amount')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                inputMode="decimal"
                aria-describedby={describedBy}
                invalid={bad}
                placeholder="0.00"
                data-testid="ops-member-adjust-amount"
                {...register('amount')}
              />
            )}
          </Field>
          <Field label={t('ops_members.adjust_reason')} required error={invalid('reason')}>
            {({ id, describedBy, invalid: bad }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                invalid={bad}
                maxLength={500}
                data-testid="ops-member-adjust-reason"
                {...register('reason')}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('ops_members.cancel')}</Button>
            <Button type="submit" variant="primary" data-testid="ops-member-adjust-next">
              {t('ops_members.next')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
