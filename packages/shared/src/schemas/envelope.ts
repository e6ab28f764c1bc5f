import { z } from 'zod';

/** Every response of the API: `{ success, value, message }` (spec §7). */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.boolean(), value: value.nullable(), message: z.string() });
}

/** A failed response; `message` is an error code, `value` may carry details (e.g. field issues). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  message: z.string(),
});

export type Envelope<T> = { success: boolean; value: T | null; message: string };

/** Details of a validation failure, carried in `value` of an `invalid_parameter` response. */
export const fieldIssueSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
