import { type FieldIssue, findForbiddenText } from '@fortuna/shared';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Refuses an input holding a control character (NUL, which PostgreSQL refuses in text, among
 * them) anywhere in its keys or strings with `invalid_parameter` (400), naming where; `where`
 * prefixes the path (`query`, `headers`, ...).
 */
export function refuseForbiddenText(input: unknown, where?: string): void {
  const path = findForbiddenText(input);
  if (path === null) return;
  const at = where ? (path ? `${where}.${path}` : where) : path;
  const issues: FieldIssue[] = [{ path: at, code: 'invalid_characters', message: 'control characters are not allowed' }];
  throw new AppError('invalid_parameter', { issues });
}

/**
 * Parses input with its shared schema, or throws `invalid_parameter` (400) listing every issue,
 * so bad input never reaches a service (and never a 500). Every input of every call passes here
 * after it was decoded (a decrypted body, multipart fields), so control characters are refused
 * here too, whatever way the input came in.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseForbiddenText(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  throw new AppError('invalid_parameter', { issues });
}
