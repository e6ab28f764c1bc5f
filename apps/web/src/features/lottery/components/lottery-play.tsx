import { formatMinor, parseMinor } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { lazyNamed } from '../../../lib/lazy-named';
import { useMemberInfo } from '../../../lib/member-info';
import { refreshMoney } from '../../../lib/money-queries';
import { Card } from '../../../ui/card';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { useToast } from '../../../ui/toast';
import { lotteryKeys } from '../api/lottery-keys';
import { placeBets } from '../api/place-bets';
import { doneWith, type RequestSlot, requestIdFor } from '../api/request-ids';
import type { useLotteryLive } from '../hooks/use-lottery-live';
import { gameTypeOfLottery, type LotteryTypeCode } from '../lottery-types';
import { prizeGroupChoices, rebatePercent, slipRebateOf } from '../prize-group';
import { secondsUntil } from '../server-clock';
import { combinationsOf, lunarYearOf, type PayInfo, type SlipBet, slipTotals } from '../slip';
import { BetBoard } from './bet-board';
import { BetSlip } from './bet-slip';
import styles from './lottery-page.module.css';
import { MyBets } from './my-bets';
import { PlaceSlipDialog } from './place-slip-dialog';
import { ResultsHistory } from './results-history';

const TrendChart = lazyNamed(() => import('./trend-chart'), 'TrendChart');

const DEFAULT_UNIT_STAKE = '2';
type Section = 'bets' | 'results' | 'trend';
type LotteryPlayProps = {
  gameCode: string;
  name: string;
  lotteryType: LotteryTypeCode;
  pay: PayInfo;
  live: ReturnType<typeof useLotteryLive>;
};

/** The bet board, slip and the my bets / results / trend sections of a game. */
export function LotteryPlay({ gameCode, name, lotteryType, pay, live }: LotteryPlayProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const symbol = useMemberInfo().data?.currencySymbol;
  const gameType = gameTypeOfLottery(lotteryType);
  const [stakeText, setStakeText] = useState(DEFAULT_UNIT_STAKE);
  const [bets, setBets] = useState<SlipBet[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [section, setSection] = useState<Section>('bets');
  const nextId = useRef(1);

  const current = live.issues.data?.current ?? null;
  const closed = !current || secondsUntil(current.closesAt, live.now, 0) === 0;
  const unitStake = useMemo(() => {
    try {
      const minor = parseMinor(stakeText);
      return minor > 0n ? minor : null;
    } catch {
      return null;
    }
  }, [stakeText]);
  const context = useMemo(() => (current ? { lunarYear: lunarYearOf(new Date(current.drawsAt)) } : {}), [current]);
  // Prize-group games may be played below the member's own group for an immediate rebate.
  const ownSeries = pay.mode === 'prize_group' ? pay.series : null;
  const [chosenSeries, setChosenSeries] = useState<number | null>(null);
  const playSeries = ownSeries !== null && chosenSeries !== null && chosenSeries <= ownSeries ? chosenSeries : ownSeries;
  const playPay: PayInfo = pay.mode === 'prize_group' && playSeries !== null ? { mode: 'prize_group', series: playSeries } : pay;
  const totals = slipTotals(gameType, bets, playPay, context);
  const rebate =
    ownSeries !== null && playSeries !== null
      ? slipRebateOf(
          bets.map((bet) => BigInt(combinationsOf(gameType, bet.betType, bet.selection)) * bet.unitStake),
          ownSeries,
          playSeries,
        )
      : 0n;

  // One request id per slip submitted: resubmitting the same slip after a failure resends it.
  const placeRequest = useRef<RequestSlot['current']>(null);
  const place = async () => {
    if (!current) return;
    setBusy(true);
    setPlaceError(null);
    try {
      const body = {
        gameCode,
        numero: current.numero,
        bets: bets.map((bet) => ({ betType: bet.betType, selection: bet.selection, unitStake: formatMinor(bet.unitStake) })),
        ...(ownSeries !== null && playSeries !== null && playSeries < ownSeries ? { playSeries } : {}),
      };
      const placed = await placeBets({ ...body, requestId: requestIdFor(placeRequest, JSON.stringify(body)) });
      doneWith(placeRequest);
      setBets([]);
      setConfirming(false);
      toast.show(
        t('lottery.placed', { count: placed.bets.length, amount: formatMoney(placed.stake, symbol), numero: placed.numero }),
        'success',
      );
      await Promise.all([refreshMoney(queryClient), queryClient.invalidateQueries({ queryKey: lotteryKeys.issues(gameCode) })]);
    } catch (error) {
      setPlaceError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.play}>
        <Card className={styles.boardCard}>
          <BetBoard
            gameType={gameType}
            unitStake={unitStake}
            symbol={symbol}
            onAdd={(bet) => setBets((list) => [...list, { ...bet, id: String(nextId.current++) }])}
          />
          <Field
            label={t('lottery.unit_stake')}
            hint={t('lottery.unit_stake_hint')}
            error={unitStake === null ? t('lottery.stake_invalid') : undefined}
            testId="lottery-unit-stake"
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                className={styles.stakeInput}
                inputMode="decimal"
                autoComplete="off"
                value={stakeText}
                onChange={(event) => setStakeText(event.target.value)}
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="lottery-unit-stake"
              />
            )}
          </Field>
          {ownSeries !== null && playSeries !== null ? (
            <Field
              label={t('lottery.prize_group')}
              hint={
                playSeries < ownSeries
                  ? t('lottery.prize_group_rebate', {
                      rate: rebatePercent(ownSeries, playSeries),
                      amount: formatMoney(formatMinor(rebate), symbol),
                    })
                  : t('lottery.prize_group_hint')
              }
              testId="lottery-prize-group"
            >
              {({ id, describedBy }) => (
                <Select
                  id={id}
                  className={styles.prizeGroupSelect}
                  value={String(playSeries)}
                  onChange={(event) => setChosenSeries(Number(event.target.value))}
                  aria-describedby={describedBy}
                  data-testid="lottery-prize-group"
                >
                  {prizeGroupChoices(ownSeries).map((series) => (
                    <option key={series} value={series}>
                      {series === ownSeries
                        ? t('lottery.prize_group_own', { series })
                        : t('lottery.prize_group_option', { series, rate: rebatePercent(ownSeries, series) })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
        </Card>
        <Card className={styles.slipCard}>
          <BetSlip
            gameType={gameType}
            bets={bets}
            totals={totals}
            pay={playPay}
            context={context}
            symbol={symbol}
            closed={closed}
            onRemove={(id) => setBets((list) => list.filter((bet) => bet.id !== id))}
            onClear={() => setBets([])}
            onPlace={() => {
              setPlaceError(null);
              setConfirming(true);
            }}
          />
        </Card>
      </div>
      <PlaceSlipDialog
        open={confirming}
        name={name}
        numero={current?.numero ?? ''}
        totals={totals}
        symbol={symbol}
        busy={busy}
        error={placeError}
        onConfirm={() => void place()}
        onClose={() => setConfirming(false)}
      />
      <Card className={styles.sections}>
        <Tabs
          items={[
            { id: 'bets', label: t('lottery.my_bets') },
            { id: 'results', label: t('lottery.results') },
            { id: 'trend', label: t('lottery.trend') },
          ]}
          value={section}
          onChange={setSection}
          label={t('lottery.sections')}
          idBase="lottery-section"
        />
        <TabPanel idBase="lottery-section" id={section} className={styles.sectionPanel}>
          {section === 'bets' ? (
            <MyBets
              gameCode={gameCode}
              gameType={gameType}
              lotteryType={lotteryType}
              openNumero={closed ? null : (current?.numero ?? null)}
            />
          ) : null}
          {section === 'results' ? <ResultsHistory gameCode={gameCode} lotteryType={lotteryType} /> : null}
          {section === 'trend' ? (
            <Suspense fallback={<CenteredSpinner />}>
              <TrendChart gameCode={gameCode} lotteryType={lotteryType} />
            </Suspense>
          ) : null}
        </TabPanel>
      </Card>
    </>
  );
}
