import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-carousel';

describe('bannerTarget (spec §2 "Banner click opens the banner link according to its linkage type")', () => {
  it('follows each linkage type', () => {
    expect(bannerTarget({ linkageType: 'INTERNAL', link: '/live' })).toEqual({ kind: 'route', to: '/live' });
    expect(bannerTarget({ linkageType: 'EXTERNAL', link: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget({ linkageType: 'PROMOTION', link: '42' })).toEqual({ kind: 'route', to: '/promotions#42' });
    expect(bannerTarget({ linkageType: 'PROMOTION', link: null })).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget({ linkageType: 'GAME', link: '181' })).toEqual({ kind: 'game', nodeId: 181 });
    expect(bannerTarget({ linkageType: 'GAME', link: '/rng?vassalage=REF' })).toEqual({ kind: 'route', to: '/rng?vassalage=REF' });
    expect(bannerTarget({ linkageType: 'NONE', link: '/live' })).toEqual({ kind: 'none' });
  });

  it('ignores links that do not fit their type', () => {
    expect(bannerTarget({ linkageType: 'INTERNAL', link: '//evil.example' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'INTERNAL', link: 'https://example.com' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'EXTERNAL', link: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'GAME', link: 'abc' })).toEqual({ kind: 'none' });
  });
});
