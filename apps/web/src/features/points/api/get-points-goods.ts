import { type PointGoodsType, pointGoodsListSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { pointsKeys } from './points-keys';

/** `GET /wps/points/goods?type` (guest or member): the goods on sale of one kind, in the operator's order. */
export function getPointsGoods(type: PointGoodsType, signal?: AbortSignal) {
  return apiGet(`/wps/points/goods?type=${type}`, pointGoodsListSchema, { signal });
}

/** A money query: a redemption changes the stock and the member's own count, so it refreshes with the balance. */
export function usePointsGoods(type: PointGoodsType) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: useMoneyKey(...pointsKeys.goods(type), i18n.language),
    queryFn: ({ signal }) => getPointsGoods(type, signal),
  });
}
