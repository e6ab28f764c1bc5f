import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { CenteredSpinner } from '../../../ui/spinner';
import { type RegionalVendor, useLotteryMenu } from '../api/get-lottery-menu';
import { LotteryCentre } from './lottery-centre';
import { OperatorBoards } from './operator-boards';
import styles from './regional.module.css';

/**
 * /seaLottery or /vnLottery without a game (or with one the vendor does not run): the vendor's
 * games with their countdowns and last results, and for 4D every operator's latest board, so the
 * page is never empty. Without a vendor it is the lottery lobby of /lottery without a game: every
 * in-house lottery to choose from.
 */
export function VendorLanding({ vendor, notice }: { vendor?: RegionalVendor; notice?: ReactNode }) {
  const { t } = useTranslation();
  const menu = useLotteryMenu({ vendor });
  let list: ReactNode;
  if (menu.isError && !menu.data) list = <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />;
  else if (!menu.data) list = <CenteredSpinner />;
  else if (menu.data.list.length === 0)
    list = (
      <Card>
        <EmptyState icon="Ticket" title={t('lottery.vendor_empty')} text={t('lottery.no_game_text')} />
      </Card>
    );
  else if (!vendor) {
    const vendors = [...new Set(menu.data.list.map((game) => game.vendor))];
    list = <LotteryCentre vendors={vendors} title={t('lottery.lobby_games')} />;
  } else list = <LotteryCentre vendors={[vendor]} vendor={vendor} title={t('lottery.vendor_games')} />;
  return (
    <div className={styles.landing} data-testid="lottery-vendor-landing" data-vendor={vendor ?? ''}>
      <PageHeader
        title={t(vendor ? `lottery.vendor.${vendor}.title` : 'lottery.lobby_title')}
        subtitle={t(vendor ? `lottery.vendor.${vendor}.text` : 'lottery.lobby_text')}
        icon="Ticket"
      />
      {notice}
      {list}
      {vendor === 'TCG_SEA' && menu.data && menu.data.list.length > 0 ? <OperatorBoards /> : null}
    </div>
  );
}
