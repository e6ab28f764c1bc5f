import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenHeaderCharacter, hasForbiddenTextCharacter } from './text';

describe('control characters in text inputs', () => {
  it('refuses NUL, the other C0 and C1 controls, DEL and lone surrogates; keeps tab, line breaks and any script', () => {
    for (const bad of ['a\u0000', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\ud800', 'x\udc00', '\udc00\ud800']) {
      expect({ bad, refused: hasForbiddenTextCharacter(bad) }).toEqual({ bad, refused: true });
    }
    for (const good of ['plain', 'two\nlines\r\n\tindented', '张三', 'မြန်မာ', '😀 emoji', 'é']) {
      expect({ good, refused: hasForbiddenTextCharacter(good) }).toEqual({ good, refused: false });
    }
  });

  it('finds the first bad key or string anywhere in a nested input, and walks deep nesting without recursion', () => {
    expect(findForbiddenText({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.2.c');
    expect(findForbiddenText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findForbiddenText('\u0000')).toBe('');
    expect(findForbiddenText({ a: 'fine', n: 1, z: null, t: true })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findForbiddenText(deep)?.split('.').length).toBe(200_000);
  });

  it('refuses controls but tab in header values', () => {
    expect(hasForbiddenHeaderCharacter('Bearer abc')).toBe(false);
    expect(hasForbiddenHeaderCharacter('a\tb')).toBe(false);
    expect(hasForbiddenHeaderCharacter('a\nb')).toBe(true);
    expect(hasForbiddenHeaderCharacter('a\u0000b')).toBe(true);
  });
});
