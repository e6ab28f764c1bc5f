import { describe, expect, it } from 'vitest';
import { checkFieldRule, PATTERN_FAMILIES, type PatternId } from './patterns';

const rule = (patternId: PatternId, minLength = 1, maxLength = 50) => ({
  patternId,
  acceptedPattern: PATTERN_FAMILIES[patternId],
  minLength,
  maxLength,
});

const CASES: [PatternId, string[], string[]][] = [
  ['ANY', ['anything goes!', '中文 ok'], []],
  ['LETTER_FIRST_ALNUM', ['abc123', 'Z9'], ['1abc', 'ab_c', 'ab c']],
  ['LETTERS_CHINESE', ['张三abc', 'Tom'], ['Tom1', '张 三']],
  ['EMAIL', ['a.b@example.com'], ['a@b', 'no-at.example.com']],
  ['ALNUM', ['abc123', 'ABC'], ['abc-1', '中文']],
  ['LETTERS_AND_DIGITS', ['abc123', '1a'], ['abcdef', '123456', 'ab 12']],
  ['DIGITS', ['0912345'], ['09-12', 'a1']],
  ['ALNUM_UPPER', ['Abc123', 'ABC'], ['abc123', 'Ab_1']],
  ['LETTERS_SPACES', ['John Smith'], ['John1', 'Jo-hn']],
  ['LETTERS_NO_SPACES', ['John'], ['John Smith']],
  ['CHINESE_PUNCT', ['张三，你好。'], ['张三a']],
  ['DATE_YMD', ['2000-02-29', '1999-12-31'], ['2000-13-01', '01-31-2000']],
  ['DATE_MDY', ['12-31-1999'], ['1999-12-31', '13-01-2000']],
  ['TWO_LETTERS_SPACES', ['Al B', 'ab'], ['a', 'a1 b', '  ']],
  ['KOREAN', ['홍길동'], ['Hong', '홍1']],
  ['THAI', ['สมชาย ใจดี'], ['Somchai']],
];

describe('pattern families (spec §5)', () => {
  it('has all 16 families', () => {
    expect(Object.keys(PATTERN_FAMILIES)).toHaveLength(16);
  });

  it.each(CASES)('%s accepts and refuses what it should', (id, good, bad) => {
    for (const value of good) expect(checkFieldRule(value, rule(id)), `${id} should accept ${value}`).toBeNull();
    for (const value of bad) expect(checkFieldRule(value, rule(id)), `${id} should refuse ${value}`).not.toBeNull();
  });

  it('checks length bounds and empty input with the same template', () => {
    expect(checkFieldRule('ab1', rule('ALNUM', 4, 8))).toEqual({ key: 'pattern_ALNUM', min: 4, max: 8 });
    expect(checkFieldRule('abcdefgh9', rule('ALNUM', 4, 8))).toEqual({ key: 'pattern_ALNUM', min: 4, max: 8 });
    expect(checkFieldRule('', rule('ANY', 0, 8))).toEqual({ key: 'pattern_ANY', min: 0, max: 8 });
    expect(checkFieldRule('abcd', rule('ALNUM', 4, 8))).toBeNull();
  });
});
