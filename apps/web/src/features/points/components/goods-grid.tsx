import type { PointGoods, PointGoodsType } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { imageUrl } from '../../../lib/image-cdn';
import { useMemberInfo } from '../../../lib/member-info';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { usePointsGoods } from '../api/get-points-goods';
import { formatPoints, maxQuantity } from '../points-math';
import styles from './points.module.css';

/** The goods of one kind as cards: image, name, points (and amount), stock left or sold out, the member limit. */
export function GoodsGrid({ type, onChoose }: { type: PointGoodsType; onChoose: (goods: PointGoods) => void }) {
  const { t } = useTranslation();
  const goods = usePointsGoods(type);
  if (goods.isError && !goods.data) return <ErrorState error={goods.error} onRetry={() => void goods.refetch()} />;
  if (!goods.data) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n}>
            <Card className={styles.goods}>
              <Skeleton className={styles.imageSkeleton} />
              <Skeleton className={styles.lineSkeleton} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  if (goods.data.length === 0) {
    return (
      <Card>
        <EmptyState icon="Gift" title={t('points.goods_empty')} text={t('points.goods_empty_text')} />
      </Card>
    );
  }
  return (
    <ul className={styles.grid} data-testid={`points-goods-${type}`}>
      {goods.data.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} onChoose={() => onChoose(item)} />
        </li>
      ))}
    </ul>
  );
}

function GoodsCard({ goods, onChoose }: { goods: PointGoods; onChoose: () => void }) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol;
  const soldOut = goods.remaining !== null && goods.remaining <= 0;
  const limitReached = !soldOut && maxQuantity(goods) === 0;
  return (
    <button type="button" className={styles.goodsButton} onClick={onChoose} data-testid="points-goods-card" data-goods-id={goods.id}>
      <Card className={styles.goods} data-sold-out={soldOut || undefined}>
        <span className={styles.imageBox}>
          {goods.imageUrl ? <img src={imageUrl(goods.imageUrl)} alt="" loading="lazy" className={styles.image} /> : <Icon.Gift size={40} />}
          {soldOut ? <span className={styles.soldOut}>{t('points.sold_out')}</span> : null}
        </span>
        <strong className={styles.goodsName}>{goods.name}</strong>
        <span className={styles.goodsPrice}>
          <span data-testid="points-goods-points">{t('points.points_n', { points: formatPoints(goods.points) })}</span>
          {goods.amount !== '0.00' ? <span className={styles.muted}> + {formatMoney(goods.amount, symbol)}</span> : null}
        </span>
        {goods.bonus ? (
          <span className={styles.muted} data-testid="points-goods-bonus">
            {t('points.bonus_line', { amount: formatMoney(goods.bonus.amount, symbol) })}
          </span>
        ) : null}
        <span className={styles.goodsMeta}>
          {goods.remaining === null ? (
            <span className={styles.muted}>{t('points.unlimited')}</span>
          ) : soldOut ? null : (
            <span className={styles.muted}>{t('points.remaining_n', { count: goods.remaining })}</span>
          )}
          {goods.perMemberLimit !== null ? (
            <Badge tone={limitReached ? 'warning' : 'neutral'}>{t('points.limit_n', { count: goods.perMemberLimit })}</Badge>
          ) : null}
        </span>
      </Card>
    </button>
  );
}
