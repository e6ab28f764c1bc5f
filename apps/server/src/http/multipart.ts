import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>;

/** One part of a multipart body: a text field, or a file read whole (`truncated` past the size limit). */
export type MultipartPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; bytes: Buffer; truncated: boolean };

/** A parser error is the client's (400) unless the parser gave it a client status of its own (413 limits). */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status !== undefined && status < 500) return error;
  return new AppError('invalid_parameter', { reason: 'multipart body could not be read' });
}

/**
 * The parts of a multipart body, files read whole, where a body the parser cannot read (no
 * boundary, a malformed part header, a body that ends early, mid-file included) is the client's
 * error, `invalid_parameter` (400), not a 500: the parser throws plain errors for those. Its own
 * limit errors (too many files or fields, 413) keep their status. Every route reading multipart
 * reads it through here.
 */
export async function readMultipart(request: FastifyRequest, options: PartsOptions): Promise<MultipartPart[]> {
  const parts: MultipartPart[] = [];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        parts.push({ type: 'file', name: part.fieldname, bytes, truncated: part.file.truncated });
      } else {
        parts.push({ type: 'field', name: part.fieldname, value: String(part.value) });
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  return parts;
}
