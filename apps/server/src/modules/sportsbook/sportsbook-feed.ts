import {
  type FeedMessage,
  type FeedMessageOf,
  type FixtureStatus,
  formatSelectionKey,
  MARKET_KINDS,
  type Market,
  type MatchResult,
  mapScore,
  readMarketKey,
  readSelectionKey,
  SportsbookError,
  selectionsOfMarket,
  seriesWinner,
  settleSelection,
} from '@fortuna/sportsbook';
import { sql } from 'kysely';
import type { MatchRow, SportsbookKysely, SportsbookRepository } from './sportsbook.repository';
import type { MatchDetail } from './sportsbook.tables';
import type { SportsbookHub } from './sportsbook-hub';

/** A refusal of a trader's or a feed's change (the ops routes map these to their error codes). */
export class FeedRefusal extends Error {
  constructor(
    readonly code: 'sportsbook_status_invalid' | 'sportsbook_result_invalid' | 'sportsbook_market_not_found',
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

/** The market key of a selection key: the selection key without its last part. */
export function marketKeyOf(selectionKey: string): string {
  return selectionKey.slice(0, selectionKey.lastIndexOf(':'));
}

/** Where a market goes on the board: by kind (MARKET_KINDS order), then line or map. */
export function marketSort(market: Market): number {
  const base = MARKET_KINDS.indexOf(market.kind) * 1000;
  if ('lineQuarters' in market) return base + 500 + market.lineQuarters;
  if ('map' in market) return base + market.map;
  return base;
}

/** Where a selection goes in its market (selectionsOfMarket order). */
export function selectionSort(market: Market, selectionKey: string): number {
  const index = selectionsOfMarket(market).findIndex((s) => formatSelectionKey(s) === selectionKey);
  return index < 0 ? 999 : index;
}

/** The statuses a match may move to from each status (a repeat of the same status changes nothing). */
const NEXT_STATUS: Record<FixtureStatus, readonly FixtureStatus[]> = {
  scheduled: ['live', 'finished', 'postponed', 'cancelled'],
  live: ['finished', 'cancelled'],
  postponed: ['scheduled', 'live', 'cancelled'],
  finished: [],
  cancelled: [],
};

/** Whether a result says the whole fixture is over (not a half-time result, nor a series still on). */
export function resultIsFinal(result: MatchResult): boolean {
  if (result.sport === 'football') return result.fullTime !== undefined || result.abandoned === true;
  if (result.sport === 'esports') return result.abandoned === true || typeof seriesWinner(result.bestOf, result.maps) === 'string';
  return true;
}

/** Whether every selection of a market can be settled on a result (a first-half result does not settle full-time markets). */
function settlesOn(marketKey: string, result: MatchResult): boolean {
  const market = readMarketKey(marketKey);
  if (!market) return false;
  try {
    for (const selection of selectionsOfMarket(market)) settleSelection(selection, result);
    return true;
  } catch (error) {
    if (error instanceof SportsbookError) return false;
    throw error;
  }
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Applies feed messages (sportsbook-feed in providers/sportsbook: fixture, status, score, odds,
 * suspension, result) to a merchant's book, from any provider: the demo's simulator, a real data
 * feed, or a trader in the back office (the ops calls use the same steps). Each message runs in one
 * transaction on the match's locked row and is idempotent: a message older than the last one
 * applied to its fixture is ignored, a repeated status or price changes nothing, and a result is
 * taken only with a higher version than the match's. Changes settlement must see (a result, a
 * voided market) bump the match's `settle_rev`; the driver and the callers settle from there.
 */
export function createSportsbookFeed(deps: { repo: SportsbookRepository; hub: SportsbookHub; clock?: () => Date }) {
  const { repo, hub } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function touch(trx: SportsbookKysely, match: MatchRow, at: Date | undefined, values: Record<string, unknown> = {}) {
    const feedAt = at && (!match.feed_at || at > new Date(match.feed_at)) ? at : (match.feed_at ?? null);
    await trx
      .updateTable('sportsbook_match')
      .set({ ...values, feed_at: feedAt, updated_at: sql`now()` })
      .where('id', '=', match.id)
      .execute();
  }

  /** Moves a match's status (NEXT_STATUS), with the markets it implies: suspended when postponed or finished, void when cancelled. */
  async function setStatus(trx: SportsbookKysely, match: MatchRow, status: FixtureStatus, options: { at?: Date; startsAt?: Date } = {}) {
    if (match.status === status) {
      if (options.startsAt) await touch(trx, match, options.at, { starts_at: options.startsAt });
      return false;
    }
    if (!NEXT_STATUS[match.status].includes(status)) throw new FeedRefusal('sportsbook_status_invalid', `${match.status} → ${status}`);
    const values: Record<string, unknown> = { status };
    if (options.startsAt) values.starts_at = options.startsAt;
    await touch(trx, match, options.at, values);
    if (status === 'postponed' || status === 'finished') await repo.setMarketsOpen(trx, match.id, false);
    if (status === 'scheduled' && match.result === null) await repo.setMarketsOpen(trx, match.id, true);
    if (status === 'cancelled') {
      await repo.closeMarkets(trx, match.id, 'void');
      await repo.bumpSettle(trx, match.id);
    }
    return true;
  }

  /**
   * Takes a result (or a correction) with `version` above the match's: stored, settle_rev bumped,
   * the markets it settles marked settled; a final result finishes the match.
   */
  async function setResult(trx: SportsbookKysely, match: MatchRow, result: MatchResult, version: number, at?: Date) {
    if (version <= match.result_version) return false;
    if (result.sport !== match.sport)
      throw new FeedRefusal('sportsbook_result_invalid', `${result.sport} result on a ${match.sport} match`);
    if (match.status === 'cancelled') throw new FeedRefusal('sportsbook_status_invalid', 'the match was cancelled');
    const values: Record<string, unknown> = { result: json(result), result_version: version };
    if (resultIsFinal(result)) values.status = 'finished';
    if (result.sport === 'football' && result.fullTime) values.score = json(result.fullTime);
    if (result.sport === 'esports') {
      values.score = json(mapScore(result.maps));
      values.detail = json({ ...match.detail, maps: result.maps } satisfies MatchDetail);
    }
    await touch(trx, match, at, values);
    const markets = await trx.selectFrom('sportsbook_market').select(['market_key', 'status']).where('match_id', '=', match.id).execute();
    const settled = markets.filter((m) => (m.status === 'open' || m.status === 'suspended') && settlesOn(m.market_key, result));
    if (settled.length > 0)
      await repo.closeMarkets(
        trx,
        match.id,
        'settled',
        settled.map((m) => m.market_key),
      );
    if (resultIsFinal(result)) await repo.setMarketsOpen(trx, match.id, false);
    await repo.bumpSettle(trx, match.id);
    return true;
  }

  /** New prices (a null price takes a selection off the board); settled and void markets keep theirs. Markets are made as prices name them. */
  async function setPrices(trx: SportsbookKysely, match: MatchRow, prices: readonly { selectionKey: string; oddsMilli: number | null }[]) {
    const changed: { marketKey: string; selectionKey: string; oddsMilli: number | null }[] = [];
    const markets = new Map<string, { id: bigint; status: string }>();
    for (const price of prices) {
      const selection = readSelectionKey(price.selectionKey);
      if (!selection) continue;
      const marketKey = marketKeyOf(price.selectionKey);
      const market = readMarketKey(marketKey) as Market;
      let row = markets.get(marketKey);
      if (!row) {
        row = await repo.ensureMarket(trx, match.id, marketKey, marketSort(market));
        markets.set(marketKey, row);
      }
      if (row.status === 'settled' || row.status === 'void') continue;
      await repo.setPrice(trx, row.id, price.selectionKey, price.oddsMilli, selectionSort(market, price.selectionKey));
      changed.push({ marketKey, selectionKey: price.selectionKey, oddsMilli: price.oddsMilli });
    }
    return changed;
  }

  async function applyFixture(merchantId: number, message: FeedMessageOf<'fixture'>): Promise<bigint> {
    const { fixture } = message;
    const at = new Date(message.at);
    const detail: MatchDetail =
      fixture.sport === 'esports'
        ? { title: fixture.title, bestOf: fixture.bestOf }
        : fixture.sport === 'cockfight'
          ? { fightNumber: fixture.fightNumber }
          : {};
    return repo.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sportsbook_league')
        .values({ merchant_id: merchantId, sport: fixture.sport, code: fixture.league.id, names: json({ en: fixture.league.name }) })
        .onConflict((oc) => oc.columns(['merchant_id', 'sport', 'code']).doNothing())
        .execute();
      const league = await trx
        .selectFrom('sportsbook_league')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('sport', '=', fixture.sport)
        .where('code', '=', fixture.league.id)
        .executeTakeFirstOrThrow();
      const existing = await repo.matchByRef(merchantId, fixture.fixtureId, trx);
      if (!existing) {
        const row = await trx
          .insertInto('sportsbook_match')
          .values({
            merchant_id: merchantId,
            league_id: league.id,
            sport: fixture.sport,
            feed_ref: fixture.fixtureId,
            home_names: json({ en: fixture.home.name }),
            away_names: json({ en: fixture.away.name }),
            starts_at: new Date(fixture.startTime),
            detail: json(detail),
            feed_at: at,
          })
          .onConflict((oc) => oc.columns(['merchant_id', 'feed_ref']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (row) return row.id;
      }
      const match = (await repo.matchByRef(merchantId, fixture.fixtureId, trx)) as MatchRow;
      const locked = (await repo.lockMatch(trx, match.id)) as MatchRow;
      if (locked.feed_at && at < new Date(locked.feed_at)) return locked.id;
      // The feed renames only the English name: an operator's names in other languages stay.
      await touch(trx, locked, at, {
        league_id: league.id,
        starts_at: new Date(fixture.startTime),
        home_names: sql`home_names || ${json({ en: fixture.home.name })}::jsonb`,
        away_names: sql`away_names || ${json({ en: fixture.away.name })}::jsonb`,
        detail: json({ ...locked.detail, ...detail }),
      });
      return locked.id;
    });
  }

  /** Applies one message to the match it names, in one transaction; false when it changed nothing (stale, repeated, unknown fixture). */
  async function applyToMatch(
    merchantId: number,
    message: Exclude<FeedMessage, { type: 'fixture' }>,
  ): Promise<{ matchId: bigint; changed: boolean } | undefined> {
    const found = await repo.matchByRef(merchantId, message.fixtureId);
    if (!found) return undefined;
    const at = new Date(message.at);
    let prices: Awaited<ReturnType<typeof setPrices>> = [];
    const changed = await repo.db.transaction().execute(async (trx) => {
      const match = (await repo.lockMatch(trx, found.id)) as MatchRow;
      if (match.feed_at && at < new Date(match.feed_at)) return false;
      switch (message.type) {
        case 'status':
          return setStatus(trx, match, message.status, { at, ...(message.startTime ? { startsAt: new Date(message.startTime) } : {}) });
        case 'score': {
          if (match.status === 'finished' || match.status === 'cancelled') return false;
          const values: Record<string, unknown> = match.status === 'scheduled' ? { status: 'live' } : {};
          if (message.sport === 'football') {
            values.minute = message.minute;
            values.period = message.period;
            values.score = json(message.score);
            values.detail = json({
              ...match.detail,
              ...(message.firstHalfScore ? { firstHalfScore: message.firstHalfScore } : {}),
              addedTime: message.addedTime ?? 0,
            } satisfies MatchDetail);
          } else {
            values.score = json(mapScore(message.maps));
            values.detail = json({ ...match.detail, maps: message.maps } satisfies MatchDetail);
          }
          await touch(trx, match, at, values);
          return true;
        }
        case 'odds':
          if (match.status === 'finished' || match.status === 'cancelled') return false;
          prices = await setPrices(trx, match, message.prices);
          await touch(trx, match, at);
          return prices.length > 0;
        case 'suspension': {
          const moved = await repo.setMarketsOpen(trx, match.id, !message.suspended, message.marketKeys);
          await touch(trx, match, at);
          return moved > 0;
        }
        case 'result':
          return setResult(trx, match, message.result, message.version, at);
      }
    });
    if (changed) {
      const after = (await repo.match(found.id)) as MatchRow;
      hub.match(after);
      if (prices.length > 0) hub.odds(after, prices);
    }
    return { matchId: found.id, changed };
  }

  return {
    setStatus,
    setResult,
    setPrices,

    /**
     * Applies a feed message to the merchant's book (checked with feedMessageSchema by the caller).
     * Answers the match it concerns and whether anything changed; a message about a fixture the
     * book does not know is answered undefined (the feed announces fixtures first).
     */
    async apply(merchantId: number, message: FeedMessage): Promise<{ matchId: bigint; changed: boolean } | undefined> {
      if (message.type === 'fixture') {
        const matchId = await applyFixture(merchantId, message);
        const match = await repo.match(matchId);
        if (match) hub.match(match);
        return { matchId, changed: true };
      }
      return applyToMatch(merchantId, message);
    },

    /** The clock the feed stamps its own messages with. */
    now: clock,
  };
}

export type SportsbookFeed = ReturnType<typeof createSportsbookFeed>;
