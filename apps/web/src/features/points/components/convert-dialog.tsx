import { type PointRate, pointsConvertRequestSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { formMessage, placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input, PasswordInput } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { convertPoints } from '../api/convert-points';
import { usePointsBalance } from '../api/get-points-balance';
import { formatPoints, pointsOf, previewConvert } from '../points-math';
import styles from './points.module.css';

/** Convert points into the main wallet at the exchange-rate table (spec §7 convert), with the amount previewed and a confirm step. */
export function ConvertDialog({ open, rates, onClose }: { open: boolean; rates: readonly PointRate[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('points.convert_title')} size="sm" testId="points-convert-dialog">
      {open ? <ConvertForm rates={rates} onDone={onClose} /> : null}
    </Dialog>
  );
}

const schema = z.object({ points: z.string(), paymentPassword: z.string() }).superRefine((v, ctx) => {
  if (!pointsConvertRequestSchema.shape.points.safeParse(v.points).success)
    ctx.addIssue({ code: 'custom', path: ['points'], message: formMessage(v.points.trim() ? 'points.points_invalid' : 'form.required') });
  if (!v.paymentPassword) ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: formMessage('form.required') });
});
type Values = z.infer<typeof schema>;

function ConvertForm({ rates, onDone }: { rates: readonly PointRate[]; onDone: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const info = useMemberInfo();
  const symbol = info.data?.currencySymbol;
  const balance = usePointsBalance();
  const held = pointsOf(balance.data?.points);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const requestId = useRef(newRequestId());
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const preview = previewConvert(rates, watch('points'), held);

  const review = handleSubmit((values) => {
    setFormError(null);
    const check = previewConvert(rates, values.points, held);
    if (check.kind === 'below_minimum')
      setError('points', { message: formMessage('errors.points_convert_below_minimum', { minPoints: formatPoints(check.minimum) }) });
    else if (check.kind === 'step')
      setError('points', { message: formMessage('errors.points_convert_step', { step: formatPoints(check.step) }) });
    else if (check.kind === 'insufficient') setError('points', { message: formMessage('points.not_enough') });
    else setConfirming(values);
  });

  const send = async () => {
    if (!confirming) return;
    setSending(true);
    setFormError(null);
    setNeedsPassword(false);
    try {
      const done = await convertPoints(
        pointsConvertRequestSchema.parse({
          points: confirming.points,
          paymentPassword: confirming.paymentPassword,
          requestId: requestId.current,
        }),
      );
      requestId.current = newRequestId();
      // The header balance (member info) and the points queries are all refreshed.
      void refreshMoney(queryClient);
      toast.show(t('points.converted_toast', { points: formatPoints(done.points), amount: formatMoney(done.amount, symbol) }), 'success', {
        title: t('points.converted_title'),
      });
      onDone();
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError) requestId.current = newRequestId();
      if (error instanceof ApiError && error.code === 'payment_password_not_set') {
        setNeedsPassword(true);
        return;
      }
      const message = placeServerError(error, setError, ['points', 'paymentPassword'], {
        payment_password_incorrect: 'paymentPassword',
        points_insufficient: 'points',
        points_convert_below_minimum: 'points',
        points_convert_step: 'points',
      });
      if (message) setFormError(message);
    } finally {
      setSending(false);
    }
  };

  if (rates.length === 0) return <FormAlert tone="info">{t('points.no_rates')}</FormAlert>;

  return confirming && preview.kind === 'ok' ? (
    <div className={styles.confirm} data-testid="points-convert-confirm">
      <p>{t('points.convert_confirm', { points: formatPoints(confirming.points.trim()), amount: formatMoney(preview.amount, symbol) })}</p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setConfirming(null)} disabled={sending}>
          {t('common.back')}
        </Button>
        <Button variant="primary" onClick={() => void send()} disabled={sending} data-testid="points-convert-confirm-button">
          {t('points.convert')}
        </Button>
      </div>
    </div>
  ) : (
    <form className={styles.form} noValidate onSubmit={review} data-testid="points-convert-form">
      <p className={styles.muted}>
        {t('points.available', { points: balance.data ? formatPoints(balance.data.points) : '…' })} ·{' '}
        {t('points.main_wallet', { amount: info.data ? formatMoney(info.data.balance, symbol) : '…' })}
      </p>
      {needsPassword ? (
        <FormAlert>
          {t('errors.payment_password_not_set')} <Link to="/member#security">{t('points.set_payment_password')}</Link>
        </FormAlert>
      ) : null}
      {formError ? <FormAlert testId="points-convert-error">{formText(formError)}</FormAlert> : null}
      <Field label={t('points.convert_points')} required error={formText(formState.errors.points?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={describedBy}
            invalid={invalid}
            data-testid="points-convert-points"
            {...register('points')}
          />
        )}
      </Field>
      <div className={styles.preview} data-testid="points-convert-preview" aria-live="polite">
        {preview.kind === 'ok' ? (
          <>
            <span className={styles.muted}>
              {t('points.rate_row', { points: formatPoints(preview.row.points), amount: formatMoney(preview.row.amount, symbol) })}
            </span>
            <strong data-testid="points-convert-amount">{t('points.you_get', { amount: formatMoney(preview.amount, symbol) })}</strong>
          </>
        ) : preview.kind === 'below_minimum' ? (
          <span className={styles.muted}>{t('errors.points_convert_below_minimum', { minPoints: formatPoints(preview.minimum) })}</span>
        ) : preview.kind === 'step' ? (
          <span className={styles.muted}>{t('errors.points_convert_step', { step: formatPoints(preview.step) })}</span>
        ) : preview.kind === 'insufficient' ? (
          <span className={styles.muted}>{t('points.not_enough')}</span>
        ) : (
          <span className={styles.muted}>{t('points.convert_hint')}</span>
        )}
      </div>
      <Field label={t('points.payment_password')} required error={formText(formState.errors.paymentPassword?.message)}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            aria-describedby={describedBy}
            invalid={invalid}
            data-testid="points-convert-password"
            {...register('paymentPassword')}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" block data-testid="points-convert-submit">
        {t('points.convert')}
      </Button>
    </form>
  );
}
