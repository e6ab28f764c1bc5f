import type { SportsbookBet, SportsbookMatch, SportsbookMatchState, SportsbookOddsUpdate } from '@fortuna/shared';

/** The market kinds a list row shows (the server's headline markets); a new one of these in a list means a refetch. */
export const HEADLINE_KINDS: ReadonlySet<string> = new Set(['1x2', 'ah', 'ou', 'mw', 'mh', 'tm', 'cf']);

/** A match with a new state (`sb_match`): status, minute, period, score and detail. */
export function applyMatchState<M extends SportsbookMatch>(match: M, state: SportsbookMatchState): M {
  return { ...match, status: state.status, minute: state.minute, period: state.period, score: state.score, detail: state.detail };
}

/**
 * A match list after a `sb_match`: the match patched in place. `refetch` says the list's members
 * may have changed (a match it does not hold, or a status that moves it to another tab), so the
 * caller reloads it, once, a little later.
 */
export function applyMatchStateToList(list: SportsbookMatch[], state: SportsbookMatchState): { list: SportsbookMatch[]; refetch: boolean } {
  const index = list.findIndex((m) => m.matchId === state.matchId);
  if (index < 0) return { list, refetch: false };
  const before = list[index] as SportsbookMatch;
  const next = [...list];
  next[index] = applyMatchState(before, state);
  return { list: next, refetch: before.status !== state.status };
}

/**
 * A match's markets after a `sb_odds`: each price set on its selection (a null price takes it off
 * the board: `offered` false). `missing` says a price named a market or selection the match does
 * not hold (a new line), so a caller that wants every market refetches; `onlyKinds` limits that to
 * the kinds a list shows.
 */
export function applyOdds<M extends SportsbookMatch>(
  match: M,
  update: SportsbookOddsUpdate,
  onlyKinds?: ReadonlySet<string>,
): { match: M; missing: boolean } {
  if (match.matchId !== update.matchId) return { match, missing: false };
  let missing = false;
  const byMarket = new Map<string, SportsbookOddsUpdate['prices']>();
  for (const price of update.prices) {
    const list = byMarket.get(price.marketKey) ?? [];
    list.push(price);
    byMarket.set(price.marketKey, list);
  }
  const markets = match.markets.map((market) => {
    const prices = byMarket.get(market.marketKey);
    if (!prices) return market;
    byMarket.delete(market.marketKey);
    const selections = [...market.selections];
    for (const price of prices) {
      const at = selections.findIndex((s) => s.selectionKey === price.selectionKey);
      if (at < 0) {
        if (price.oddsMilli !== null) {
          selections.push({ selectionKey: price.selectionKey, oddsMilli: price.oddsMilli, offered: true });
          missing = true;
        }
        continue;
      }
      const selection = selections[at] as (typeof selections)[number];
      selections[at] =
        price.oddsMilli === null ? { ...selection, offered: false } : { ...selection, oddsMilli: price.oddsMilli, offered: true };
    }
    return { ...market, selections };
  });
  for (const [marketKey, prices] of byMarket) {
    const kind = marketKey.split(':')[0] ?? '';
    if ((!onlyKinds || onlyKinds.has(kind)) && prices.some((p) => p.oddsMilli !== null)) missing = true;
  }
  return { match: { ...match, markets }, missing };
}

/** A match list after a `sb_odds`: the match's headline prices patched; `refetch` when a new headline line appeared. */
export function applyOddsToList(list: SportsbookMatch[], update: SportsbookOddsUpdate): { list: SportsbookMatch[]; refetch: boolean } {
  const index = list.findIndex((m) => m.matchId === update.matchId);
  if (index < 0) return { list, refetch: false };
  const { match, missing } = applyOdds(list[index] as SportsbookMatch, update, HEADLINE_KINDS);
  const next = [...list];
  next[index] = match;
  return { list: next, refetch: missing };
}

/**
 * A cached bet after its `sb_bet` event: status, outcome, odds taken and payout from the event;
 * the names stay the cached ones (the event names teams in English, the page re-reads it in the
 * member's language).
 */
export function applyBetEvent(cached: SportsbookBet | undefined, event: SportsbookBet): SportsbookBet | undefined {
  if (!cached || cached.betId !== event.betId) return cached;
  const legs = cached.legs.map((leg) => {
    const moved = event.legs.find((l) => l.legNo === leg.legNo);
    return moved ? { ...leg, oddsMilli: moved.oddsMilli, outcome: moved.outcome } : leg;
  });
  return {
    ...cached,
    status: event.status,
    error: event.error,
    acceptAt: event.acceptAt,
    outcome: event.outcome,
    payout: event.payout,
    oddsMilli: event.oddsMilli,
    settledAt: event.settledAt,
    legs,
  };
}
