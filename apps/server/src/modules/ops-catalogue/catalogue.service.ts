import crypto from 'node:crypto';
import type {
  OpsBannerCreate,
  OpsBannerRow,
  OpsBannerUpdate,
  OpsCategoryRow,
  OpsGameRow,
  OpsGameUpdate,
  OpsRotatedCredential,
  OpsVendorRow,
  OpsVendorUpdate,
  opsBannerQuerySchema,
  opsCategoryQuerySchema,
  opsGameQuerySchema,
  opsVendorQuerySchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import { presentOpsBanner, presentOpsGame, presentOpsVendor } from './catalogue.presenter';
import type { OpsCatalogueRepository } from './catalogue.repository';

type Paged<T> = { rows: T[]; total: number; pageNo: number; pageSize: number };

/** The fields of a patch that were given, with their column names. */
function columns<T extends Record<string, unknown>>(input: T, names: Partial<Record<keyof T, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[names[key as keyof T] ?? key] = value;
  return out;
}

/**
 * The back office's catalogue (schemas/ops-catalogue.ts). Every write locks its row, changes it and
 * writes the audit row (before and after) in one transaction. Players see a change on their next
 * request: menus and lobbies are cached per `catalog_version`, which the catalogue tables' triggers
 * bump in the same transaction; launches and banners read the database on every call.
 */
export function createOpsCatalogueService(deps: { db: Kysely<Database>; repo: OpsCatalogueRepository }) {
  const { db, repo } = deps;

  return {
    async categories(q: z.output<typeof opsCategoryQuerySchema>): Promise<Paged<OpsCategoryRow>> {
      const { rows, total } = await repo.categories(q.sort, q.order, q);
      return {
        rows: rows.map((r) => ({
          code: r.code,
          title: r.title,
          sort: r.sort,
          enabled: r.enabled,
          vendorCount: r.vendor_count,
          gameCount: r.game_count,
        })),
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },

    async updateCategory(request: FastifyRequest, code: string, input: { sort?: number | undefined; enabled?: boolean | undefined }) {
      return db.transaction().execute(async (trx) => {
        const before = await repo.category(trx, code);
        if (!before) throw new AppError('category_not_found');
        const set = columns(input, {});
        await repo.updateCategory(trx, code, set);
        const after = { ...before, ...set };
        await recordAudit(trx, request, { action: 'catalogue.category_update', targetType: 'category', targetId: code, before, after });
        return after;
      });
    },

    async vendors(merchantId: number, q: z.output<typeof opsVendorQuerySchema>): Promise<Paged<OpsVendorRow>> {
      const { rows, total } = await repo.vendors(merchantId, q);
      return { rows: rows.map(presentOpsVendor), total, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async updateVendor(request: FastifyRequest, code: string, input: OpsVendorUpdate) {
      return db.transaction().execute(async (trx) => {
        const before = await repo.vendor(trx, code);
        if (!before) throw new AppError('vendor_not_found');
        const set = columns(
          {
            ...input,
            maintenanceStartsAt:
              input.maintenanceStartsAt === undefined ? undefined : input.maintenanceStartsAt && new Date(input.maintenanceStartsAt),
            maintenanceEndsAt:
              input.maintenanceStartsAt === null
                ? null
                : input.maintenanceEndsAt === undefined
                  ? undefined
                  : input.maintenanceEndsAt && new Date(input.maintenanceEndsAt),
          },
          {
            isNew: 'is_new',
            walletMode: 'wallet_mode',
            maintenanceStartsAt: 'maintenance_starts_at',
            maintenanceEndsAt: 'maintenance_ends_at',
          },
        );
        // A new start without an end given opens the window until it is cleared.
        if (input.maintenanceStartsAt && input.maintenanceEndsAt === undefined) set.maintenance_ends_at = null;
        if (input.walletMode !== undefined && input.walletMode !== before.wallet_mode && (await repo.vendorWalletInUse(trx, code))) {
          throw new AppError('vendor_wallet_in_use');
        }
        await repo.updateVendor(trx, code, set);
        const after = { ...before, ...set };
        await recordAudit(trx, request, { action: 'catalogue.vendor_update', targetType: 'vendor', targetId: code, before, after });
        return after;
      });
    },

    /** A new secret for the merchant's credential of the vendor; answered once, never stored anywhere but the credential. */
    async rotateCredential(request: FastifyRequest, code: string): Promise<OpsRotatedCredential> {
      const merchantId = request.site.merchant.id;
      const secret = crypto.randomBytes(32).toString('hex');
      return db.transaction().execute(async (trx) => {
        const credential = await repo.credential(trx, merchantId, code);
        if (!credential) throw new AppError('credential_not_found');
        const rotatedAt = await repo.rotateSecret(trx, credential.key_id, secret);
        // The audit row names the key and when; the secret itself never reaches the log.
        await recordAudit(trx, request, {
          action: 'catalogue.credential_rotate',
          targetType: 'vendor',
          targetId: code,
          before: { keyId: credential.key_id, rotatedAt: credential.rotated_at },
          after: { keyId: credential.key_id, rotatedAt },
        });
        return { keyId: credential.key_id, secret };
      });
    },

    async games(q: z.output<typeof opsGameQuerySchema>): Promise<Paged<OpsGameRow>> {
      const { rows, total } = await repo.games(q);
      return { rows: rows.map(presentOpsGame), total, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async updateGame(request: FastifyRequest, id: number, input: OpsGameUpdate) {
      return db.transaction().execute(async (trx) => {
        const before = await repo.game(trx, id);
        if (!before) throw new AppError('game_not_found');
        const set = columns(input, { hot: 'is_hot', isNew: 'is_new' });
        await repo.updateGame(trx, id, set);
        const after = { ...before, ...set };
        await recordAudit(trx, request, { action: 'catalogue.game_update', targetType: 'game', targetId: id, before, after });
        return after;
      });
    },

    async banners(merchantId: number, q: z.output<typeof opsBannerQuerySchema>): Promise<Paged<OpsBannerRow>> {
      const { rows, total } = await repo.banners(merchantId, q);
      return { rows: rows.map(presentOpsBanner), total, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async createBanner(request: FastifyRequest, input: OpsBannerCreate): Promise<OpsBannerRow> {
      const merchantId = request.site.merchant.id;
      return db.transaction().execute(async (trx) => {
        const id = await repo.insertBanner(trx, merchantId, input);
        const row = await repo.banner(trx, merchantId, id);
        if (!row) throw new AppError('banner_not_found');
        await recordAudit(trx, request, {
          action: 'catalogue.banner_create',
          targetType: 'banner',
          targetId: id,
          before: null,
          after: row,
        });
        return presentOpsBanner(row);
      });
    },

    async updateBanner(request: FastifyRequest, id: number, input: OpsBannerUpdate): Promise<OpsBannerRow> {
      const merchantId = request.site.merchant.id;
      return db.transaction().execute(async (trx) => {
        const before = await repo.banner(trx, merchantId, id);
        if (!before) throw new AppError('banner_not_found');
        const set = columns(
          {
            ...input,
            startsAt: input.startsAt === undefined ? undefined : input.startsAt && new Date(input.startsAt),
            endsAt: input.endsAt === undefined ? undefined : input.endsAt && new Date(input.endsAt),
          },
          {
            groupName: 'group_name',
            imageUrl: 'image_path',
            linkageType: 'linkage_type',
            startsAt: 'starts_at',
            endsAt: 'ends_at',
          },
        );
        const startsAt = (set.starts_at === undefined ? before.starts_at : set.starts_at) as Date | null;
        const endsAt = (set.ends_at === undefined ? before.ends_at : set.ends_at) as Date | null;
        if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
          throw new AppError('invalid_parameter', { issues: [{ path: 'endsAt', code: 'custom', message: 'end before start' }] });
        }
        await repo.updateBanner(trx, id, set);
        const after = await repo.banner(trx, merchantId, id);
        if (!after) throw new AppError('banner_not_found');
        await recordAudit(trx, request, { action: 'catalogue.banner_update', targetType: 'banner', targetId: id, before, after });
        return presentOpsBanner(after);
      });
    },

    async deleteBanner(request: FastifyRequest, id: number): Promise<void> {
      const merchantId = request.site.merchant.id;
      await db.transaction().execute(async (trx) => {
        const before = await repo.banner(trx, merchantId, id);
        if (!before) throw new AppError('banner_not_found');
        await repo.deleteBanner(trx, id);
        await recordAudit(trx, request, { action: 'catalogue.banner_delete', targetType: 'banner', targetId: id, before, after: null });
      });
    },
  };
}

export type OpsCatalogueService = ReturnType<typeof createOpsCatalogueService>;
