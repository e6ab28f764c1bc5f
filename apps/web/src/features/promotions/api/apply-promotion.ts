import { promotionApplicationSchema } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendForm } from '../../../lib/api';
import { refreshMoney } from '../../../lib/money-queries';

/** `POST /wps/promotion/apply` (token) as multipart: the comment, a request id and up to three images. */
export function applyPromotion(input: { promotionId: number; comment: string; requestId: string; images: File[] }) {
  const form = new FormData();
  form.set('promotionId', String(input.promotionId));
  form.set('comment', input.comment);
  form.set('requestId', input.requestId);
  for (const image of input.images) form.append('images', image, image.name);
  return apiSendForm('/wps/promotion/apply', form, promotionApplicationSchema, { method: 'POST' });
}

/** Applies, then refreshes the statuses (IN_PROCESS) and the application. */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyPromotion, onSuccess: () => refreshMoney(queryClient) });
}
