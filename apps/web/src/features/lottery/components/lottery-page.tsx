import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { type RegionalVendor, useLotteryMenu } from '../api/get-lottery-menu';
import { useLotteryPricing } from '../api/get-lottery-pricing';
import { isBoardType } from '../board';
import { useLotteryLive } from '../hooks/use-lottery-live';
import { LatestResult } from './latest-result';
import { LotteryHeader } from './lottery-header';
import '../lottery-texts';
import styles from './lottery-page.module.css';
import { LotteryPlay } from './lottery-play';
import { OperatorBoards } from './operator-boards';
import { VendorLanding } from './vendor-landing';

/**
 * The prize group the slip prices prize-group games at while the member's own is being read: the
 * engine's default when neither the member nor the merchant has one (lottery.repository series()).
 */
const FALLBACK_SERIES = 1900;

/**
 * `/lottery?gameCode=`, `/seaLottery?gameCode=`, `/vnLottery?gameCode=` (spec §2; the side menu is
 * hidden): a lottery game of any type. The regional pages read their vendor's list (`vendor`);
 * without a game every page shows its list (/lottery: the in-house lotteries). A board game (4D, Vietnamese) adds its latest board, and
 * 4D every operator's latest board side by side.
 */
export function LotteryPage({ vendor }: { vendor?: RegionalVendor } = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const menu = useLotteryMenu({ vendor });
  const live = useLotteryLive(gameCode);
  // A lobby card opens the page with the catalogue's code; the issues answer names the lottery's own.
  const resolvedCode = live.issues.data?.gameCode ?? gameCode;
  const game = menu.data?.list.find((item) => item.gameCode === resolvedCode);
  const pricing = useLotteryPricing(gameCode);
  const series = pricing.data?.series ?? FALLBACK_SERIES;

  // Without a game the page is the lobby of its lotteries, never a dead end.
  if (!gameCode) return <VendorLanding vendor={vendor} />;
  // A regional page shows its vendor's games for a game it does not run.
  const settled = live.issues.data !== undefined || live.issues.isError;
  if (vendor && menu.data && settled && !game) {
    return (
      <VendorLanding
        vendor={vendor}
        notice={
          <Card>
            <EmptyState compact icon="Ticket" title={t('lottery.no_game')} text={t('lottery.vendor_other_game')} />
          </Card>
        }
      />
    );
  }
  // An unknown or closed game still shows its page, with the reason in the member's language.
  const issuesFailed = live.issues.isError && !live.issues.data;
  const lotteryType = game?.lotteryType;
  return (
    <div className={styles.page} data-testid="lottery-page" data-game-code={gameCode}>
      <LotteryHeader
        name={game?.name ?? gameCode}
        gameCode={gameCode}
        lotteryType={lotteryType}
        current={live.issues.data?.current}
        last={issuesFailed ? null : live.issues.data?.last}
        now={live.now}
        drawing={live.awaitingDraw !== null}
      />
      {issuesFailed ? (
        <ErrorState error={live.issues.error} onRetry={() => void live.issues.refetch()} />
      ) : lotteryType && game ? (
        <>
          {isBoardType(lotteryType) ? (
            <LatestResult gameCode={resolvedCode} lotteryType={lotteryType} last={live.issues.data?.last} />
          ) : null}
          <LotteryPlay
            gameCode={gameCode}
            name={game.name}
            lotteryType={lotteryType}
            pay={game.payMode === 'fixed_odds' ? { mode: 'fixed_odds' } : { mode: 'prize_group', series }}
            live={live}
          />
          {lotteryType === 'SEA4D' ? <OperatorBoards current={resolvedCode} /> : null}
        </>
      ) : menu.isError ? (
        <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />
      ) : menu.data ? (
        <Card>
          <EmptyState icon="Ticket" title={t('lottery.no_game')} text={t('lottery.no_game_text')} />
        </Card>
      ) : null}
    </div>
  );
}
