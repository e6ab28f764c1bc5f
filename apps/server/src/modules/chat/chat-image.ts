import { LIMITS } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { sniffImage } from '../cashier/proof-upload';

export type ChatImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

/** The one `image` file of a multipart body: png or jpg by its bytes (not its name), at most 5 MB. */
export async function readChatImage(request: FastifyRequest): Promise<ChatImage> {
  if (!request.isMultipart()) throw new AppError('chat_image_invalid');
  let image: ChatImage | null = null;
  for (const part of await readMultipart(request, { limits: { fileSize: LIMITS.uploadImageMaxBytes, files: 1, fields: 2 } })) {
    if (part.type !== 'file') continue;
    if (part.truncated) throw new AppError('payload_too_large');
    const contentType = sniffImage(part.bytes);
    if (!contentType) throw new AppError('chat_image_invalid');
    image = { contentType, bytes: part.bytes };
  }
  if (!image) throw new AppError('chat_image_invalid');
  return image;
}
