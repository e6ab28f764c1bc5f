import { formatMinor, type SportsbookBetRequest, type SportsbookMatch } from '@fortuna/shared';
import { payout } from '@fortuna/sportsbook/markets';
import type { OddsFormat } from '@fortuna/sportsbook/odds';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { useErrorMessage } from '../../../../lib/error-message';
import { groupThousands } from '../../../../lib/format-money';
import { useMemberInfo } from '../../../../lib/member-info';
import { useRestrictedAction } from '../../../../lib/popups';
import { useToken } from '../../../../lib/session';
import { Button } from '../../../../ui/button';
import { Icon } from '../../../../ui/icons';
import { Select } from '../../../../ui/select';
import { sportsbookKeys, usePlaceBet } from '../../api/sportsbook-api';
import { addToStake, type SlipAcceptance, slipStore, stakeMinor, useSlipAcceptance } from '../../bet-slip-store';
import { ODDS_FORMAT_CHOICES, useOddsFormat } from '../../odds-format';
import { mayHavePlaced, useRequestIds } from '../../request-ids';
import { FIGHT_PICKS, type FightPick, fightPrice, fightSelectionKey } from '../fight-board';
import { useMoney } from './bet-view';
import styles from './cockfight.module.css';

/** Quick-stake chips, in whole currency units, added to the stake. */
const QUICK_STAKES = [10n, 50n, 100n, 500n] as const;
const ACCEPTANCES: readonly SlipAcceptance[] = ['any', 'better', 'none'];

type Notice = { tone: 'error' | 'success'; text: string };

/**
 * The fight's board and bet form: Meron (red), Draw (green) and Wala (blue) with their prices in
 * the member's format and, while betting is open, a stake with quick chips, the odds-change choice
 * (shared with the bet slip), the return, and the place button. One bet a click, each with a client request id, kept
 * for a retry of the same bet after a lost answer; a guest gets the login popup.
 */
export function BetPanel({
  fight,
  open,
  stake,
  onStake,
}: {
  fight: SportsbookMatch;
  /** Betting is open (scheduled, market open, close ahead by the server's clock). */
  open: boolean;
  stake: string;
  onStake: (stake: string) => void;
}) {
  const { t } = useTranslation();
  const { format, setFormat, odds } = useOddsFormat();
  const acceptance = useSlipAcceptance();
  const token = useToken();
  const guard = useRestrictedAction();
  const place = usePlaceBet();
  const client = useQueryClient();
  const errorText = useErrorMessage();
  const money = useMoney();
  const info = useMemberInfo();
  const requestIds = useRequestIds();
  const [pick, setPick] = useState<FightPick | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const idBase = useId();

  const price = pick ? fightPrice(fight, pick) : null;
  const minor = stakeMinor(stake);
  const stakeBad = stake.trim() !== '' && minor === null;
  const returns = price !== null && minor !== null ? payout(minor, price, 'win') : null;
  const canPlace = open && price !== null && minor !== null && !place.isPending;

  const submit = async () => {
    if (!pick || price === null || minor === null) return;
    const base: Omit<SportsbookBetRequest, 'requestId'> = {
      kind: 'single',
      stake: formatMinor(minor),
      acceptance,
      legs: [{ matchId: fight.matchId, selectionKey: fightSelectionKey(pick), oddsMilli: price }],
    };
    const fingerprint = JSON.stringify(base);
    setNotice(null);
    try {
      await place.mutateAsync({ ...base, requestId: requestIds.idFor(fingerprint) });
      requestIds.forget(fingerprint);
      setNotice({ tone: 'success', text: t('cockfight.placed', { side: t(`cockfight.side.${pick}`) }) });
      setPick(null);
    } catch (error) {
      if (!mayHavePlaced(error)) requestIds.forget(fingerprint);
      let text = errorText(error);
      if (error instanceof ApiError && (error.code === 'sportsbook_odds_changed' || error.code === 'sportsbook_market_closed')) {
        // The board is behind the book: reload the card so the prices and status are the book's.
        void client.invalidateQueries({ queryKey: sportsbookKeys.lists });
        const now = (error.value as { oddsMilli?: unknown } | undefined)?.oddsMilli;
        if (error.code === 'sportsbook_odds_changed' && typeof now === 'number')
          text = `${text} ${t('cockfight.new_price', { odds: odds(now) })}`;
      }
      setNotice({ tone: 'error', text });
    }
  };

  let action: React.ReactNode;
  if (!token) {
    action = (
      <Button variant="primary" block size="lg" onClick={() => guard('realAccount')} data-testid="cockfight-login">
        {t('cockfight.login_to_bet')}
      </Button>
    );
  } else {
    action = (
      <Button
        variant="primary"
        block
        size="lg"
        disabled={!canPlace}
        onClick={() => guard('realAccount', () => void submit())}
        data-testid="cockfight-place"
        data-pick={pick ?? undefined}
      >
        {place.isPending
          ? t('cockfight.placing')
          : pick
            ? t('cockfight.place', { side: t(`cockfight.side.${pick}`) })
            : t('cockfight.place_plain')}
      </Button>
    );
  }

  return (
    <div className={styles.betPanel}>
      <fieldset className={styles.sides}>
        <legend className={styles.srOnly}>{t('cockfight.choose_side')}</legend>
        {FIGHT_PICKS.map((side) => {
          const sidePrice = fightPrice(fight, side);
          const available = open && sidePrice !== null;
          const name = side === 'meron' ? fight.home : side === 'wala' ? fight.away : '';
          const label = t(`cockfight.side.${side}`);
          return (
            <button
              key={side}
              type="button"
              className={styles.side}
              data-side={side}
              aria-pressed={pick === side}
              disabled={!available}
              onClick={() => {
                setNotice(null);
                setPick((before) => (before === side ? null : side));
              }}
              aria-label={
                sidePrice === null || !open
                  ? t('cockfight.no_price', { side: label })
                  : t('cockfight.price_label', { side: label, odds: odds(sidePrice) })
              }
              data-testid={`cockfight-pick-${side}`}
              data-odds={sidePrice ?? undefined}
            >
              <span className={styles.sideLabel}>{label}</span>
              {name && name !== label ? <span className={styles.sideName}>{name}</span> : null}
              <span className={styles.sidePrice}>
                {sidePrice === null ? <Icon.Lock size={16} /> : odds(sidePrice)}
                {!open && sidePrice !== null ? <Icon.Lock size={14} className={styles.sideLock} /> : null}
              </span>
            </button>
          );
        })}
      </fieldset>
      <p className={styles.rule}>{t('cockfight.draw_rule')}</p>
      {open ? (
        <div className={styles.form}>
          <div className={styles.stakeRow}>
            <label className={styles.stakeField}>
              <span className={styles.fieldLabel}>
                {pick ? t('cockfight.stake_for', { side: t(`cockfight.side.${pick}`) }) : t('cockfight.stake')}
              </span>
              <input
                className={styles.stakeInput}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={stake}
                aria-invalid={stakeBad || undefined}
                onChange={(event) => onStake(event.target.value)}
                data-testid="cockfight-stake"
              />
            </label>
            {token && info.data ? (
              <p className={styles.balance} data-testid="cockfight-balance">
                <span className={styles.fieldLabel}>{t('cockfight.balance')}</span>
                <strong data-testid="cockfight-balance-amount">{money(info.data.balance)}</strong>
              </p>
            ) : null}
          </div>
          <fieldset className={styles.chips}>
            <legend className={styles.srOnly}>{t('cockfight.quick_stakes')}</legend>
            {QUICK_STAKES.map((chip) => (
              <button
                key={String(chip)}
                type="button"
                className={styles.chip}
                onClick={() => onStake(addToStake(stake, chip))}
                data-testid={`cockfight-chip-${chip}`}
              >
                {t('cockfight.chip', { amount: groupThousands(String(chip)) })}
              </button>
            ))}
            <button type="button" className={styles.chipClear} onClick={() => onStake('')} data-testid="cockfight-stake-clear">
              {t('cockfight.clear_stake')}
            </button>
          </fieldset>
          {stakeBad ? (
            <p className={styles.problem} role="status">
              {t('cockfight.stake_invalid')}
            </p>
          ) : null}
          <div className={styles.settings}>
            <div className={styles.setting}>
              <label htmlFor={`${idBase}-acceptance`} className={styles.fieldLabel}>
                {t('cockfight.acceptance')}
              </label>
              <Select
                id={`${idBase}-acceptance`}
                value={acceptance}
                onChange={(event) => slipStore.setAcceptance(event.target.value as SlipAcceptance)}
                data-testid="cockfight-acceptance"
              >
                {ACCEPTANCES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`cockfight.acceptance_${choice}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className={styles.setting}>
              <label htmlFor={`${idBase}-format`} className={styles.fieldLabel}>
                {t('cockfight.odds_format')}
              </label>
              <Select
                id={`${idBase}-format`}
                value={format}
                onChange={(event) => setFormat(event.target.value as OddsFormat)}
                data-testid="cockfight-odds-format"
              >
                {ODDS_FORMAT_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`cockfight.format.${choice}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className={styles.placeRow}>
            <p className={styles.returns} data-testid="cockfight-return">
              {returns !== null ? t('cockfight.returns', { amount: money(returns) }) : pick ? '' : t('cockfight.choose_side')}
            </p>
            {action}
          </div>
          {notice ? (
            <p
              className={notice.tone === 'error' ? styles.noticeError : styles.noticeSuccess}
              role={notice.tone === 'error' ? 'alert' : 'status'}
              data-testid="cockfight-notice"
              data-tone={notice.tone}
            >
              {notice.text}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
