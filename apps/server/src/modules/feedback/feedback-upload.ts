import { FEEDBACK_LIMITS } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { sniffImage } from '../cashier/proof-upload';

export type FeedbackImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

/**
 * Reads `PUT /wps/feedback`: multipart (fields `type`, `content` and up to three files, any field
 * name, each at most 5 MB and PNG or JPEG by its first bytes whatever its name says) or JSON
 * without images. A fourth file is `feedback_too_many_images`, a larger one `payload_too_large`,
 * anything else `feedback_image_invalid`.
 */
export async function readFeedback(request: FastifyRequest): Promise<{ fields: Record<string, string>; images: FeedbackImage[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, string>, images: [] };
  }
  const fields: Record<string, string> = {};
  const images: FeedbackImage[] = [];
  const parts = await readMultipart(request, {
    limits: { fileSize: FEEDBACK_LIMITS.imageBytes, files: FEEDBACK_LIMITS.images + 1, fields: 10, fieldSize: 16_384 },
  });
  for (const part of parts) {
    if (part.type === 'field') {
      fields[part.name] = part.value;
      continue;
    }
    // A form's empty file input sends a nameless empty part: not an image.
    if (part.bytes.length === 0) continue;
    if (images.length >= FEEDBACK_LIMITS.images) throw new AppError('feedback_too_many_images', { max: FEEDBACK_LIMITS.images });
    if (part.truncated) throw new AppError('payload_too_large', { maxBytes: FEEDBACK_LIMITS.imageBytes });
    const contentType = sniffImage(part.bytes);
    if (!contentType) throw new AppError('feedback_image_invalid');
    images.push({ contentType, bytes: part.bytes });
  }
  return { fields, images };
}
