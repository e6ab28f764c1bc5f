import { describe, expect, it } from 'vitest';
import { groupThousands } from './account-bar';

describe('groupThousands', () => {
  it('groups the whole part of a decimal string and leaves the cents alone', () => {
    expect(groupThousands('0.00')).toBe('0.00');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands('2000.00')).toBe('2,000.00');
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('-1234.00')).toBe('-1,234.00');
  });
});
