import { ICON_MAX_BYTES, ICON_MAX_SOURCE_PIXELS, ICON_SIZE } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { sniffImage } from '../cashier/proof-upload';

/** An icon ready to store: a square PNG of ICON_SIZE pixels, no metadata. */
export type IconImage = { contentType: 'image/png'; bytes: Buffer };

/** The one `icon` file of a multipart body, read whole (at most ICON_MAX_BYTES). */
export async function readIconUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('icon_invalid');
  let bytes: Buffer | null = null;
  for (const part of await readMultipart(request, { limits: { fileSize: ICON_MAX_BYTES, files: 1, fields: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.truncated) throw new AppError('icon_too_large', { maxBytes: ICON_MAX_BYTES });
    bytes = part.bytes;
  }
  if (!bytes) throw new AppError('icon_invalid');
  return bytes;
}

/**
 * Turns uploaded bytes into a safe icon. The bytes must be PNG or JPEG by their signature
 * (whatever the name says) and at most ICON_MAX_BYTES. The header's dimensions are read before
 * anything is decoded and refused past ICON_MAX_SOURCE_PIXELS (a small file can declare a huge
 * image: a decompression bomb); sharp's own pixel limit stands behind that. The image is then
 * turned upright, cropped to a centred square, resized to ICON_SIZE and re-encoded as PNG, which
 * drops every metadata block (EXIF location, comments, colour profiles).
 */
export async function processIcon(bytes: Buffer): Promise<IconImage> {
  if (bytes.length > ICON_MAX_BYTES) throw new AppError('icon_too_large', { maxBytes: ICON_MAX_BYTES });
  const type = sniffImage(bytes);
  if (!type) throw new AppError('icon_invalid');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Reading the header decodes no pixels: the limit is checked below, with its own answer.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('icon_invalid');
  }
  const expected = type === 'image/png' ? 'png' : 'jpeg';
  if (meta.format !== expected || !meta.width || !meta.height) throw new AppError('icon_invalid');
  if (meta.width * meta.height > ICON_MAX_SOURCE_PIXELS) throw new AppError('icon_too_large', { maxPixels: ICON_MAX_SOURCE_PIXELS });
  try {
    const out = await sharp(bytes, { limitInputPixels: ICON_MAX_SOURCE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { contentType: 'image/png', bytes: out };
  } catch {
    throw new AppError('icon_invalid');
  }
}
