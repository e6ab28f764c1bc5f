import { PROMOTION_BANNER_MAX_BYTES } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { sniffImage } from '../cashier/proof-upload';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { opsPromotionsRepository as repo } from './ops-promotions.repository';

export type BannerType = 'image/png' | 'image/jpeg' | 'image/webp';

/** What a banner's first bytes say it is: png, jpg or webp (`RIFF····WEBP`), whatever its name claims; else null. */
export function sniffBanner(bytes: Buffer): BannerType | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The path a stored banner is served at (what a promotion's `banner_url` holds). */
export const bannerPath = (id: number) => `/wps/promotion/banner/${id}`;

/**
 * Stores an uploaded banner (multipart, one file of at most PROMOTION_BANNER_MAX_BYTES, png/jpg/webp
 * by its bytes) in the merchant's banners, audited, and answers where it is served. The promotion
 * points at it when the operator saves the promotion.
 */
export async function uploadBanner(db: Kysely<Database>, request: FastifyRequest): Promise<{ url: string }> {
  if (!request.isMultipart()) throw new AppError('promotion_banner_invalid');
  const parts = await readMultipart(request, { limits: { fileSize: PROMOTION_BANNER_MAX_BYTES, files: 1, fields: 2 } });
  const file = parts.find((part) => part.type === 'file' && part.bytes.length > 0);
  if (file?.type !== 'file') throw new AppError('promotion_banner_invalid');
  if (file.truncated) throw new AppError('payload_too_large', { maxBytes: PROMOTION_BANNER_MAX_BYTES });
  const contentType = sniffBanner(file.bytes);
  if (!contentType) throw new AppError('promotion_banner_invalid');
  return db.transaction().execute(async (trx) => {
    const { id } = await repo.insertBanner(trx, {
      merchant_id: request.site.merchant.id,
      content_type: contentType,
      bytes: file.bytes,
      uploaded_by: operatorOf(request).username,
    });
    await recordAudit(trx, request, {
      action: 'promotion.banner_upload',
      targetType: 'promotion_banner',
      targetId: id,
      after: { contentType, bytes: file.bytes.length },
    });
    return { url: bannerPath(id) };
  });
}
