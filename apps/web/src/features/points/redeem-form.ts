import { type PointGoods, pointsRedeemRequestSchema } from '@fortuna/shared';
import { z } from 'zod';
import { formMessage } from '../../lib/form-rules';
import { maxQuantity } from './points-math';

/** The shared request schema's fields, with what the good needs (address, mobile) required (spec §5). */
export function redeemFormSchema(goods: PointGoods) {
  const max = Math.max(1, maxQuantity(goods));
  return z
    .object({
      quantity: z.number().int().min(1).max(max),
      address: z.string(),
      countryDialingCode: z.string(),
      mobileNum: z.string(),
      paymentPassword: z.string(),
      remark: z.string(),
    })
    .superRefine((v, ctx) => {
      if (goods.needsAddress && !v.address.trim())
        ctx.addIssue({ code: 'custom', path: ['address'], message: formMessage('form.required') });
      if (goods.needsMobile) {
        const mobile = pointsRedeemRequestSchema.shape.mobileNum.safeParse(v.mobileNum);
        if (!v.mobileNum.trim()) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: formMessage('form.required') });
        else if (!mobile.success) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: formMessage('form.invalid') });
      }
      if (!v.paymentPassword) ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: formMessage('form.required') });
    });
}
export type RedeemFormValues = z.infer<ReturnType<typeof redeemFormSchema>>;
