import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const render = (current: number, total: number) =>
  pageItems(current, total)
    .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('pageItems (page range 5, margin 2)', () => {
  it('shows every page when they fit', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(3, 7)).toBe('1 2 3 4 5 6 7');
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps two pages at each edge and five around the current one', () => {
    expect(render(1, 20)).toBe('1 2 3 4 5 … 19 20');
    expect(render(10, 20)).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(render(20, 20)).toBe('1 2 … 16 17 18 19 20');
  });

  it('never hides a single page behind a gap', () => {
    expect(render(6, 20)).toBe('1 2 3 4 5 6 7 8 … 19 20');
  });
});
