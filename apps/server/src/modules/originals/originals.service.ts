import type { LotteryWallet } from '@fortuna/bgs/engine';
import { instantStream, newClientSeed, newServerSeed, seedHash } from '@fortuna/bgs/fair/instant';
import { type InstantGameDefinition, instantGame } from '@fortuna/bgs/instant';
import {
  formatMinor,
  type OriginalsGame,
  type OriginalsPlay,
  type OriginalsRotation,
  type OriginalsRoundPage,
  type OriginalsState,
  type originalsActRequestSchema,
  type originalsBetRequestSchema,
  type originalsRoundsQuerySchema,
} from '@fortuna/shared';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { nameIn } from '../game-launch/game-launch.presenter';
import type { LotterySessions } from '../lottery/lottery-session';
import { walletRefusal } from '../lottery/lottery-wallet';
import { presentRound } from './originals.presenter';
import type { InstantRoundRow, OriginalsRepository, RoundWithSeed } from './originals.repository';
import { limitsIn } from './originals-limits';

/** The protocol ids of a round: its bet and its win (deterministic, so a retry moves nothing twice). */
export const roundTxn = {
  bet: (roundCode: string) => `${roundCode}:bet`,
  win: (roundCode: string) => `${roundCode}:win`,
  /** The extra stake of the round's action number `index` (Blackjack's double or split). */
  raise: (roundCode: string, index: number) => `${roundCode}:raise:${index}`,
};

/** A JSON text with sorted keys: the same parameters always compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** An action of a steps round; `raised` its extra stake, `pending` while that stake is not yet debited. */
type Stored = { requestId: string; action: Record<string, unknown>; raised?: string; pending?: boolean };

const GAME_CACHE_MS = 5_000;
const SESSION_MEMORY_MS = 60_000;

/**
 * The in-house instant games (issue 18, docs/games/originals.md): a round is written with its seed
 * pair and nonce, the bet debited through the provider wallet protocol (in-process, as the lottery
 * does), the result computed from the pair, and the win credited with `roundEnded` — every call
 * with the round's own txn ids, so a retry or a restart never moves money twice.
 */
export function createOriginalsService(deps: {
  db: Kysely<Database>;
  repo: OriginalsRepository;
  wallet: LotteryWallet;
  sessions: LotterySessions;
}) {
  const { db, repo, wallet, sessions } = deps;

  const makeSeed = () => {
    const server_seed = newServerSeed();
    return { server_seed, server_seed_hash: seedHash(server_seed), client_seed: newClientSeed() };
  };

  function definition(code: string): InstantGameDefinition {
    const game = instantGame(code);
    if (!game) throw new AppError('originals_game_not_found');
    return game;
  }

  // The catalogue row of a game, remembered for a few seconds per process (an operator's switch to
  // maintenance or off takes effect within GAME_CACHE_MS), and the members whose provider session was
  // made sure of lately (ensure keeps at least five minutes of life, so a minute's memory is safe).
  const gameCache = new Map<string, { until: number; row: ReturnType<OriginalsRepository['game']> }>();
  const ensured = new Map<string, number>();

  async function ensureSession(site: SiteContext, ctx: AuthContext, gameId: number): Promise<void> {
    const key = `${ctx.member.id}:${gameId}`;
    if ((ensured.get(key) ?? 0) > Date.now()) return;
    await sessions.ensure(site, ctx, gameId);
    if (ensured.size > 10_000) ensured.clear();
    ensured.set(key, Date.now() + SESSION_MEMORY_MS);
  }

  async function catalogueGame(code: string) {
    let cached = gameCache.get(code);
    if (!cached || cached.until < Date.now()) {
      cached = { until: Date.now() + GAME_CACHE_MS, row: repo.game(code) };
      cached.row.catch(() => gameCache.delete(code));
      gameCache.set(code, cached);
    }
    const game = await cached.row;
    if (!game?.enabled || !game.is_game) throw new AppError('originals_game_not_found');
    if (game.maintenance) throw new AppError('game_maintenance', { vendor: 'BGS', until: null });
    return game;
  }

  function presentGame(
    game: { id: number; game_code: string; names: unknown },
    def: InstantGameDefinition,
    site: SiteContext,
  ): OriginalsGame {
    const decimals = site.merchant.currency_decimals;
    const limits = limitsIn(decimals);
    return {
      code: def.code,
      nodeId: game.id,
      name: nameIn(game.names as Record<string, string>, site.language),
      family: def.family,
      kind: def.kind,
      minBet: formatMinor(limits.minBet, decimals),
      maxBet: formatMinor(limits.maxBet, decimals),
      maxWin: formatMinor(limits.maxWin, decimals),
    };
  }

  const play = (row: RoundWithSeed, site: SiteContext, balance: bigint | null): OriginalsPlay => ({
    ...presentRound(row, site.merchant.currency_decimals),
    balance: balance === null ? '' : formatMinor(balance, site.merchant.currency_decimals),
  });

  const walletCall = (round: Pick<InstantRoundRow, 'member_id' | 'game_id' | 'round_code'>) => ({
    memberId: round.member_id,
    gameId: round.game_id,
    roundId: round.round_code,
  });

  /** Credits a finished round's win (zero included) with `roundEnded` and marks it settled; safe to repeat. */
  async function settle(round: InstantRoundRow): Promise<bigint> {
    const { balance } = await wallet.credit({
      ...walletCall(round),
      txnId: roundTxn.win(round.round_code),
      amount: BigInt(round.win),
      roundEnded: true,
    });
    await repo.update(db, round.id, { status: 'settled', settled_at: new Date() }, ['debited'], true);
    return balance;
  }

  /** Takes back a debit whose outcome is unknown (a never-made debit leaves a tombstone) and voids the round. */
  async function voidRound(round: InstantRoundRow): Promise<void> {
    await wallet.rollback({ ...walletCall(round), txnId: roundTxn.bet(round.round_code) });
    await repo.update(db, round.id, { status: 'void' }, ['open']);
  }

  /** The answer to a repeated request id: the round as it stands (settling it if it is finished). */
  async function replay(site: SiteContext, row: RoundWithSeed): Promise<OriginalsPlay> {
    if (row.status === 'open') throw new AppError('originals_request_in_progress');
    let balance: bigint | null = null;
    if (row.status === 'debited' && row.finished) balance = await settle(row);
    const fresh = (await repo.roundByCode(db, row.round_code)) ?? row;
    return play(fresh, site, balance);
  }

  return {
    /** `GET /wps/originals/games`: the in-house games of the catalogue that have a real game behind them. */
    async games(site: SiteContext): Promise<OriginalsGame[]> {
      const rows = await repo.games();
      return rows.flatMap((row) => {
        const def = instantGame(row.game_code);
        return def ? [presentGame(row, def, site)] : [];
      });
    },

    /** `GET /wps/originals/:code/state`: the game, the member's seed pair, an open round to resume, the balance. */
    async state(site: SiteContext, ctx: AuthContext, code: string): Promise<OriginalsState> {
      const def = definition(code);
      const game = await catalogueGame(code);
      await ensureSession(site, ctx, game.id);
      const seed = await repo.activeSeed(db, ctx.member.id, code, makeSeed);
      const open = def.kind === 'steps' ? await repo.openRound(db, ctx.member.id, code) : undefined;
      const balance = await wallet.balance({ memberId: ctx.member.id, gameId: game.id });
      return {
        game: presentGame(game, def, site),
        fair: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce },
        openRound: open ? presentRound(open, site.merchant.currency_decimals) : null,
        balance: formatMinor(balance, site.merchant.currency_decimals),
      };
    },

    /** `POST /wps/originals/:code/bet`: plays a single round to its end, or starts a steps round. */
    async bet(
      site: SiteContext,
      ctx: AuthContext,
      code: string,
      input: z.output<typeof originalsBetRequestSchema>,
      /** trusted: the caller is the game's own module, which decided params the member may not choose (serverParams). */
      options: { trusted?: boolean } = {},
    ): Promise<OriginalsPlay> {
      const def = definition(code);
      if (def.serverParams && !options.trusted) throw new AppError('originals_game_not_found');
      const decimals = site.merchant.currency_decimals;
      const memberId = ctx.member.id;
      const parsed = def.params.safeParse(input.params);
      if (!parsed.success) throw new AppError('originals_params_invalid');
      const params = parsed.data;
      const bet = input.amount;
      const limits = limitsIn(decimals);
      if (bet < limits.minBet || bet > limits.maxBet)
        throw new AppError('originals_bet_out_of_range', {
          minBet: formatMinor(limits.minBet, decimals),
          maxBet: formatMinor(limits.maxBet, decimals),
        });
      if (def.family === 'original' && Number(bet) * def.maxMultiplier(params) > Number(limits.maxWin))
        throw new AppError('originals_max_win_exceeded', { maxWin: formatMinor(limits.maxWin, decimals) });

      const repeat = (prior: RoundWithSeed) => {
        if (prior.game_code !== code || BigInt(prior.bet) !== bet || canonical(prior.params) !== canonical(params))
          throw new AppError('idempotency_conflict');
        return replay(site, prior);
      };
      // A steps game looks for a repeat first (its own open round would otherwise read as "finish it
      // first"); a single game finds one by the request id's unique key when it writes the round.
      if (def.kind === 'steps') {
        const prior = await repo.roundByRequest(db, memberId, input.requestId);
        if (prior) return repeat(prior);
      }
      const game = await catalogueGame(code);
      await ensureSession(site, ctx, game.id);

      let created: {
        id: bigint;
        round_code: string;
        nonce: number;
        seed_id: bigint;
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
      };
      try {
        created = await db.transaction().execute(async (trx) => {
          await repo.relaxCommit(trx);
          const seed = await repo.activeSeed(trx, memberId, code, makeSeed);
          const nonce = await repo.takeNonce(trx, seed.id);
          // The pair is locked now, so two starts of a steps game cannot both pass this check.
          if (def.kind === 'steps' && (await repo.openRound(trx, memberId, code))) throw new AppError('originals_round_open');
          const round = await repo.insertRound(trx, {
            merchant_id: site.merchant.id,
            member_id: memberId,
            game_id: game.id,
            game_code: code,
            seed_id: seed.id,
            nonce,
            request_id: input.requestId,
            bet,
            params,
            play_money: ctx.isTrial,
          });
          return {
            ...round,
            nonce,
            seed_id: seed.id,
            server_seed: seed.server_seed,
            server_seed_hash: seed.server_seed_hash,
            client_seed: seed.client_seed,
          };
        });
      } catch (error) {
        // The request id is taken (a retry, or a double click racing the first): answer as a repeat.
        const again = await repo.roundByRequest(db, memberId, input.requestId);
        if (again && !(error instanceof AppError)) return repeat(again);
        throw error;
      }

      const round = { id: created.id, round_code: created.round_code, member_id: memberId, game_id: game.id };
      let balance: bigint;
      try {
        ({ balance } = await wallet.debit({ ...walletCall(round), txnId: roundTxn.bet(round.round_code), amount: bet }));
      } catch (error) {
        const refusal = walletRefusal(error, decimals);
        if (refusal) {
          // Nothing moved: the round is void and its request id released, so a retry may bet afresh.
          await db
            .updateTable('instant_round')
            .set({ status: 'void', request_id: `${input.requestId}:void:${round.id}`, updated_at: new Date() })
            .where('id', '=', round.id)
            .execute();
          throw refusal;
        }
        // The outcome is unknown: take the debit back now if we can; the sweeper does it otherwise.
        await wallet
          .rollback({ ...walletCall(round), txnId: roundTxn.bet(round.round_code) })
          .then(() => repo.update(db, round.id, { status: 'void' }, ['open']))
          .catch(() => undefined);
        throw error;
      }

      const step = def.start({ stream: instantStream(created.server_seed, created.client_seed, created.nonce), bet, params });
      const win = step.win > limits.maxWin ? limits.maxWin : step.win;
      await repo.update(
        db,
        round.id,
        { status: 'debited', state: step.state, view: step.view, finished: step.finished, win },
        ['open'],
        true,
      );
      const now = new Date();
      const row: RoundWithSeed = {
        id: created.id,
        round_code: created.round_code,
        merchant_id: site.merchant.id,
        member_id: memberId,
        game_id: game.id,
        game_code: code,
        seed_id: created.seed_id,
        nonce: created.nonce,
        request_id: input.requestId,
        bet,
        win,
        params,
        actions: [],
        state: step.state,
        view: step.view,
        finished: step.finished,
        status: 'debited',
        play_money: ctx.isTrial,
        created_at: now,
        updated_at: now,
        settled_at: null,
        client_seed: created.client_seed,
        server_seed_hash: created.server_seed_hash,
        server_seed: created.server_seed,
        seed_active: true,
      };
      if (!step.finished) return play(row, site, balance);
      balance = await settle(row);
      return play({ ...row, status: 'settled', settled_at: new Date() }, site, balance);
    },

    /**
     * `POST /wps/originals/rounds/:roundCode/act`: one action of a steps round; the last one settles it.
     * An action that raises the stake (Blackjack's double and split, `def.raise`) is first written as
     * pending, then its extra stake is debited with its own txn id (`roundTxn.raise`), then applied; a
     * refused debit drops it and leaves the round as it was. A pending action left by a crash is
     * finished by the next call on the round (its debit replays by its txn id).
     */
    async act(
      site: SiteContext,
      ctx: AuthContext,
      roundCode: string,
      input: z.output<typeof originalsActRequestSchema>,
    ): Promise<OriginalsPlay> {
      const found = await repo.roundByCode(db, roundCode);
      if (!found || found.member_id !== ctx.member.id) throw new AppError('originals_round_not_found');
      const def = definition(found.game_code);
      if (def.kind !== 'steps' || !def.act || !def.action) throw new AppError('originals_params_invalid');
      const parsed = def.action.safeParse(input.action);
      if (!parsed.success) throw new AppError('originals_params_invalid');
      const decimals = site.merchant.currency_decimals;
      const limits = limitsIn(decimals);
      const gameAct = def.act;

      /** Applies action `index` of the round (already in `actions` or appended) and writes the round. */
      async function apply(trx: Transaction<Database>, round: InstantRoundRow, actions: Stored[], entry: Stored, index: number) {
        let step: ReturnType<typeof gameAct>;
        try {
          step = gameAct({ state: round.state, bet: BigInt(round.bet), params: round.params, action: entry.action });
        } catch (error) {
          if (error instanceof RangeError) throw new AppError('originals_params_invalid');
          throw error;
        }
        const win = step.win > limits.maxWin ? limits.maxWin : step.win;
        const done: Stored =
          entry.raised === undefined ? entry : { requestId: entry.requestId, action: entry.action, raised: entry.raised };
        const next = [...actions.slice(0, index), done, ...actions.slice(index + 1)];
        await repo.update(trx, round.id, { state: step.state, view: step.view, finished: step.finished, win, actions: next });
      }

      type Raise = { index: number; entry: Stored; round: InstantRoundRow };
      /** The balance after this request's extra stake (an unfinished round then still shows it). */
      let raisedBalance: bigint | null = null;
      /** Credits the round if an action finished it (safe to repeat). */
      const settleFinished = async (): Promise<bigint | null> => {
        const row = (await repo.roundByCode(db, roundCode)) as RoundWithSeed;
        return row.finished && row.status === 'debited' ? settle(row) : null;
      };
      try {
        await runActions();
      } catch (error) {
        // Another request's pending action may have finished the round before this one was refused.
        await settleFinished().catch(() => undefined);
        throw error;
      }
      const balance = (await settleFinished()) ?? raisedBalance;
      return play((await repo.roundByCode(db, roundCode)) as RoundWithSeed, site, balance);

      async function runActions(): Promise<void> {
        for (;;) {
          const raise = await db.transaction().execute(async (trx): Promise<Raise | null> => {
            const round = await repo.lockRound(trx, roundCode);
            if (!round) throw new AppError('originals_round_not_found');
            const actions = (round.actions ?? []) as Stored[];
            const index = actions.findIndex((entry) => entry.requestId === input.requestId);
            const repeated = actions[index];
            if (repeated) {
              if (canonical(repeated.action) !== canonical(parsed.data)) throw new AppError('idempotency_conflict');
              return repeated.pending ? { index, entry: repeated, round } : null;
            }
            const waiting = actions.findIndex((entry) => entry.pending);
            if (waiting >= 0) return { index: waiting, entry: actions[waiting] as Stored, round };
            if (round.finished || round.status !== 'debited') throw new AppError('originals_round_finished');
            const entry: Stored = { requestId: input.requestId, action: parsed.data };
            let extra = 0n;
            try {
              extra = def.raise?.({ state: round.state, bet: BigInt(round.bet), params: round.params, action: parsed.data }) ?? 0n;
            } catch (error) {
              if (error instanceof RangeError) throw new AppError('originals_params_invalid');
              throw error;
            }
            if (extra <= 0n) {
              await apply(trx, round, actions, entry, actions.length);
              return null;
            }
            const pending: Stored = { ...entry, raised: extra.toString(), pending: true };
            await repo.update(trx, round.id, { actions: [...actions, pending] });
            return { index: actions.length, entry: pending, round };
          });
          if (!raise) break;
          const mine = raise.entry.requestId === input.requestId;
          try {
            const debited = await wallet.debit({
              ...walletCall(raise.round),
              txnId: roundTxn.raise(roundCode, raise.index),
              amount: BigInt(raise.entry.raised as string),
            });
            if (mine) raisedBalance = debited.balance;
          } catch (error) {
            const refusal = walletRefusal(error, decimals);
            // An unknown outcome keeps the action pending: the next call on the round replays the debit.
            if (!refusal) throw error;
            await db.transaction().execute(async (trx) => {
              const round = await repo.lockRound(trx, roundCode);
              const actions = (round?.actions ?? []) as Stored[];
              if (round && actions[raise.index]?.pending && actions[raise.index]?.requestId === raise.entry.requestId)
                await repo.update(trx, round.id, { actions: actions.filter((_, i) => i !== raise.index) });
            });
            if (mine) throw refusal;
            continue;
          }
          await db.transaction().execute(async (trx) => {
            const round = await repo.lockRound(trx, roundCode);
            const actions = (round?.actions ?? []) as Stored[];
            const entry = actions[raise.index];
            if (round && entry?.pending && entry.requestId === raise.entry.requestId) await apply(trx, round, actions, entry, raise.index);
          });
          if (mine) break;
        }
      }
    },

    /**
     * `POST /wps/originals/:code/seed` and `/seed/rotate`: ends the member's pair (its server seed is
     * shown, so its rounds can be checked) and starts a new one, with the member's new client seed
     * or the old one. Refused while a steps round under the pair is still open.
     */
    async rotate(ctx: AuthContext, code: string, clientSeed?: string): Promise<OriginalsRotation> {
      definition(code);
      const memberId = ctx.member.id;
      await repo.activeSeed(db, memberId, code, makeSeed);
      return db.transaction().execute(async (trx) => {
        const seed = await repo.lockSeed(trx, memberId, code);
        if (!seed) throw new AppError('originals_game_not_found');
        if (await repo.openRound(trx, memberId, code)) throw new AppError('originals_round_open');
        await repo.reveal(trx, seed.id);
        const next = await repo.activeSeed(trx, memberId, code, () => ({ ...makeSeed(), client_seed: clientSeed ?? seed.client_seed }));
        return {
          revealed: {
            serverSeed: seed.server_seed,
            serverSeedHash: seed.server_seed_hash,
            clientSeed: seed.client_seed,
            rounds: seed.next_nonce,
          },
          next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed, nonce: next.next_nonce },
        };
      });
    },

    /** `GET /wps/originals/rounds`: the member's rounds, newest first. */
    async rounds(site: SiteContext, ctx: AuthContext, query: z.output<typeof originalsRoundsQuerySchema>): Promise<OriginalsRoundPage> {
      const { rows, total } = await repo.page(ctx.member.id, query.code, query.pageNo, query.pageSize);
      return {
        list: rows.map((row) => presentRound(row, site.merchant.currency_decimals)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** `GET /wps/originals/rounds/:roundCode`: one of the member's rounds. */
    async round(site: SiteContext, ctx: AuthContext, roundCode: string) {
      const row = await repo.roundByCode(db, roundCode);
      if (!row || row.member_id !== ctx.member.id) throw new AppError('originals_round_not_found');
      return presentRound(row, site.merchant.currency_decimals);
    },

    /**
     * Finishes what a crash or a lost answer left (run periodically by the plugin): a round still
     * `open` after `olderThanMs` has a debit of unknown outcome, so it is rolled back and voided; a
     * finished round still `debited` is credited. Steps rounds waiting for the player are left alone.
     */
    async sweep(olderThanMs = 30_000): Promise<number> {
      const stale = await repo.stale(olderThanMs, 100);
      let done = 0;
      for (const round of stale) {
        try {
          if (round.status === 'open') await voidRound(round);
          else await settle(round);
          done++;
        } catch {
          // Left for the next pass (the member's session row or the database may be back by then).
        }
      }
      return done;
    },
  };
}

export type OriginalsService = ReturnType<typeof createOriginalsService>;
