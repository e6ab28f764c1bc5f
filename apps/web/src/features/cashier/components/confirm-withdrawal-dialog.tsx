import { formatMinor, LIMITS, type Withdrawal } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountRangeMessage, checkAmount } from '../../../lib/amount-rules';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney, toMinor } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { confirmWithdrawal } from '../api/confirm-withdrawal';
import styles from './cashier.module.css';

/** Which answer the member is giving. */
export type ConfirmMode = 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';

const PROOF_TYPES = ['image/png', 'image/jpeg'];

/** Spec §5 upload limits: png or jpg, at most 5 MB. Returns the error key, or null when the file is fine. */
export function proofProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PROOF_TYPES.includes(file.type)) return 'cashier.proof_type';
  if (file.size > LIMITS.uploadImageMaxBytes) return 'cashier.proof_size';
  return null;
}

type DialogProps = { withdrawal: Withdrawal | null; mode: ConfirmMode; onClose: () => void };

/** Confirms a paid withdrawal: in full, partially (how much), or not received (with a proof image and its preview). */
export function ConfirmWithdrawalDialog({ withdrawal, mode, onClose }: DialogProps) {
  const { t } = useTranslation();
  const title = t(`cashier.confirm_title_${mode}`);
  return (
    <Dialog open={withdrawal !== null} onClose={onClose} title={title} size="sm" testId="confirm-withdrawal-dialog">
      {withdrawal ? <ConfirmForm key={`${withdrawal.id}-${mode}`} withdrawal={withdrawal} mode={mode} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ConfirmForm({ withdrawal, mode, onDone }: { withdrawal: Withdrawal; mode: ConfirmMode; onDone: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const symbol = useMemberInfo().data?.currencySymbol;
  const [formError, setFormError] = useState<string | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const preview = useMemo(() => (proof ? URL.createObjectURL(proof) : null), [proof]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // A partial amount is less than the whole: at most one minor unit below it.
  const below = formatMinor((toMinor(withdrawal.amount) ?? 1n) - 1n);
  const schema = useMemo(
    () =>
      z.object({ receivedAmount: z.string() }).superRefine((v, ctx) => {
        if (mode === 'PARTIAL') checkAmount(ctx, 'receivedAmount', v.receivedAmount, { max: below });
      }),
    [mode, below],
  );
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { receivedAmount: '' } });

  const choose = (file: File | undefined) => {
    setProof(null);
    setProofError(null);
    if (!file) return;
    const problem = proofProblem(file);
    if (problem) setProofError(formMessage(problem));
    else setProof(file);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (mode === 'NOT_RECEIVED' && !proof) {
      setProofError(formMessage('errors.proof_required'));
      return;
    }
    try {
      if (mode === 'RECEIVED') await confirmWithdrawal(withdrawal.id, { result: 'RECEIVED' });
      else if (mode === 'PARTIAL')
        await confirmWithdrawal(withdrawal.id, { result: 'PARTIAL', receivedAmount: values.receivedAmount.trim() });
      else if (proof) await confirmWithdrawal(withdrawal.id, { result: 'NOT_RECEIVED', proof });
      toast.show(t('cashier.confirmed'), 'success');
      await refreshMoney(queryClient);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'amount_out_of_range' && mode === 'PARTIAL') {
        setError('receivedAmount', { type: 'server', message: amountRangeMessage(error.value) ?? '' });
        return;
      }
      if (error instanceof ApiError && ['proof_invalid', 'payload_too_large', 'proof_required'].includes(error.code)) {
        setProofError(formMessage(`errors.${error.code}`));
        return;
      }
      const message = placeServerError(error, setError, mode === 'PARTIAL' ? ['receivedAmount'] : []);
      if (message) setFormError(message);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="confirm-withdrawal-form">
      <p className={styles.confirmLead}>{t(`cashier.confirm_text_${mode}`, { amount: formatMoney(withdrawal.amount, symbol) })}</p>
      {formError ? <FormAlert testId="confirm-withdrawal-error">{formText(formError)}</FormAlert> : null}
      {mode === 'PARTIAL' ? (
        <Field
          label={t('cashier.received_label')}
          required
          error={formText(formState.errors.receivedAmount?.message)}
          testId="confirm-received-amount"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="confirm-received-amount"
              {...register('receivedAmount')}
            />
          )}
        </Field>
      ) : null}
      {mode === 'NOT_RECEIVED' ? (
        <Field
          label={t('cashier.proof_label')}
          required
          error={formText(proofError ?? undefined)}
          hint={t('cashier.proof_hint')}
          testId="confirm-proof"
        >
          {({ id, describedBy, invalid }) => (
            <div className={styles.upload}>
              <label htmlFor={id} className={[styles.dropzone, invalid && styles.dropzoneInvalid].filter(Boolean).join(' ')}>
                {preview ? (
                  <img src={preview} alt={t('cashier.proof_preview')} className={styles.preview} data-testid="confirm-proof-preview" />
                ) : (
                  <>
                    <Icon.Upload size={26} />
                    <span>{t('cashier.proof_choose')}</span>
                  </>
                )}
              </label>
              <input
                id={id}
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => choose(event.target.files?.[0])}
                data-testid="confirm-proof"
              />
              {proof ? <span className={styles.muted}>{proof.name}</span> : null}
            </div>
          )}
        </Field>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={formState.isSubmitting} data-testid="confirm-withdrawal-submit">
          {t('cashier.confirm_submit')}
        </Button>
      </div>
    </form>
  );
}
