import {
  formatMinor,
  type OpsRgView,
  parseMinor,
  type RealityCheck,
  RG,
  RG_LIMIT_KEYS,
  RG_MONEY_LIMIT_KEYS,
  type RgExclusionRequest,
  type RgLimitKey,
  type RgState,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { createSessionSockets, type SessionSockets } from '../../realtime/session-sockets';
import { createRgRepository, type RgExclusionRow, type RgLimitRow, type RgRepository } from './responsible-gaming.repository';

const REALITY_CHECK_KEY = 'reality_check_minutes';
type Period = keyof typeof RG.periodMs;
const periodOf = (key: string) => key.split('_')[1] as Period;

/** The value in force at `at`: a pending change whose time has come replaces the stored one. */
export function effectiveValue(row: Pick<RgLimitRow, 'value' | 'pending_set' | 'pending_value' | 'pending_at'>, at: Date): bigint | null {
  if (row.pending_set && row.pending_at && row.pending_at.getTime() <= at.getTime()) return row.pending_value;
  return row.value;
}

const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

type Deps = {
  db: Kysely<Database>;
  repo: RgRepository;
  /** The clock every rule reads (tests inject a controlled one). */
  clock: () => Date;
  sockets: SessionSockets;
  /** How long a minute of reality checks and session limits is (60000; shortened in browser tests). */
  realityCheckMinuteMs: number;
};

/**
 * Responsible gaming (issue 20; docs/responsible-gaming/limits.md): limits with a 24-hour
 * cooling-off on increases, time-outs and self-exclusions nobody can end early, reality checks,
 * and the one guard every money-in and stake path calls inside its transaction
 * (`checkDeposit`, `checkStake`, `checkLogin`).
 */
export function createResponsibleGaming({ db, repo, clock, sockets, realityCheckMinuteMs }: Deps) {
  const money = (amount: bigint, decimals: number) => formatMinor(amount, decimals);

  async function excluded(trx: Kysely<Database>, memberId: number, at: Date): Promise<void> {
    const exclusion = await repo.activeExclusion(trx, memberId, at);
    if (exclusion) throw new AppError('rg_excluded', { kind: exclusion.kind, endsAt: exclusion.ends_at.toISOString() });
  }

  async function effectiveLimits(trx: Kysely<Database>, memberId: number, at: Date): Promise<Map<string, bigint>> {
    const rows = await repo.limits(trx, memberId);
    const limits = new Map<string, bigint>();
    for (const row of rows) {
      const value = effectiveValue(row, at);
      if (value !== null) limits.set(row.key, value);
    }
    return limits;
  }

  const presentExclusion = (row: RgExclusionRow) => ({
    kind: row.kind,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
  });

  async function state(memberId: number, decimals: number): Promise<RgState> {
    const at = clock();
    const rows = await repo.limits(db, memberId);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const moneyKeys = RG_MONEY_LIMIT_KEYS.filter((k) => byKey.has(k));
    const used = new Map<string, bigint>();
    if (moneyKeys.length > 0) {
      for (const period of ['day', 'week', 'month'] as const) {
        if (!moneyKeys.some((k) => periodOf(k) === period)) continue;
        const since = new Date(at.getTime() - RG.periodMs[period]);
        const [deposits, play] = await Promise.all([repo.depositsSince(db, memberId, since), repo.playSince(db, memberId, since)]);
        used.set(`deposit_${period}`, deposits);
        used.set(`wager_${period}`, play.staked);
        used.set(`loss_${period}`, play.net < 0n ? -play.net : 0n);
      }
    }
    const format = (key: string, value: bigint | null) =>
      value === null ? null : key === 'session_minutes' ? String(value) : money(value, decimals);
    const limits = RG_LIMIT_KEYS.map((key) => {
      const row = byKey.get(key);
      const value = row ? effectiveValue(row, at) : null;
      const pendingDue = row?.pending_set && row.pending_at && row.pending_at.getTime() > at.getTime();
      const usedValue = used.get(key);
      return {
        key,
        value: format(key, value),
        used: usedValue === undefined || key === 'session_minutes' ? null : money(usedValue, decimals),
        remaining:
          value === null || usedValue === undefined || key === 'session_minutes'
            ? null
            : money(value > usedValue ? value - usedValue : 0n, decimals),
        pending: pendingDue && row.pending_at ? { value: format(key, row.pending_value), effectiveAt: row.pending_at.toISOString() } : null,
      };
    });
    const reality = byKey.get(REALITY_CHECK_KEY);
    const exclusion = await repo.activeExclusion(db, memberId, at);
    return {
      limits,
      realityCheckMinutes: Number(reality ? (effectiveValue(reality, at) ?? 0n) : 0n),
      exclusion: exclusion ? presentExclusion(exclusion) : null,
    };
  }

  /** Ends every session of the member and closes its sockets (the open pages go to the logged-out state). */
  async function endSessions(memberId: number): Promise<void> {
    await db
      .updateTable('member_session')
      .set({ revoked_at: clock() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    sockets.allSessionsEnded(memberId);
  }

  return {
    state,

    /**
     * Sets one limit: a first limit or a decrease applies at once (and drops a pending increase);
     * an increase or a removal waits RG.coolingOffMs, as a pending change. Recorded in the history.
     */
    async setLimit(memberId: number, key: RgLimitKey, text: string | null, decimals: number, actor = 'member'): Promise<RgState> {
      const at = clock();
      const next = text === null ? null : key === 'session_minutes' ? BigInt(text) : parseMinor(text, decimals);
      if (next !== null && next <= 0n)
        throw new AppError('invalid_parameter', { issues: [{ path: 'value', code: 'custom', message: 'positive' }] });
      await db.transaction().execute(async (trx) => {
        const rows = await repo.limits(trx, memberId);
        const row = rows.find((r) => r.key === key);
        const current = row ? effectiveValue(row, at) : null;
        const immediate = next !== null && (current === null || next <= current);
        const effectiveAt = immediate ? at : new Date(at.getTime() + RG.coolingOffMs);
        await repo.upsertLimit(trx, {
          member_id: memberId,
          key,
          value: immediate ? next : current,
          pending_value: immediate ? null : next,
          pending_set: !immediate,
          pending_at: immediate ? null : effectiveAt,
        });
        await repo.addHistory(trx, {
          member_id: memberId,
          action: immediate ? 'limit_set' : 'limit_pending',
          key,
          old_value: current,
          new_value: next,
          effective_at: effectiveAt,
          actor,
          created_at: at,
        });
      });
      return state(memberId, decimals);
    },

    /** The reality-check interval; a preference, so it applies at once. */
    async setRealityCheck(memberId: number, minutes: number, decimals: number): Promise<RgState> {
      const at = clock();
      await db.transaction().execute(async (trx) => {
        await repo.upsertLimit(trx, {
          member_id: memberId,
          key: REALITY_CHECK_KEY,
          value: minutes > 0 ? BigInt(minutes) : null,
          pending_value: null,
          pending_set: false,
          pending_at: null,
        });
        await repo.addHistory(trx, {
          member_id: memberId,
          action: 'reality_check',
          key: REALITY_CHECK_KEY,
          new_value: BigInt(minutes),
          effective_at: at,
          actor: 'member',
          created_at: at,
        });
      });
      return state(memberId, decimals);
    },

    /**
     * A time-out or self-exclusion from now; one already in force may be lengthened, never
     * shortened (`rg_exclusion_cannot_be_lifted`). Every session of the member ends at once.
     */
    async exclude(memberId: number, input: RgExclusionRequest): Promise<{ kind: string; endsAt: string }> {
      const at = clock();
      const endsAt = input.kind === 'timeout' ? new Date(at.getTime() + input.days * 24 * 3_600_000) : addMonths(at, input.months);
      await db.transaction().execute(async (trx) => {
        const active = await repo.activeExclusion(trx, memberId, at);
        if (active && active.ends_at.getTime() >= endsAt.getTime())
          throw new AppError('rg_exclusion_cannot_be_lifted', { endsAt: active.ends_at.toISOString() });
        await repo.insertExclusion(trx, { member_id: memberId, kind: input.kind, starts_at: at, ends_at: endsAt });
        await repo.addHistory(trx, {
          member_id: memberId,
          action: input.kind,
          effective_at: endsAt,
          actor: 'member',
          created_at: at,
        });
      });
      await endSessions(memberId);
      return { kind: input.kind, endsAt: endsAt.toISOString() };
    },

    /** Refuses a member-side login during a time-out or self-exclusion (`rg_excluded` with its end). */
    async checkLogin(trx: Kysely<Database>, memberId: number): Promise<void> {
      await excluded(trx, memberId, clock());
    },

    /**
     * The guard of every money-in path, in its transaction: refuses during an exclusion, and a
     * deposit above what the member's deposit limits leave (`rg_deposit_limit_exceeded` with the
     * period and the remaining amount).
     */
    async checkDeposit(trx: Kysely<Database>, memberId: number, amount: bigint, decimals: number): Promise<void> {
      const at = clock();
      await excluded(trx, memberId, at);
      const limits = await effectiveLimits(trx, memberId, at);
      for (const period of ['day', 'week', 'month'] as const) {
        const limit = limits.get(`deposit_${period}`);
        if (limit === undefined) continue;
        const used = await repo.depositsSince(trx, memberId, new Date(at.getTime() - RG.periodMs[period]));
        const remaining = limit > used ? limit - used : 0n;
        if (amount > remaining) throw new AppError('rg_deposit_limit_exceeded', { period, remaining: money(remaining, decimals) });
      }
    },

    /**
     * The guard of every stake path (vendor transfers in, provider debits — and through them the
     * lottery and every in-house game), in its transaction: refuses during an exclusion, when the
     * session time limit is reached, when the stake exceeds what a wager limit leaves, and when a
     * loss limit is reached or would be by losing this stake.
     */
    async checkStake(trx: Kysely<Database>, memberId: number, amount: bigint, decimals: number): Promise<void> {
      const at = clock();
      await excluded(trx, memberId, at);
      const limits = await effectiveLimits(trx, memberId, at);
      if (limits.size === 0) return;
      const sessionLimit = limits.get('session_minutes');
      if (sessionLimit !== undefined) {
        const session = await repo.liveSession(trx, memberId, at);
        if (session && at.getTime() - new Date(session.created_at).getTime() >= Number(sessionLimit) * realityCheckMinuteMs) {
          throw new AppError('rg_session_limit_reached');
        }
      }
      for (const period of ['day', 'week', 'month'] as const) {
        const wager = limits.get(`wager_${period}`);
        const loss = limits.get(`loss_${period}`);
        if (wager === undefined && loss === undefined) continue;
        const play = await repo.playSince(trx, memberId, new Date(at.getTime() - RG.periodMs[period]));
        if (wager !== undefined) {
          const remaining = wager > play.staked ? wager - play.staked : 0n;
          if (amount > remaining) throw new AppError('rg_wager_limit_exceeded', { period, remaining: money(remaining, decimals) });
        }
        if (loss !== undefined) {
          const lost = play.net < 0n ? -play.net : 0n;
          const remaining = loss > lost ? loss - lost : 0n;
          if (amount > remaining) throw new AppError('rg_loss_limit_exceeded', { period, remaining: money(remaining, decimals) });
        }
      }
    },

    /**
     * The reality check of the caller's session: time since its login and the net result since
     * then. When the session time limit is reached the member's sessions end here
     * (`rg_session_limit_reached`): the web polls this on its reality-check schedule.
     */
    async realityCheck(memberId: number, loginAt: Date, decimals: number): Promise<RealityCheck> {
      const at = clock();
      const limits = await effectiveLimits(db, memberId, at);
      const minutesPlayed = Math.max(0, Math.floor((at.getTime() - loginAt.getTime()) / realityCheckMinuteMs));
      const sessionLimit = limits.get('session_minutes');
      if (sessionLimit !== undefined && minutesPlayed >= Number(sessionLimit)) {
        await endSessions(memberId);
        throw new AppError('rg_session_limit_reached');
      }
      const play = await repo.playSince(db, memberId, loginAt);
      return {
        loginAt: loginAt.toISOString(),
        minutesPlayed,
        net: money(play.net, decimals),
        intervalMinutes: Number(limits.get(REALITY_CHECK_KEY) ?? 0n),
        minuteMs: realityCheckMinuteMs,
      };
    },

    /** The operator's view: state, every exclusion and the latest 200 changes. */
    async opsView(memberId: number, decimals: number): Promise<OpsRgView> {
      const [current, exclusions, history] = await Promise.all([
        state(memberId, decimals),
        repo.exclusions(db, memberId),
        repo.history(db, memberId, 200),
      ]);
      const format = (key: string | null, value: bigint | null) =>
        value === null
          ? null
          : key === null || key === 'session_minutes' || key === REALITY_CHECK_KEY
            ? String(value)
            : money(value, decimals);
      return {
        state: current,
        exclusions: exclusions.map(presentExclusion),
        history: history.map((h) => ({
          id: String(h.id),
          action: h.action,
          key: h.key,
          oldValue: format(h.key, h.old_value === null ? null : BigInt(h.old_value)),
          newValue: format(h.key, h.new_value === null ? null : BigInt(h.new_value)),
          effectiveAt: h.effective_at ? new Date(h.effective_at).toISOString() : null,
          actor: h.actor,
          createdAt: new Date(h.created_at).toISOString(),
        })),
      };
    },
  };
}

export type ResponsibleGaming = ReturnType<typeof createResponsibleGaming>;

/** The guard on the system clock with no sockets to close: for the seed and test support, which build services outside an app. */
export function standaloneResponsibleGaming(db: Kysely<Database>): ResponsibleGaming {
  return createResponsibleGaming({
    db,
    repo: createRgRepository(),
    clock: () => new Date(),
    sockets: createSessionSockets(),
    realityCheckMinuteMs: 60_000,
  });
}
