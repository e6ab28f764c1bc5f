import { amountSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { formMessage } from './form-rules';
import { groupThousands, toMinor } from './format-money';

/** Bounds of an amount as the API sends them ("1000.00"), each optional. */
export type AmountBounds = { min?: string | undefined; max?: string | undefined };

/**
 * Checks an amount as members type it ("100", "100.5") with the shared `amountSchema` (positive,
 * at most two places) and, when known, the bounds; adds the issue under `path`.
 */
export function checkAmount(ctx: z.RefinementCtx, path: string, text: string, bounds: AmountBounds = {}): void {
  if (!text.trim()) {
    ctx.addIssue({ code: 'custom', path: [path], message: formMessage('form.required') });
    return;
  }
  const parsed = amountSchema.safeParse(text);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', path: [path], message: formMessage('form.amount_invalid') });
    return;
  }
  const min = bounds.min ? toMinor(bounds.min) : null;
  const max = bounds.max ? toMinor(bounds.max) : null;
  if ((min !== null && parsed.data < min) || (max !== null && parsed.data > max)) {
    ctx.addIssue({ code: 'custom', path: [path], message: amountRangeMessage(bounds) ?? formMessage('form.amount_invalid') });
  }
}

/** The message of a server's `amount_out_of_range` with its `{ min, max }`, or null for other errors. */
export function amountRangeMessage(value: unknown): string | null {
  const bounds = (value ?? {}) as { min?: unknown; max?: unknown };
  const min = typeof bounds.min === 'string' ? groupThousands(bounds.min) : null;
  const max = typeof bounds.max === 'string' ? groupThousands(bounds.max) : null;
  if (min && max) return formMessage('form.amount_range', { min, max });
  if (min) return formMessage('form.amount_min', { min });
  if (max) return formMessage('form.amount_max', { max });
  return null;
}
