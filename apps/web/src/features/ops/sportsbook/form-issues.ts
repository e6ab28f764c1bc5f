import type { z } from 'zod';

/** The top-level fields a shared schema refused (`names.en` → `names`), so a form marks each of them. */
export function issuePaths(error: z.ZodError): Set<string> {
  return new Set(error.issues.map((issue) => String(issue.path[0] ?? '')));
}
