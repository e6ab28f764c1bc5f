import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl, initImageCdn, randomIndex, resetImageCdn } from './image-cdn';

afterEach(() => resetImageCdn());

describe('image CDN', () => {
  it('prefixes image paths with the chosen CDN', () => {
    initImageCdn(['https://img.example.com/'], () => 0);
    expect(imageUrl('/banners/a.png')).toBe('https://img.example.com/banners/a.png');
    expect(imageUrl('banners/a.png')).toBe('https://img.example.com/banners/a.png');
  });

  it('keeps absolute URLs as they are', () => {
    initImageCdn(['/cdn'], () => 0);
    expect(imageUrl('https://other.example.com/x.png')).toBe('https://other.example.com/x.png');
    expect(imageUrl('//other.example.com/x.png')).toBe('//other.example.com/x.png');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('chooses once per page load', () => {
    initImageCdn(['/cdn-a', '/cdn-b'], () => 1);
    initImageCdn(['/cdn-c'], () => 0);
    expect(imageUrl('/x.png')).toBe('/cdn-b/x.png');
  });

  it('uses the bare path without a CDN', () => {
    initImageCdn([]);
    expect(imageUrl('/x.png')).toBe('/x.png');
    expect(imageUrl('')).toBe('');
  });

  it('draws indexes in range with WebCrypto', () => {
    for (let i = 0; i < 200; i++) {
      const index = randomIndex(3);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(3);
    }
    expect(randomIndex(1)).toBe(0);
  });
});
