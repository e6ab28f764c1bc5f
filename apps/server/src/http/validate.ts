import type { FieldIssue } from '@fortuna/shared';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses input with its shared schema, or throws `invalid_parameter` (400) listing every issue,
 * so bad input never reaches a service (and never a 500).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  throw new AppError('invalid_parameter', { issues });
}
