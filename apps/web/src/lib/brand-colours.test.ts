import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandColours } from './brand-colours';

afterEach(() => applyBrandColours({}));

describe('applyBrandColours', () => {
  it('puts the brand colours over the theme and takes them back when cleared; ignores what is not #rrggbb', () => {
    applyBrandColours({ primaryColour: '#aa3300', accentColour: '#00ff00' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-accent')).toBe('#aa3300');
    expect(style.getPropertyValue('--color-emerald')).toBe('#00ff00');
    applyBrandColours({ primaryColour: 'red;background:url(x)', accentColour: null });
    expect(style.getPropertyValue('--color-accent')).toBe('');
    expect(style.getPropertyValue('--color-emerald')).toBe('');
  });
});
