import crypto from 'node:crypto';
import {
  formatMinor,
  MODULE_IDS,
  type OpsReferralsRequest,
  type OpsReferralsResponse,
  parseMinor,
  REFERRAL_STAGES,
  type ReferralFriendsResponse,
  type ReferralSettings,
  type ReferralSummary,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { ConfigService } from '../config/config.service';
import { maskAccount } from '../game-launch/game-launch.presenter';
import { recordAudit } from '../ops/audit';
import type { ReferralRepository } from './referral.repository';

/** The letters of a referral code after its `R` (no 0/O, 1/I/L): shared REFERRAL_CODE_PATTERN. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_ATTEMPTS = 5;

function newCode(): string {
  return `R${Array.from({ length: 9 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('')}`;
}

type Deps = { db: Kysely<Database>; repo: ReferralRepository; config: ConfigService };

/** Invite friends for members and operators (docs/promotions/referral.md); the stages themselves are referral-stages.ts. */
export function createReferralService(deps: Deps) {
  const { db, repo, config } = deps;

  /** The member's code: made on first use, then the same forever. */
  async function codeOf(memberId: number): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const existing = await repo.code(memberId);
      if (existing) return existing;
      // A taken code (another member's) leaves this member's code unset: try another.
      await repo.setCode(memberId, newCode());
    }
    const existing = await repo.code(memberId);
    if (!existing) throw new AppError('conflict');
    return existing;
  }

  async function requireModule(site: SiteContext, ctx: AuthContext): Promise<void> {
    if (!(await config.isModuleEnabled(site.merchant, MODULE_IDS.referral))) throw new AppError('module_disabled');
    if (ctx.isTrial) throw new AppError('in_need_true_account');
  }

  return {
    codeOf,

    /** `GET /wps/referral/summary` (T). */
    async summary(site: SiteContext, ctx: AuthContext): Promise<ReferralSummary> {
      await requireModule(site, ctx);
      const decimals = site.merchant.currency_decimals;
      const [code, settings, friends, earned] = await Promise.all([
        codeOf(ctx.member.id),
        repo.settings(db, site.merchant.id),
        repo.friends(ctx.member.id, 1, 1),
        repo.earned(ctx.member.id),
      ]);
      const money = (text: string) => formatMinor(parseMinor(text, decimals), decimals);
      return {
        code,
        path: `/register?${new URLSearchParams({ referralCode: code })}`,
        rewardsEnabled: settings.rewardsEnabled,
        stages: REFERRAL_STAGES.map((stage) => ({
          stage,
          referrer: money(settings.stages[stage].referrer),
          friend: money(settings.stages[stage].friend),
          threshold: money(settings.stages[stage].threshold),
        })),
        monthlyFriendsMax: settings.monthlyFriendsMax,
        rulesText: settings.rulesText[site.language] ?? settings.rulesText.en ?? '',
        friends: friends.total,
        earned: formatMinor(earned, decimals),
      };
    },

    /** `GET /wps/referral/friends` (T): masked names, dates and stages; never money. */
    async friends(site: SiteContext, ctx: AuthContext, page: number, size: number): Promise<ReferralFriendsResponse> {
      await requireModule(site, ctx);
      const { total, rows } = await repo.friends(ctx.member.id, page, size);
      return {
        total,
        list: rows.map((r) => ({
          username: maskAccount(r.username),
          registeredAt: r.createdAt.toISOString(),
          stage: r.stage,
          flagged: r.flagged,
        })),
      };
    },

    /** `GET /ops/referral/settings` (promotions.read). */
    settings(request: FastifyRequest): Promise<ReferralSettings> {
      return repo.settings(db, request.site.merchant.id);
    },

    /** `GET /ops/referral/friends` (promotions.read): who invited whom, the furthest stage, the flag and the rewards paid. */
    async opsReferrals(request: FastifyRequest, query: OpsReferralsRequest): Promise<OpsReferralsResponse> {
      const { merchant } = request.site;
      const { total, rows } = await repo.opsReferrals(merchant.id, query.page, query.size, query.q);
      return {
        total,
        list: rows.map((r) => ({
          referrer: r.referrer,
          friend: r.friend,
          registeredAt: r.createdAt.toISOString(),
          stage: r.stage,
          flag: r.flag,
          referrerPaid: formatMinor(r.referrerPaid, merchant.currency_decimals),
          friendPaid: formatMinor(r.friendPaid, merchant.currency_decimals),
        })),
      };
    },

    /** `PUT /ops/referral/settings` (promotions.write): replaces the settings, audited in the same transaction. */
    async saveSettings(request: FastifyRequest, input: ReferralSettings): Promise<ReferralSettings> {
      const merchantId = request.site.merchant.id;
      const decimals = request.site.merchant.currency_decimals;
      for (const stage of REFERRAL_STAGES) {
        for (const field of ['referrer', 'friend', 'threshold'] as const) {
          // Money with more places than the currency has would not parse later.
          try {
            parseMinor(input.stages[stage][field], decimals);
          } catch {
            throw new AppError('invalid_parameter', { field: `stages.${stage}.${field}` });
          }
        }
      }
      return db.transaction().execute(async (trx) => {
        const before = await repo.settings(trx, merchantId);
        await repo.saveSettings(trx, merchantId, input);
        await recordAudit(trx, request, {
          action: 'referral.settings',
          targetType: 'referral_setting',
          targetId: merchantId,
          before,
          after: input,
        });
        return input;
      });
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
