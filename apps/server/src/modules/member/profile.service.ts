import { randomBytes } from 'node:crypto';
import {
  BUILT_IN_AVATARS,
  type ChooseIconRequest,
  DEFAULT_PROFILE_MODES,
  LIMITS,
  type MemberIcon,
  type OpsMemberProfile,
  type OpsProfileCorrectionRequest,
  PROFILE_FIELDS,
  type Profile,
  type ProfileField,
  type ProfileFieldMode,
  type ProfileRules,
  type UpdateProfileRequest,
  type UpdateProfileRulesRequest,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/auth.service';
import { recordAudit } from '../ops/audit';
import { memberIconPath } from './member.presenter';
import { processIcon } from './member-icon-image';
import { PROFILE_COLUMNS, profileRepository as repo } from './profile.repository';
import { ageInYears } from './register-rules';

type Db = Kysely<Database>;

/** Each field's mode for a merchant: the operator's rule, else the default. */
async function modesOf(db: Db, merchantId: number): Promise<Record<ProfileField, ProfileFieldMode>> {
  const rules = await repo.rules(db, merchantId);
  const modes = { ...DEFAULT_PROFILE_MODES };
  for (const field of PROFILE_FIELDS) {
    const mode = rules.get(field);
    if (mode === 'editable' || mode === 'once' || mode === 'hidden') modes[field] = mode;
  }
  return modes;
}

/**
 * The member profile of spec §3 and the member icon (docs/responsible-gaming/profile-and-reports.md).
 * A field's mode is the operator's: `editable` always, `once` locked after the member first saves
 * it (the back office may still correct it), `hidden` neither shown nor accepted.
 */
export function createProfileService(db: Db) {
  async function view(merchantId: number, memberId: number): Promise<Profile> {
    const [modes, { values, saved }] = await Promise.all([modesOf(db, merchantId), repo.values(db, memberId)]);
    return {
      fields: PROFILE_FIELDS.filter((field) => modes[field] !== 'hidden').map((field) => {
        const mode = modes[field];
        return { field, value: values[PROFILE_COLUMNS[field]] ?? null, mode, editable: mode === 'editable' || !saved.includes(field) };
      }),
    };
  }

  /** The operator's view: every field (hidden ones too) with its mode, value and whether the member may change it. */
  async function opsView(trx: Db, merchantId: number, memberId: number): Promise<OpsMemberProfile> {
    const [modes, { values, saved }] = await Promise.all([modesOf(trx, merchantId), repo.values(trx, memberId)]);
    return {
      fields: PROFILE_FIELDS.map((field) => {
        const mode = modes[field];
        return { field, value: values[PROFILE_COLUMNS[field]] ?? null, mode, editable: mode === 'editable' || !saved.includes(field) };
      }),
    };
  }

  return {
    /** `GET /wps/member/info/profile`. */
    profile(ctx: AuthContext): Promise<Profile> {
      return view(ctx.member.merchant_id, ctx.member.id);
    },

    /** `PUT /wps/member/info/profile`: all the fields change, or none (a hidden or locked one refuses the whole change). */
    async update(ctx: AuthContext, input: UpdateProfileRequest): Promise<Profile> {
      // The same age rule as registration: a birthday makes the member an adult.
      if (input.birthday && ageInYears(input.birthday) < LIMITS.minimumAge) throw new AppError('under_minimum_age');
      const modes = await modesOf(db, ctx.member.merchant_id);
      await db.transaction().execute(async (trx) => {
        const { values, saved } = await repo.values(trx, ctx.member.id, true);
        const changes: Record<string, string> = {};
        const fields: ProfileField[] = [];
        for (const field of PROFILE_FIELDS) {
          const value = input[field];
          if (value === undefined) continue;
          if (modes[field] === 'hidden') throw new AppError('profile_field_hidden', { field });
          const column = PROFILE_COLUMNS[field];
          // Saving the same value again is no change, so it is no refusal either.
          if (values[column] === value) continue;
          if (modes[field] === 'once' && saved.includes(field)) throw new AppError('profile_field_locked', { field });
          changes[column] = value;
          fields.push(field);
        }
        if (fields.length) await repo.saveFields(trx, ctx.member.id, changes, fields);
      });
      return view(ctx.member.merchant_id, ctx.member.id);
    },

    /** `PUT /wps/member/info/icon` (JSON): a built-in avatar, or 0 for the generated one. */
    async chooseIcon(ctx: AuthContext, input: ChooseIconRequest): Promise<MemberIcon> {
      const icon = input.avatar === 0 ? null : `set-${Math.min(input.avatar, BUILT_IN_AVATARS)}`;
      await db.transaction().execute(async (trx) => {
        await repo.setIcon(trx, ctx.member.id, icon);
        await repo.removeUploads(trx, ctx.member.id);
      });
      return { iconUrl: memberIconPath({ ...ctx.member, icon }) };
    },

    /** `POST /wps/member/info/icon` (multipart): an uploaded picture, checked, resized and re-encoded. */
    async uploadIcon(ctx: AuthContext, bytes: Buffer): Promise<MemberIcon> {
      const image = await processIcon(bytes);
      const token = randomBytes(18).toString('base64url');
      const icon = `upload:${token}`;
      await db.transaction().execute(async (trx) => {
        await repo.replaceUpload(trx, ctx.member.id, token, image.contentType, image.bytes);
        await repo.setIcon(trx, ctx.member.id, icon);
      });
      return { iconUrl: memberIconPath({ ...ctx.member, icon }) };
    },

    /** An uploaded icon's picture by its unguessable token (public: an <img> sends no session). */
    icon(token: string) {
      return repo.findUpload(db, token);
    },

    /** Back office: `GET /ops/members/:id/profile`, a member of the operator's merchant only. */
    async opsProfile(merchantId: number, memberId: number): Promise<OpsMemberProfile> {
      if (!(await repo.isMemberOf(db, merchantId, memberId))) throw new AppError('member_not_found');
      return opsView(db, merchantId, memberId);
    },

    /**
     * Back office: `PUT /ops/members/:id/profile`. The operator sets any field, a locked or hidden
     * one too, with a reason; the changed fields count as saved, so a `once` field the operator set
     * stays locked for the member. One transaction with its audit row (the changed fields before
     * and after, and the reason); a value equal to the stored one is no change.
     */
    async correct(request: FastifyRequest, memberId: number, input: OpsProfileCorrectionRequest): Promise<OpsMemberProfile> {
      const merchantId = request.site.merchant.id;
      // The registration's age rule holds here too: an operator who learns the member is a minor closes the account.
      if (input.birthday && ageInYears(input.birthday) < LIMITS.minimumAge) throw new AppError('under_minimum_age');
      return db.transaction().execute(async (trx) => {
        if (!(await repo.isMemberOf(trx, merchantId, memberId, true))) throw new AppError('member_not_found');
        const { values } = await repo.values(trx, memberId, true);
        const changes: Record<string, string> = {};
        const fields: ProfileField[] = [];
        const before: Partial<Record<ProfileField, string | null>> = {};
        const after: Partial<Record<ProfileField, string>> = {};
        for (const field of PROFILE_FIELDS) {
          const value = input[field];
          if (value === undefined) continue;
          const column = PROFILE_COLUMNS[field];
          if (values[column] === value) continue;
          changes[column] = value;
          fields.push(field);
          before[field] = values[column] ?? null;
          after[field] = value;
        }
        if (fields.length) {
          await repo.saveFields(trx, memberId, changes, fields);
          await recordAudit(trx, request, {
            action: 'member.profile',
            targetType: 'member',
            targetId: memberId,
            before,
            after: { ...after, reason: input.reason },
          });
        }
        return opsView(trx, merchantId, memberId);
      });
    },

    /** Back office: each field's mode. */
    async rules(merchantId: number): Promise<ProfileRules> {
      return { modes: await modesOf(db, merchantId) };
    },

    /** Back office: sets every field's mode, audited with before and after. */
    async setRules(request: FastifyRequest, input: UpdateProfileRulesRequest): Promise<ProfileRules> {
      const merchantId = request.site.merchant.id;
      return db.transaction().execute(async (trx) => {
        const before = { modes: await modesOf(trx, merchantId) };
        for (const field of PROFILE_FIELDS) await repo.saveRule(trx, merchantId, field, input.modes[field]);
        const after = { modes: await modesOf(trx, merchantId) };
        await recordAudit(trx, request, {
          action: 'site.profile_rules',
          targetType: 'profile_field_rule',
          targetId: merchantId,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
