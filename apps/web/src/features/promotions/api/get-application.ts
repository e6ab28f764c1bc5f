import { promotionApplicationSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { useToken } from '../../../lib/session';
import { promotionsKeys } from './promotions-keys';

/** `GET /wps/promotion/application?promotionId` (token): the member's application of the current period, or null. */
export function getApplication(promotionId: number, signal?: AbortSignal) {
  return apiGet(`/wps/promotion/application?promotionId=${promotionId}`, promotionApplicationSchema.nullable(), { signal });
}

/** The member's application of an apply-mode promotion; idle for a guest. */
export function useApplication(promotionId: number, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: useMoneyKey(...promotionsKeys.application(promotionId)),
    queryFn: ({ signal }) => getApplication(promotionId, signal),
    enabled: enabled && token !== null,
  });
}
