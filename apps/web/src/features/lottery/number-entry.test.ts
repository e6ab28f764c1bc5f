import { describe, expect, it } from 'vitest';
import type { EntryRule } from './bet-types';
import { ordersOf, parseEntry, randomPick } from './number-entry';

const STRAIGHT: EntryRule = { width: 4, rolled: true, box: false, max: 100 };
const BOX: EntryRule = { width: 4, rolled: false, box: true, max: 100 };
const CANG: EntryRule = { width: 3, rolled: false, box: false, max: 1000 };

describe('the number entry', () => {
  it('reads numbers separated by spaces, commas and semicolons, keeping leading zeros and upper-casing r', () => {
    expect(parseEntry(' 0007, 1234;12r4  ', STRAIGHT)).toEqual({
      numbers: ['0007', '1234'],
      problems: [{ token: '12R4', reason: 'duplicate' }],
    });
    expect(parseEntry('0007，9999 12R5', STRAIGHT).numbers).toEqual(['0007', '9999', '12R5']);
    expect(parseEntry('', STRAIGHT)).toEqual({ numbers: [], problems: [] });
  });

  it('says which words are not numbers of the width', () => {
    expect(parseEntry('123 12345 12a4 1234', STRAIGHT).problems).toEqual([
      { token: '123', reason: 'digits' },
      { token: '12345', reason: 'digits' },
      { token: '12A4', reason: 'digits' },
    ]);
    // R rolls a digit only in Big and Small straight.
    expect(parseEntry('12R4', BOX).problems).toEqual([{ token: '12R4', reason: 'digits' }]);
    expect(parseEntry('007 1234', CANG).problems).toEqual([{ token: '1234', reason: 'digits' }]);
  });

  it('refuses four equal digits and two orders of the same digits in a box', () => {
    expect(parseEntry('1111 1234 4321', BOX)).toEqual({
      numbers: ['1234'],
      problems: [
        { token: '1111', reason: 'equal_digits' },
        { token: '4321', reason: 'duplicate' },
      ],
    });
  });

  it('keeps a bet within 100 numbers and 1,000 units', () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i).padStart(4, '0')).join(' ');
    expect(parseEntry(many, STRAIGHT).problems).toEqual([{ token: '0100', reason: 'too_many' }]);
    expect(parseEntry('RRR1', STRAIGHT).problems).toEqual([]);
    expect(parseEntry('RRR1 RRR2', STRAIGHT).problems).toEqual([{ token: 'RRR2', reason: 'too_many_units' }]);
  });

  it('counts the orders of a box number', () => {
    expect([ordersOf('1234'), ordersOf('1123'), ordersOf('1122'), ordersOf('1112'), ordersOf('1111')]).toEqual([24, 12, 6, 4, 1]);
  });

  it('picks a random number that fits the rule and is not taken', () => {
    const digits = [1, 1, 1, 1, 1, 2, 3, 4];
    let i = 0;
    const random = () => (digits[i++ % digits.length] as number) / 10;
    // 1111 cannot be boxed, so the next four digits are taken.
    expect(randomPick(BOX, [], random)).toBe('1234');
    expect(randomPick({ ...STRAIGHT, max: 1 }, ['1234'])).toBeNull();
    const pick = randomPick(CANG, ['123']);
    expect(pick).toMatch(/^\d{3}$/);
    expect(pick).not.toBe('123');
  });
});
