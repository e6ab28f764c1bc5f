import { randomInt } from 'node:crypto';
import type {
  MemberStatus,
  memberNoteRequestSchema,
  memberPasswordRequestSchema,
  memberPrizeGroupRequestSchema,
  memberStatusRequestSchema,
  memberTagsRequestSchema,
  memberVipRequestSchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionSockets } from '../../realtime/session-sockets';
import { hashPassword } from '../auth/password';
import type { ConfigService } from '../config/config.service';
import { applyFieldRules } from '../member/register-rules';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import type { MemberPageRepository } from './member-page.repository';

type Deps = { db: Kysely<Database>; page: MemberPageRepository; sockets: SessionSockets; config: ConfigService };

/** Which status changes an operator may make: freeze and close an active member, unfreeze or close a frozen one. CLOSED is final. */
const TRANSITIONS: Record<MemberStatus, readonly MemberStatus[]> = {
  ACTIVE: ['FROZEN', 'CLOSED'],
  FROZEN: ['ACTIVE', 'CLOSED'],
  CLOSED: [],
};

/** Letters and digits a person reads back without confusing them (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A temporary password of 10 characters with at least one letter and one digit, from the system's CSPRNG. */
export function temporaryPassword(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < 10; i += 1) out += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
    if (/\d/.test(out) && /[a-z]/i.test(out)) return out;
  }
}

/**
 * An operator's actions on a member's account (`members.write`), each in one transaction with
 * its audit row: status (freeze, close, unfreeze: a member not ACTIVE is refused at login and
 * its live sessions end), password reset, notes, tags, prize group and VIP overrides.
 */
export function createMemberActionsService(deps: Deps) {
  const { db, page, sockets, config } = deps;

  /** Locks the member's row (one merchant's) for the change and returns it. */
  async function lockMember(trx: Kysely<Database>, merchantId: number, memberId: number) {
    const row = await trx
      .selectFrom('member')
      .select(['id', 'username', 'status', 'parent_id', 'password_is_default'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('member_not_found');
    return row;
  }

  async function endSessions(trx: Kysely<Database>, memberId: number): Promise<number> {
    const ended = await trx
      .updateTable('member_session')
      .set({ revoked_at: sql`now()` })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }

  async function profile(trx: Kysely<Database>, memberId: number) {
    const row = await trx
      .selectFrom('member_ops_profile')
      .select(['tags', 'vip_level_override'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return { tags: row?.tags ?? [], vipLevelOverride: row?.vip_level_override ?? null };
  }

  return {
    async setStatus(request: FastifyRequest, memberId: number, input: z.output<typeof memberStatusRequestSchema>) {
      const merchant = request.site.merchant;
      const result = await db.transaction().execute(async (trx) => {
        const before = await lockMember(trx, merchant.id, memberId);
        const from = before.status as MemberStatus;
        if (from === input.status) return { status: from, sessionsEnded: 0 };
        if (!TRANSITIONS[from].includes(input.status))
          throw new AppError('conflict', { reason: 'status_transition', from, to: input.status });
        await trx.updateTable('member').set({ status: input.status }).where('id', '=', memberId).execute();
        const sessionsEnded = input.status === 'ACTIVE' ? 0 : await endSessions(trx, memberId);
        await recordAudit(trx, request, {
          action: `member.${input.status === 'ACTIVE' ? 'unfreeze' : input.status === 'FROZEN' ? 'freeze' : 'close'}`,
          targetType: 'member',
          targetId: memberId,
          before: { status: from },
          after: { status: input.status, reason: input.reason, sessionsEnded },
        });
        return { status: input.status, sessionsEnded };
      });
      // After the commit: the member's open sockets close (its tabs are told they were logged out).
      if (result.sessionsEnded > 0) sockets.allSessionsEnded(memberId);
      return { status: result.status };
    },

    /**
     * A new password the member must replace at its next login (`password_is_default`, the forced
     * change of FORCED_PASSWORD_CHANGE); its sessions end. A generated one is answered once and
     * stored only hashed; one the operator typed must pass the merchant's password rule.
     */
    async resetPassword(request: FastifyRequest, memberId: number, input: z.output<typeof memberPasswordRequestSchema>) {
      const merchant = request.site.merchant;
      let password: string;
      if (input.mode === 'set') {
        const rules = (await config.registerSettings(merchant)).fields.filter((r) => r.field === 'password');
        applyFieldRules({ password: input.password }, rules, ['password']);
        password = input.password;
      } else password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const sessionsEnded = await db.transaction().execute(async (trx) => {
        const before = await lockMember(trx, merchant.id, memberId);
        await trx
          .updateTable('member')
          .set({ password_hash: passwordHash, password_is_default: true, password_changed_at: sql`now()` })
          .where('id', '=', memberId)
          .execute();
        const ended = await endSessions(trx, memberId);
        await recordAudit(trx, request, {
          action: 'member.password_reset',
          targetType: 'member',
          targetId: memberId,
          before: { mustChangePassword: before.password_is_default },
          after: { mustChangePassword: true, mode: input.mode, sessionsEnded: ended },
        });
        return ended;
      });
      if (sessionsEnded > 0) sockets.allSessionsEnded(memberId);
      return { temporaryPassword: input.mode === 'generate' ? password : null };
    },

    async addNote(request: FastifyRequest, memberId: number, input: z.output<typeof memberNoteRequestSchema>) {
      const merchant = request.site.merchant;
      const operator = operatorOf(request);
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, merchant.id, memberId);
        const note = await trx
          .insertInto('member_note')
          .values({ member_id: memberId, operator_id: operator.operatorId, operator_username: operator.username, body: input.body })
          .returningAll()
          .executeTakeFirstOrThrow();
        const presented = {
          id: Number(note.id),
          body: note.body,
          operator: note.operator_username,
          createdAt: note.created_at.toISOString(),
        };
        await recordAudit(trx, request, {
          action: 'member.note',
          targetType: 'member',
          targetId: memberId,
          before: null,
          after: presented,
        });
        return presented;
      });
    },

    async setTags(request: FastifyRequest, memberId: number, input: z.output<typeof memberTagsRequestSchema>) {
      const merchant = request.site.merchant;
      const tags = [...new Set(input.tags)];
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, merchant.id, memberId);
        const before = await profile(trx, memberId);
        await trx
          .insertInto('member_ops_profile')
          .values({ member_id: memberId, tags })
          .onConflict((oc) => oc.column('member_id').doUpdateSet({ tags, updated_at: sql`now()` }))
          .execute();
        await recordAudit(trx, request, {
          action: 'member.tags',
          targetType: 'member',
          targetId: memberId,
          before: { tags: before.tags },
          after: { tags },
        });
        return { tags };
      });
    },

    async setVip(request: FastifyRequest, memberId: number, input: z.output<typeof memberVipRequestSchema>) {
      const merchant = request.site.merchant;
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, merchant.id, memberId);
        const before = await profile(trx, memberId);
        await trx
          .insertInto('member_ops_profile')
          .values({ member_id: memberId, vip_level_override: input.level })
          .onConflict((oc) => oc.column('member_id').doUpdateSet({ vip_level_override: input.level, updated_at: sql`now()` }))
          .execute();
        await recordAudit(trx, request, {
          action: 'member.vip_override',
          targetType: 'member',
          targetId: memberId,
          before: { vipLevelOverride: before.vipLevelOverride },
          after: { vipLevelOverride: input.level },
        });
        return { vipLevelOverride: input.level };
      });
    },

    /**
     * Sets the member's lottery prize group, or (null) returns it to the merchant's default. The
     * agent tree's rule holds for operators too: within the merchant's bounds, at or below the
     * upline's group, and not below the highest group the member gave its own direct downlines
     * (the difference is an agent's rebate, which must never be negative). Locks the upline's and
     * the member's rows, as the agents' own change does (lottery/downline-prize-groups.ts).
     */
    async setPrizeGroup(request: FastifyRequest, memberId: number, input: z.output<typeof memberPrizeGroupRequestSchema>) {
      const merchant = request.site.merchant;
      const bounds = await page.prizeGroupBounds(merchant.id);
      return db.transaction().execute(async (trx) => {
        const target = await trx
          .selectFrom('member')
          .select(['id', 'parent_id'])
          .where('merchant_id', '=', merchant.id)
          .where('id', '=', memberId)
          .executeTakeFirst();
        if (!target) throw new AppError('member_not_found');
        const ids = [target.id, ...(target.parent_id ? [target.parent_id] : [])].sort((a, b) => a - b);
        await trx.selectFrom('member').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
        const seriesOf = async (id: number) =>
          (await trx.selectFrom('lottery_member_series').select('series').where('member_id', '=', id).executeTakeFirst())?.series ?? null;
        const before = await seriesOf(memberId);
        const effective = input.series ?? bounds.defaultSeries;
        const upline = target.parent_id ? ((await seriesOf(target.parent_id)) ?? bounds.defaultSeries) : bounds.max;
        const given = await trx
          .selectFrom('member_closure as c')
          .innerJoin('lottery_member_series as s', 's.member_id', 'c.descendant_id')
          .select(sql<number | null>`max(s.series)`.as('given'))
          .where('c.ancestor_id', '=', memberId)
          .where('c.depth', '=', 1)
          .executeTakeFirst();
        const floor = Math.max(bounds.min, given?.given ?? 0);
        const ceiling = Math.min(bounds.max, upline);
        if (effective < floor || effective > ceiling) throw new AppError('lottery_series_invalid', { min: floor, max: ceiling });
        if (input.series === null) await trx.deleteFrom('lottery_member_series').where('member_id', '=', memberId).execute();
        else
          await trx
            .insertInto('lottery_member_series')
            .values({ member_id: memberId, series: input.series, updated_at: new Date() })
            .onConflict((oc) => oc.column('member_id').doUpdateSet({ series: input.series as number, updated_at: new Date() }))
            .execute();
        await recordAudit(trx, request, {
          action: 'member.prize_group',
          targetType: 'member',
          targetId: memberId,
          before: { series: before },
          after: { series: input.series },
        });
        return { series: effective, assigned: input.series !== null };
      });
    },
  };
}

export type MemberActionsService = ReturnType<typeof createMemberActionsService>;
