import { describe, expect, it } from 'vitest';
import { doneWith, type RequestSlot, requestIdFor } from './request-ids';

describe('lottery request ids', () => {
  it('resends the id while the same action is retried, and makes a new one for a new action', () => {
    const slot: RequestSlot = { current: null };
    const first = requestIdFor(slot, 'slip A');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(requestIdFor(slot, 'slip A')).toBe(first);
    const other = requestIdFor(slot, 'slip B');
    expect(other).not.toBe(first);
    doneWith(slot);
    expect(requestIdFor(slot, 'slip B')).not.toBe(other);
  });
});
