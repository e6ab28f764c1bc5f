import type {} from '@fastify/multipart';
import { LIMITS } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';

/** What the file's first bytes say it is: only PNG and JPEG are accepted, whatever its name claims. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * Reads a confirmation sent as multipart (fields plus an optional `proof` image, at most 5 MB,
 * png/jpg by content) or as JSON. Returns the fields and the proof.
 */
export async function readConfirmation(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; proof: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer } | null }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, proof: null };
  const fields: Record<string, string> = {};
  let proof: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer } | null = null;
  for (const part of await readMultipart(request, { limits: { fileSize: LIMITS.uploadImageMaxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.truncated) throw new AppError('payload_too_large');
      const contentType = sniffImage(part.bytes);
      if (!contentType) throw new AppError('proof_invalid');
      proof = { contentType, bytes: part.bytes };
    } else {
      fields[part.name] = part.value;
    }
  }
  return { fields, proof };
}
