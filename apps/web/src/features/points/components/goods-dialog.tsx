import { type PointGoods, pointsRedeemRequestSchema } from '@fortuna/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { placeServerError, useFormText } from '../../../lib/form-rules';
import { formatMoney } from '../../../lib/format-money';
import { imageUrl } from '../../../lib/image-cdn';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Input, PasswordInput, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { MobileField } from '../../../ui/mobile-field';
import { useToast } from '../../../ui/toast';
import { redeemPoints } from '../api/redeem-points';
import { formatPoints, goodsTotal, maxQuantity } from '../points-math';
import { type RedeemFormValues, redeemFormSchema } from '../redeem-form';
import styles from './points.module.css';

const SECURITY_HREF = '/member#security';

/** The goods details (spec "goods details"): what it is, what it costs, and the redemption form with its confirm step. */
export function GoodsDialog({ goods, onClose }: { goods: PointGoods | null; onClose: () => void }) {
  return (
    <Dialog open={goods !== null} onClose={onClose} title={goods?.name ?? ''} size="md" testId="points-goods-dialog">
      {goods ? <GoodsBody key={goods.id} goods={goods} onDone={onClose} /> : null}
    </Dialog>
  );
}

function GoodsBody({ goods, onDone }: { goods: PointGoods; onDone: () => void }) {
  const { t } = useTranslation();
  const formText = useFormText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const symbol = useMemberInfo().data?.currencySymbol;
  const max = maxQuantity(goods);
  const soldOut = goods.remaining !== null && goods.remaining <= 0;
  const [confirming, setConfirming] = useState<RedeemFormValues | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [sending, setSending] = useState(false);
  // One id per redemption attempt: a retry after a lost answer is the same redemption (the server replays it).
  const requestId = useRef(newRequestId());
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<RedeemFormValues>({
    resolver: zodResolver(redeemFormSchema(goods)),
    defaultValues: { quantity: 1, address: '', countryDialingCode: '', mobileNum: '', paymentPassword: '', remark: '' },
  });
  const setDialing = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);
  const quantity = watch('quantity');
  const total = goodsTotal(goods, quantity);
  const step = (by: number) => setValue('quantity', Math.min(Math.max(1, quantity + by), Math.max(1, max)));

  const review = handleSubmit((values) => {
    setFormError(null);
    setConfirming(values);
  });

  const send = async () => {
    if (!confirming) return;
    setSending(true);
    setFormError(null);
    setNeedsPassword(false);
    try {
      const body = pointsRedeemRequestSchema.parse({
        goodsId: goods.id,
        quantity: confirming.quantity,
        paymentPassword: confirming.paymentPassword,
        address: goods.needsAddress ? confirming.address : undefined,
        countryDialingCode: goods.needsMobile ? confirming.countryDialingCode : undefined,
        mobileNum: goods.needsMobile ? confirming.mobileNum : undefined,
        remark: confirming.remark.trim() || undefined,
        requestId: requestId.current,
      });
      const done = await redeemPoints(body);
      requestId.current = newRequestId();
      void refreshMoney(queryClient);
      toast.show(t('points.redeemed_toast', { name: goods.name, no: done.redemption.transactionNo }), 'success', {
        title: t('points.redeemed_title'),
      });
      onDone();
    } catch (error) {
      setConfirming(null);
      // A refusal is final for this attempt; the next one is a new redemption.
      if (error instanceof ApiError) requestId.current = newRequestId();
      if (error instanceof ApiError && error.code === 'payment_password_not_set') {
        setNeedsPassword(true);
        return;
      }
      const message = placeServerError(error, setError, ['quantity', 'address', 'mobileNum', 'paymentPassword'], {
        payment_password_incorrect: 'paymentPassword',
        points_address_required: 'address',
        points_mobile_required: 'mobileNum',
        points_goods_limit_reached: 'quantity',
        points_goods_out_of_stock: 'quantity',
      });
      if (message) setFormError(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.goodsDetails}>
      <div className={styles.detailsHead}>
        <span className={styles.imageBox}>
          {goods.imageUrl ? <img src={imageUrl(goods.imageUrl)} alt="" className={styles.image} /> : <Icon.Gift size={48} />}
        </span>
        <dl className={styles.detailList}>
          <div>
            <dt>{t('points.unit_price')}</dt>
            <dd data-testid="points-goods-unit">
              {t('points.points_n', { points: formatPoints(goods.points) })}
              {goods.amount !== '0.00' ? ` + ${formatMoney(goods.amount, symbol)}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('points.redeemed_qty')}</dt>
            <dd data-testid="points-goods-redeemed">{goods.redeemed}</dd>
          </div>
          <div>
            <dt>{t('points.remaining_qty')}</dt>
            <dd data-testid="points-goods-remaining">{goods.remaining === null ? t('points.unlimited') : goods.remaining}</dd>
          </div>
          {goods.perMemberLimit !== null ? (
            <div>
              <dt>{t('points.member_limit')}</dt>
              <dd>{t('points.limit_used', { mine: goods.mine, limit: goods.perMemberLimit })}</dd>
            </div>
          ) : null}
          {goods.bonus ? (
            <div>
              <dt>{t('points.bonus')}</dt>
              <dd>
                {goods.bonus.title} · {formatMoney(goods.bonus.amount, symbol)}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {/* The operator's description is plain text: rendered as text, never as HTML. */}
      {goods.description ? <p className={styles.description}>{goods.description}</p> : null}
      {max === 0 ? (
        <FormAlert testId="points-goods-unavailable">
          {soldOut
            ? t('errors.points_goods_out_of_stock', { remaining: 0 })
            : t('errors.points_goods_limit_reached', { limit: goods.perMemberLimit ?? 0, mine: goods.mine })}
        </FormAlert>
      ) : confirming ? (
        <div className={styles.confirm} data-testid="points-redeem-confirm">
          <h3 className={styles.subheading}>{t('points.confirm_title')}</h3>
          <p>
            {t('points.confirm_text', {
              quantity: confirming.quantity,
              name: goods.name,
              points: formatPoints(total.points),
            })}
            {total.amount !== '0.00' ? ` ${t('points.confirm_amount', { amount: formatMoney(total.amount, symbol) })}` : ''}
          </p>
          {goods.needsAddress ? <p className={styles.muted}>{t('points.ship_to', { address: confirming.address.trim() })}</p> : null}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={sending}>
              {t('common.back')}
            </Button>
            <Button variant="primary" onClick={() => void send()} disabled={sending} data-testid="points-redeem-confirm-button">
              {t('points.confirm_redeem')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={review} data-testid="points-redeem-form">
          {needsPassword ? (
            <FormAlert testId="points-needs-password">
              {t('errors.payment_password_not_set')} <Link to={SECURITY_HREF}>{t('points.set_payment_password')}</Link>
            </FormAlert>
          ) : null}
          {formError ? <FormAlert testId="points-redeem-error">{formText(formError)}</FormAlert> : null}
          <Field label={t('points.quantity')} required error={formText(formState.errors.quantity?.message)}>
            {({ id, describedBy, invalid }) => (
              <div className={styles.stepper}>
                <Button iconOnly variant="outline" onClick={() => step(-1)} disabled={quantity <= 1} aria-label={t('points.less')}>
                  <span aria-hidden="true">−</span>
                </Button>
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  className={styles.quantity}
                  data-testid="points-quantity"
                  {...register('quantity', { valueAsNumber: true })}
                />
                <Button iconOnly variant="outline" onClick={() => step(1)} disabled={quantity >= max} aria-label={t('points.more')}>
                  <Icon.Plus size={16} />
                </Button>
                <span className={styles.muted}>{t('points.max_n', { count: max })}</span>
              </div>
            )}
          </Field>
          <p className={styles.total} data-testid="points-redeem-total">
            {t('points.total', { points: Number.isInteger(quantity) ? formatPoints(total.points) : '—' })}
            {goods.amount !== '0.00' && Number.isInteger(quantity) ? ` + ${formatMoney(total.amount, symbol)}` : ''}
          </p>
          {goods.needsAddress ? (
            <Field label={t('points.address')} required error={formText(formState.errors.address?.message)}>
              {({ id, describedBy, invalid }) => (
                <Textarea
                  id={id}
                  rows={2}
                  maxLength={200}
                  autoComplete="street-address"
                  aria-describedby={describedBy}
                  invalid={invalid}
                  data-testid="points-address"
                  {...register('address')}
                />
              )}
            </Field>
          ) : null}
          {goods.needsMobile ? (
            <MobileField
              required
              error={formText(formState.errors.mobileNum?.message)}
              dialing={register('countryDialingCode')}
              dialingValue={watch('countryDialingCode')}
              onDialingDefault={setDialing}
              mobile={register('mobileNum')}
              testId="points-mobile"
            />
          ) : null}
          <Field label={t('points.remark')} error={formText(formState.errors.remark?.message)}>
            {({ id, describedBy }) => <Input id={id} maxLength={200} aria-describedby={describedBy} {...register('remark')} />}
          </Field>
          <Field label={t('points.payment_password')} required error={formText(formState.errors.paymentPassword?.message)}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="points-password"
                {...register('paymentPassword')}
              />
            )}
          </Field>
          <Button type="submit" variant="primary" block data-testid="points-redeem-submit">
            {t('points.redeem')}
          </Button>
        </form>
      )}
    </div>
  );
}
