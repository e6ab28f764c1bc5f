import { PROMOTION_APPLICATION } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { sniffImage } from '../cashier/proof-upload';

export type ApplicationImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

/** The body limit of `POST /wps/promotion/apply`: three images of 5 MB and the fields. */
export const APPLY_BODY_LIMIT = PROMOTION_APPLICATION.imagesMax * PROMOTION_APPLICATION.imageBytesMax + 256 * 1024;

/**
 * Reads `POST /wps/promotion/apply` (spec §5): multipart with the fields `promotionId`, `comment`,
 * `requestId` and up to three files (any field name), each at most 5 MB and PNG or JPEG by its
 * first bytes whatever its name says; or JSON without images. Each way of breaking a limit has its
 * own code: a comment over 140 characters `promotion_comment_too_long`, a fourth file
 * `promotion_too_many_images`, another kind of file `promotion_image_invalid`, a larger one
 * `payload_too_large` (413).
 */
export async function readApplication(request: FastifyRequest): Promise<{ fields: Record<string, string>; images: ApplicationImage[] }> {
  let fields: Record<string, string> = {};
  const images: ApplicationImage[] = [];
  if (!request.isMultipart()) {
    const body = request.body;
    fields = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, string>;
  } else {
    const parts = await readMultipart(request, {
      limits: {
        fileSize: PROMOTION_APPLICATION.imageBytesMax,
        files: PROMOTION_APPLICATION.imagesMax + 1,
        fields: 10,
        fieldSize: 16_384,
      },
    });
    for (const part of parts) {
      if (part.type === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      // A form's empty file input sends a nameless empty part: not an image.
      if (part.bytes.length === 0) continue;
      if (images.length >= PROMOTION_APPLICATION.imagesMax) {
        throw new AppError('promotion_too_many_images', { max: PROMOTION_APPLICATION.imagesMax });
      }
      if (part.truncated) throw new AppError('payload_too_large', { maxBytes: PROMOTION_APPLICATION.imageBytesMax });
      const contentType = sniffImage(part.bytes);
      if (!contentType) throw new AppError('promotion_image_invalid');
      images.push({ contentType, bytes: part.bytes });
    }
  }
  const comment = fields.comment;
  if (typeof comment === 'string' && comment.trim().length > PROMOTION_APPLICATION.commentMax) {
    throw new AppError('promotion_comment_too_long', { max: PROMOTION_APPLICATION.commentMax });
  }
  return { fields, images };
}
