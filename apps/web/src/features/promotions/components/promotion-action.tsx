import type { PromotionCard } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { useRestrictedAction } from '../../../lib/popups';
import { newRequestId } from '../../../lib/request-id';
import { useToken } from '../../../lib/session';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useClaimPromotion } from '../api/claim-promotion';
import { useJoinPromotion } from '../api/join-promotion';

/** Statuses that are a state to read, not an action to take. */
const BADGE_TONE: Partial<Record<PromotionCard['status'], BadgeTone>> = {
  JOINED: 'info',
  IN_PROCESS: 'warning',
  CLAIMED: 'success',
  ISSUED: 'success',
  CLOSED: 'neutral',
  COMING_SOON: 'info',
};

type Props = {
  card: PromotionCard;
  /** Opens the promotion's detail (the reason a claim is not possible yet is there). */
  onOpenDetail: () => void;
  /** Opens the application form (apply-mode promotions). */
  onApply: () => void;
  size?: 'sm' | 'md';
};

/**
 * The status button of a promotion (spec §4): Claim with the amount, Join, Apply (again, when
 * rejected) or the state (Joined, In process, Claimed, Issued, Closed, Coming soon). A guest's
 * action opens the login popup; a claim sends a fresh request id and shows the new balance.
 */
export function PromotionAction({ card, onOpenDetail, onApply, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const guard = useRestrictedAction();
  const token = useToken();
  const symbol = useMemberInfo().data?.currencySymbol;
  const claim = useClaimPromotion();
  const join = useJoinPromotion();
  const testId = `promotion-action-${card.code}`;

  // mutateAsync, not mutate's callbacks: a claimed card leaves the claim hall (the refresh unmounts
  // this button) before those callbacks would run, and the member must still see the new balance.
  const onClaim = () =>
    guard('realAccount', async () => {
      try {
        const paid = await claim.mutateAsync({ promotionId: card.id, requestId: newRequestId() });
        const turnover =
          Number(paid.turnoverRequired) > 0
            ? ` ${t('promotions.claimed_turnover', { turnover: formatMoney(paid.turnoverRequired, symbol) })}`
            : '';
        toast.show(
          `${t('promotions.claimed_toast', { amount: formatMoney(paid.amount, symbol), balance: formatMoney(paid.balance, symbol) })}${turnover}`,
          'success',
          { title: t('promotions.claimed_title'), kind: 'promotion-claimed' },
        );
      } catch (error) {
        toast.show(errorMessage(error), 'error');
      }
    });
  const onJoin = () =>
    guard('realAccount', async () => {
      try {
        await join.mutateAsync({ promotionId: card.id, requestId: newRequestId() });
        toast.show(t('promotions.joined_toast', { title: card.title }), 'success');
      } catch (error) {
        toast.show(errorMessage(error), 'error');
      }
    });

  const tone = BADGE_TONE[card.status];
  if (tone) {
    return (
      <Badge tone={tone} testId={testId}>
        {t(`promotions.status.${card.status}`)}
      </Badge>
    );
  }
  if (card.status === 'CLAIM' && card.claimable !== null) {
    const amount = formatMoney(card.claimable, symbol);
    return (
      <Button
        variant="primary"
        size={size}
        onClick={onClaim}
        disabled={claim.isPending}
        aria-label={t('promotions.claim_label', { amount, title: card.title })}
        data-testid={testId}
      >
        {claim.isPending ? <Spinner size={14} label={t('common.loading')} /> : <Icon.Gift size={16} />}
        {t('promotions.claim_amount', { amount })}
      </Button>
    );
  }
  if (card.status === 'CLAIM') {
    // Not claimable yet: a guest logs in; a member reads why in the detail.
    return (
      <Button variant="outline" size={size} onClick={() => (token ? onOpenDetail() : guard('realAccount'))} data-testid={testId}>
        {t('promotions.status.CLAIM')}
      </Button>
    );
  }
  if (card.status === 'JOIN') {
    return (
      <Button variant="primary" size={size} onClick={onJoin} disabled={join.isPending} data-testid={testId}>
        {join.isPending ? <Spinner size={14} label={t('common.loading')} /> : <Icon.Plus size={16} />}
        {t('promotions.status.JOIN')}
      </Button>
    );
  }
  // APPLYING, or REJECTED (the member may apply again).
  return (
    <span style={{ display: 'inline-flex', gap: 'var(--space-2)', alignItems: 'center', flexWrap: 'wrap' }}>
      {card.status === 'REJECTED' ? <Badge tone="danger">{t('promotions.status.REJECTED')}</Badge> : null}
      <Button variant="primary" size={size} onClick={() => guard('realAccount', onApply)} data-testid={testId}>
        <Icon.Upload size={16} />
        {t('promotions.status.APPLYING')}
      </Button>
    </span>
  );
}
