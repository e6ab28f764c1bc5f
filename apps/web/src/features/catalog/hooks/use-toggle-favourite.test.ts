import { describe, expect, it } from 'vitest';
import { withFavourite } from './use-toggle-favourite';

describe('withFavourite', () => {
  it('adds a game first (newest) without duplicating it, and removes it', () => {
    expect(withFavourite({ favGameIds: [3, 2] }, 7, true)).toEqual({ favGameIds: [7, 3, 2] });
    expect(withFavourite({ favGameIds: [3, 7, 2] }, 7, true)).toEqual({ favGameIds: [7, 3, 2] });
    expect(withFavourite({ favGameIds: [3, 7, 2] }, 7, false)).toEqual({ favGameIds: [3, 2] });
    expect(withFavourite(undefined, 7, true)).toEqual({ favGameIds: [7] });
  });
});
