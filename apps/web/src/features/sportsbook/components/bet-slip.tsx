import { formatMinor, type SportsbookBetRequest } from '@fortuna/shared';
import { ODDS_FORMATS, type OddsFormat } from '@fortuna/sportsbook/odds';
import { PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from '@fortuna/sportsbook/parlay';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { formatMoney, groupThousands } from '../../../lib/format-money';
import { useRestrictedAction } from '../../../lib/popups';
import { useToken } from '../../../lib/session';
import { useOptionalSiteConfig } from '../../../lib/site-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Button, ButtonLink } from '../../../ui/button';
import { trapTab } from '../../../ui/focus';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { fetchMatch, sportsbookKeys, usePlaceBet } from '../api/sportsbook-api';
import {
  acceptPrices,
  addToStake,
  afterPlaced,
  checkSlip,
  type SlipAcceptance,
  type SlipBet,
  type SlipMode,
  type SlipSelection,
  setMode,
  setSingleStake,
  slipStore,
  syncWithMatch,
  useBetSlip,
  useSlipAcceptance,
} from '../bet-slip-store';
import { marketLabel, selectionText } from '../market-label';
import { useOddsFormat } from '../odds-format';
import { mayHavePlaced, useRequestIds } from '../request-ids';
import '../sportsbook-texts';
import { PlacedBets } from './placed-bets';
import styles from './sportsbook.module.css';

/** The slip docks beside the list from this width; below it is a bottom bar that opens a sheet. */
export const SLIP_DOCK_QUERY = '(min-width: 1024px)';
/** Quick-stake chips, in whole currency units, added to the stake being edited. */
const QUICK_STAKES = [10n, 50n, 100n, 500n] as const;
const ACCEPTANCES: readonly SlipAcceptance[] = ['any', 'better', 'none'];

const selectionId = (s: Pick<SlipSelection, 'matchId' | 'selectionKey'>) => `${s.matchId}|${s.selectionKey}`;

/**
 * The bet slip, rendered by the lobby and the match page: docked on the right on a desktop
 * (sticky), a "Bet slip (n)" bar that opens a bottom sheet on a phone.
 */
export function BetSlip() {
  const docked = useMediaQuery(SLIP_DOCK_QUERY);
  return docked ? (
    <aside className={styles.slipDock} data-testid="bet-slip" aria-labelledby="bet-slip-title">
      <SlipPanel />
    </aside>
  ) : (
    <SlipSheet />
  );
}

/** The phone's slip: a bottom bar with the count, opening a sheet over the page. */
function SlipSheet() {
  const { t } = useTranslation();
  const slip = useBetSlip();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const count = slip.selections.length;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      else if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  return (
    <>
      <div className={styles.slipBarSpace} aria-hidden="true" />
      <button
        type="button"
        className={styles.slipBar}
        data-testid="bet-slip-bar"
        data-count={count}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon.Receipt size={18} />
        <span>{t('sportsbook.slip.open', { count })}</span>
        <Icon.ChevronDown size={16} className={styles.slipBarChevron} />
      </button>
      {open
        ? createPortal(
            // biome-ignore lint/a11y/noStaticElementInteractions: backdrop clicks are a mouse shortcut; Escape and the close button serve keyboards
            <div
              className={styles.sheetBackdrop}
              onMouseDown={(event) => {
                if (event.target === event.currentTarget) setOpen(false);
              }}
            >
              <div
                ref={panelRef}
                className={styles.sheet}
                role="dialog"
                aria-modal="true"
                aria-labelledby="bet-slip-title"
                tabIndex={-1}
                data-testid="bet-slip"
              >
                <SlipPanel onClose={() => setOpen(false)} />
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

type Notice = { tone: 'error' | 'success'; text: string };

/** The slip itself: picks, stakes, the totals and the place button, then the bets placed from it. */
function SlipPanel({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const slip = useBetSlip();
  const acceptance = useSlipAcceptance();
  const { format, setFormat, odds } = useOddsFormat();
  const token = useToken();
  const guard = useRestrictedAction();
  const client = useQueryClient();
  const place = usePlaceBet();
  const errorText = useErrorMessage();
  const requestIds = useRequestIds();
  const symbol = useOptionalSiteConfig()?.merchant.currency.symbol;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState<string>('');
  const check = checkSlip(slip);
  const money = (minor: bigint) => formatMoney(formatMinor(minor), symbol);
  const idBase = 'bet-slip';
  const count = slip.selections.length;

  // The stake the chips add to: the one last focused, else the parlay's or the first single's.
  const activeStake =
    slip.mode === 'parlay'
      ? 'parlay'
      : slip.selections.some((s) => selectionId(s) === active)
        ? active
        : slip.selections[0]
          ? selectionId(slip.selections[0])
          : '';

  const addChip = (chip: bigint) => {
    if (slip.mode === 'parlay') {
      slipStore.update((s) => ({ ...s, parlayStake: addToStake(s.parlayStake, chip) }));
      return;
    }
    const target = slip.selections.find((s) => selectionId(s) === activeStake);
    if (target) slipStore.update((s) => setSingleStake(s, target.selectionKey, target.matchId, addToStake(target.stake, chip)));
  };

  /** Reloads the matches of refused legs so the slip shows their prices and markets as they are now. */
  const refreshLegs = async (bet: SlipBet) => {
    const ids = [...new Set(bet.legs.map((l) => l.matchId))];
    await Promise.all(
      ids.map(async (matchId) => {
        try {
          const match = await fetchMatch(matchId);
          client.setQueriesData({ queryKey: sportsbookKeys.matchOf(matchId) }, () => match);
          slipStore.update((s) => syncWithMatch(s, match));
        } catch {
          // The slip keeps what it had; the refusal's text already says what happened.
        }
      }),
    );
  };

  const refusal = async (bet: SlipBet, error: unknown): Promise<string> => {
    if (!(error instanceof ApiError)) return errorText(error);
    const value = (error.value ?? {}) as { selectionKey?: unknown; oddsMilli?: unknown; matchId?: unknown };
    if (error.code === 'sportsbook_odds_changed' || error.code === 'sportsbook_market_closed') {
      await refreshLegs(bet);
      if (error.code === 'sportsbook_market_closed' && typeof value.selectionKey === 'string') {
        const key = value.selectionKey;
        const matchId = typeof value.matchId === 'string' ? value.matchId : undefined;
        slipStore.update((s) => ({
          ...s,
          selections: s.selections.map((x) => (x.selectionKey === key && (!matchId || x.matchId === matchId) ? { ...x, closed: true } : x)),
        }));
      }
      if (error.code === 'sportsbook_odds_changed' && typeof value.oddsMilli === 'number') {
        return `${errorText(error)} ${t('sportsbook.slip.new_price', { odds: odds(value.oddsMilli) })}`;
      }
    }
    return errorText(error);
  };

  const submit = async () => {
    if (check.problems.length > 0 || check.bets.length === 0) return;
    setBusy(true);
    setNotice(null);
    let placed = 0;
    for (const bet of check.bets) {
      const base: Omit<SportsbookBetRequest, 'requestId'> = {
        kind: bet.kind,
        stake: formatMinor(bet.stake),
        acceptance,
        legs: bet.legs.map((leg) => ({ matchId: leg.matchId, selectionKey: leg.selectionKey, oddsMilli: leg.oddsMilli })),
      };
      const fingerprint = JSON.stringify(base);
      try {
        const result = await place.mutateAsync({ ...base, requestId: requestIds.idFor(fingerprint) });
        requestIds.forget(fingerprint);
        slipStore.update((s) => afterPlaced(s, { betId: result.betId, selections: bet.legs }));
        placed += 1;
      } catch (error) {
        if (!mayHavePlaced(error)) requestIds.forget(fingerprint);
        setNotice({ tone: 'error', text: await refusal(bet, error) });
        break;
      }
    }
    if (placed > 0 && placed === check.bets.length) setNotice({ tone: 'success', text: t('sportsbook.slip.placed_ok') });
    setBusy(false);
  };

  const problem = check.problems.find((p) => p !== 'empty' && p !== 'stake_missing' && p !== 'odds_changed');
  const moved = check.problems.includes('odds_changed');
  let action: ReactNode;
  if (!token) {
    action = (
      <Button
        variant="primary"
        block
        onClick={() => {
          onClose?.();
          guard('realAccount');
        }}
        data-testid="bet-slip-login"
      >
        {t('sportsbook.slip.login_to_bet')}
      </Button>
    );
  } else if (moved) {
    action = (
      <Button variant="primary" block onClick={() => slipStore.update(acceptPrices)} data-testid="bet-slip-accept">
        {t('sportsbook.slip.accept_odds')}
      </Button>
    );
  } else {
    const label =
      slip.mode === 'parlay'
        ? t('sportsbook.slip.place_parlay')
        : check.bets.length > 1
          ? t('sportsbook.slip.place_singles', { count: check.bets.length })
          : t('sportsbook.slip.place_single');
    action = (
      <Button
        variant="primary"
        block
        disabled={busy || check.problems.length > 0 || check.bets.length === 0}
        onClick={() => guard('realAccount', () => void submit())}
        data-testid="bet-slip-place"
      >
        {busy ? t('sportsbook.slip.placing') : label}
      </Button>
    );
  }

  return (
    <div className={styles.slip}>
      <div className={styles.slipHead}>
        <h2 id="bet-slip-title" className={styles.slipTitle}>
          {t('sportsbook.slip.title')}
          <span className={styles.slipCount} data-testid="bet-slip-count">
            {count}
          </span>
        </h2>
        <ButtonLink to="/sports/bets" size="sm" variant="ghost" data-testid="bet-slip-my-bets" onClick={onClose}>
          {t('sportsbook.slip.my_bets')}
        </ButtonLink>
        {onClose ? (
          <Button variant="ghost" size="sm" iconOnly aria-label={t('sportsbook.slip.close')} onClick={onClose} data-testid="bet-slip-close">
            <Icon.Close size={18} />
          </Button>
        ) : null}
      </div>
      <Tabs
        idBase={idBase}
        label={t('sportsbook.slip.modes')}
        size="sm"
        value={slip.mode}
        onChange={(mode: SlipMode) => {
          setNotice(null);
          slipStore.update((s) => setMode(s, mode));
        }}
        items={[
          { id: 'single', label: <span data-testid="bet-slip-mode-single">{t('sportsbook.slip.single')}</span> },
          { id: 'parlay', label: <span data-testid="bet-slip-mode-parlay">{t('sportsbook.slip.parlay')}</span> },
        ]}
      />
      <TabPanel idBase={idBase} id={slip.mode} className={styles.slipBody}>
        {count === 0 ? (
          <div className={styles.slipEmpty} data-testid="bet-slip-empty">
            <Icon.Receipt size={22} />
            <p className={styles.slipEmptyTitle}>{t('sportsbook.slip.empty_title')}</p>
            <p className={styles.muted}>{t('sportsbook.slip.empty_text')}</p>
          </div>
        ) : (
          <>
            <div className={styles.slipListHead}>
              <span className={styles.muted}>{t('sportsbook.slip.legs', { count })}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => slipStore.update((s) => ({ ...s, selections: [] }))}
                data-testid="bet-slip-clear"
              >
                <Icon.Trash size={14} />
                {t('sportsbook.slip.clear')}
              </Button>
            </div>
            <ul className={styles.slipList}>
              {slip.selections.map((selection) => (
                <SlipItem
                  key={selectionId(selection)}
                  selection={selection}
                  mode={slip.mode}
                  odds={odds}
                  money={money}
                  onFocusStake={() => setActive(selectionId(selection))}
                />
              ))}
            </ul>
            {slip.mode === 'parlay' ? (
              <div className={styles.parlayBox}>
                <div className={styles.slipLine}>
                  <span>{t('sportsbook.slip.combined_odds')}</span>
                  <strong data-testid="bet-slip-combined-odds">
                    {check.combinedOddsMilli !== null ? odds(check.combinedOddsMilli) : '–'}
                  </strong>
                </div>
                <label className={styles.stakeField}>
                  <span>{t('sportsbook.slip.stake')}</span>
                  <input
                    className={styles.stakeInput}
                    inputMode="decimal"
                    autoComplete="off"
                    value={slip.parlayStake}
                    placeholder="0.00"
                    onChange={(event) => slipStore.update((s) => ({ ...s, parlayStake: event.target.value }))}
                    data-testid="bet-slip-parlay-stake"
                  />
                </label>
              </div>
            ) : null}
            <fieldset className={styles.chips}>
              <legend className={styles.srOnly}>{t('sportsbook.slip.quick_stakes')}</legend>
              {QUICK_STAKES.map((chip) => (
                <button
                  key={String(chip)}
                  type="button"
                  className={styles.chip}
                  onClick={() => addChip(chip)}
                  disabled={!activeStake}
                  data-testid={`bet-slip-chip-${chip}`}
                >
                  {t('sportsbook.slip.chip', { amount: groupThousands(String(chip)) })}
                </button>
              ))}
            </fieldset>
            {slip.selections.some((s) => s.live) ? <p className={styles.slipNote}>{t('sportsbook.slip.in_play_note')}</p> : null}
            <dl className={styles.slipTotals}>
              <div className={styles.slipLine}>
                <dt>{t('sportsbook.slip.total_stake')}</dt>
                <dd data-testid="bet-slip-total-stake">{money(check.totalStake)}</dd>
              </div>
              <div className={styles.slipLine}>
                <dt>{t('sportsbook.slip.potential_return')}</dt>
                <dd className={styles.slipReturn} data-testid="bet-slip-return">
                  {money(check.totalReturn)}
                </dd>
              </div>
            </dl>
            {problem ? (
              <p className={styles.slipProblem} role="status" data-testid="bet-slip-problem">
                {t(`sportsbook.slip.problem.${problem}`, { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS })}
              </p>
            ) : moved ? (
              <p className={styles.slipProblem} role="status" data-testid="bet-slip-problem">
                {t('sportsbook.slip.problem.odds_changed')}
              </p>
            ) : null}
            {action}
          </>
        )}
        {notice ? (
          <p
            className={notice.tone === 'error' ? styles.slipError : styles.slipSuccess}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="bet-slip-notice"
            data-tone={notice.tone}
          >
            {notice.text}
          </p>
        ) : null}
        <div className={styles.slipSettings}>
          <div className={styles.settingField}>
            <label htmlFor="bet-slip-acceptance">{t('sportsbook.slip.acceptance')}</label>
            <Select
              id="bet-slip-acceptance"
              value={acceptance}
              onChange={(event) => slipStore.setAcceptance(event.target.value as SlipAcceptance)}
              data-testid="bet-slip-acceptance"
            >
              {ACCEPTANCES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`sportsbook.slip.acceptance_${choice}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className={styles.settingField}>
            <label htmlFor="bet-slip-odds-format">{t('sportsbook.slip.odds_format')}</label>
            <Select
              id="bet-slip-odds-format"
              value={format}
              onChange={(event) => setFormat(event.target.value as OddsFormat)}
              data-testid="bet-slip-odds-format"
            >
              {ODDS_FORMATS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`sportsbook.format.${choice}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </TabPanel>
      <PlacedBets betIds={slip.placed} />
    </div>
  );
}

/** One pick of the slip: what it is, its price (old → new when it moved), and its stake and return as a single. */
function SlipItem({
  selection,
  mode,
  odds,
  money,
  onFocusStake,
}: {
  selection: SlipSelection;
  mode: SlipMode;
  odds: (oddsMilli: number | bigint) => string;
  money: (minor: bigint) => string;
  onFocusStake: () => void;
}) {
  const { t } = useTranslation();
  const text = selectionText(t, selection.selectionKey, selection);
  const unavailable = selection.closed || selection.currentOddsMilli === null;
  const moved = !unavailable && selection.currentOddsMilli !== selection.oddsMilli;
  const single = checkSlip({ selections: [selection], mode: 'single', parlayStake: '', placed: [] }).bets[0];
  return (
    <li
      className={styles.slipItem}
      data-testid={`slip-item-${selection.matchId}-${selection.selectionKey}`}
      data-closed={unavailable || undefined}
      data-moved={moved || undefined}
    >
      <div className={styles.slipItemHead}>
        <span className={styles.slipPick}>{text.pick}</span>
        <span className={styles.slipOdds} data-testid="slip-item-odds">
          {moved ? (
            <>
              <s className={styles.oldOdds}>{odds(selection.oddsMilli)}</s>
              <Icon.ChevronRight size={12} aria-hidden="true" />
              <span data-move={(selection.currentOddsMilli ?? 0) > selection.oddsMilli ? 'up' : 'down'}>
                {odds(selection.currentOddsMilli ?? selection.oddsMilli)}
              </span>
            </>
          ) : (
            odds(selection.oddsMilli)
          )}
        </span>
        <button
          type="button"
          className={styles.slipRemove}
          aria-label={t('sportsbook.slip.remove', { pick: text.pick })}
          onClick={() =>
            slipStore.update((s) => ({
              ...s,
              selections: s.selections.filter((x) => selectionId(x) !== selectionId(selection)),
            }))
          }
          data-testid="slip-item-remove"
        >
          <Icon.Close size={14} />
        </button>
      </div>
      <div className={styles.slipMeta}>
        <span>{marketLabel(t, selection.marketKey)}</span>
        {selection.live ? <span className={styles.liveTag}>{t('sportsbook.slip.live')}</span> : null}
        {unavailable ? <span className={styles.closedTag}>{t('sportsbook.slip.closed')}</span> : null}
      </div>
      <div className={styles.slipMatch}>{t('sportsbook.versus', { home: selection.home, away: selection.away })}</div>
      {moved ? (
        <p className={styles.srOnly}>
          {t('sportsbook.slip.odds_moved', {
            from: odds(selection.oddsMilli),
            to: odds(selection.currentOddsMilli ?? selection.oddsMilli),
          })}
        </p>
      ) : null}
      {mode === 'single' ? (
        <div className={styles.singleStake}>
          <input
            className={styles.stakeInput}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('sportsbook.slip.stake')}
            aria-label={t('sportsbook.slip.stake_for', { pick: text.pick })}
            value={selection.stake}
            onFocus={onFocusStake}
            onChange={(event) => slipStore.update((s) => setSingleStake(s, selection.selectionKey, selection.matchId, event.target.value))}
            data-testid="slip-item-stake"
          />
          <span className={styles.singleReturn}>
            {single ? t('sportsbook.slip.returns', { amount: money(single.potentialReturn) }) : ''}
          </span>
        </div>
      ) : null}
    </li>
  );
}
