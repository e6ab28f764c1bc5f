import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS, helpSectionFromHash } from './help-sections';

describe('helpSectionFromHash', () => {
  it('reads the section a hash names, #term included, in any case', () => {
    expect(helpSectionFromHash('#term')).toBe('term');
    expect(helpSectionFromHash('#FAQ')).toBe('faq');
    expect(helpSectionFromHash('#payments')).toBe('payments');
    expect(HELP_SECTIONS).toContain('agent');
  });

  it('falls back to the first section for an unknown, empty or malformed hash', () => {
    expect(helpSectionFromHash('')).toBe('about');
    expect(helpSectionFromHash('#nope')).toBe('about');
    expect(helpSectionFromHash('#%E0%A4%A')).toBe('about');
  });
});
