import '../../feedback/feedback-texts';
import type { PromotionDetail } from '@fortuna/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { sanitizeHtml } from '../../../lib/sanitize';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { FormAlert } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { FeedbackImages } from '../../feedback/components/feedback-images';
import { useApplication } from '../api/get-application';
import { usePromotionDetail } from '../api/get-promotion-detail';
import { PromotionAction } from './promotion-action';
import { PromotionBanner } from './promotion-banner';
import { PromotionPeriod } from './promotion-period';
import styles from './promotions.module.css';

const MONEY = /^\d+\.\d{2}$/;

/** The turnover requirement in words: "valid bets N× the bonus", in one category or all. */
function Requirement({ detail }: { detail: PromotionDetail }) {
  const { t } = useTranslation();
  const turnover = detail.turnover;
  if (!turnover || turnover.multiple <= 0) return <span>{t('promotions.no_requirement')}</span>;
  const key = turnover.base === 'deposit_bonus' ? 'promotions.requirement_deposit' : 'promotions.requirement';
  return (
    <span data-testid="promotion-requirement">
      {t(key, { multiple: turnover.multiple })}
      {turnover.category
        ? ` · ${t('promotions.requirement_category', { category: t(`category.${turnover.category}`, { defaultValue: turnover.category }) })}`
        : null}
    </span>
  );
}

/** The member's application of the period: its comment, images and state. */
function MyApplication({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const application = useApplication(promotionId, true);
  const data = application.data;
  if (!data) return null;
  return (
    <section className={styles.application} data-testid="promotion-application">
      <strong>{t('promotions.apply.yours')}</strong>
      <span className={styles.muted}>{t('promotions.apply.sent_at', { time: formatDateTime(data.createdAt) })}</span>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{data.comment}</p>
      <FeedbackImages base={`/wps/promotion/application/${data.id}`} imageIds={data.images} />
    </section>
  );
}

type Props = { id: number | null; onClose: () => void; onApply: (id: number, title: string) => void };

/**
 * A promotion's detail (/promotions#<id>): banner, period, the operator's HTML (sanitized again
 * here), the turnover requirement, why it cannot be claimed yet, a rejection's reason, the
 * member's application, and the status button.
 */
export function PromotionDetailDialog({ id, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const detail = usePromotionDetail(id);
  const symbol = useMemberInfo().data?.currencySymbol;
  const data = detail.data;
  const html = useMemo(() => sanitizeHtml(data?.bodyHtml ?? ''), [data?.bodyHtml]);
  const reasonValues = Object.fromEntries(
    Object.entries(data?.reasonValues ?? {}).map(([key, value]) => [key, MONEY.test(value) ? formatMoney(value, symbol) : value]),
  );
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={data?.title ?? t('promotions.details')}
      size="lg"
      testId="promotion-detail"
      media={data ? <PromotionBanner card={data} /> : null}
      actions={
        // Not claimable yet: the reason is shown above, a button would lead nowhere.
        data && !(data.status === 'CLAIM' && data.claimable === null && data.reason) ? (
          <PromotionAction card={data} size="md" onOpenDetail={() => {}} onApply={() => onApply(data.id, data.title)} />
        ) : null
      }
    >
      {detail.isPending ? (
        <Skeleton style={{ height: 220 }} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} compact />
      ) : data ? (
        <div className={styles.detail}>
          <PromotionPeriod card={data} />
          {data.reason ? (
            <FormAlert tone="info" testId="promotion-reason">
              {t(`promotions.reason.${data.reason}`, { ...reasonValues, defaultValue: t('promotions.why_not_yet') })}
            </FormAlert>
          ) : null}
          {data.status === 'REJECTED' ? (
            <FormAlert testId="promotion-rejected">
              {t('promotions.rejected_reason', { reason: data.rejectReason ?? '' })} {t('promotions.rejected_again')}
            </FormAlert>
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on save and again here (DOMPurify) */}
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
          <div className={styles.facts}>
            <span className={styles.factTitle}>{t('promotions.requirement_title')}</span>
            <Requirement detail={data} />
          </div>
          {data.takeMode === 'apply' && ['IN_PROCESS', 'REJECTED', 'ISSUED'].includes(data.status) ? (
            <MyApplication promotionId={data.id} />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
