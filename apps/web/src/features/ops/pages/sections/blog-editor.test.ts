import { blogPostRequestSchema } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { draftRequest } from './blog-editor';

describe('draftRequest', () => {
  it('drops languages left wholly blank and trims the cover and category', () => {
    const request = draftRequest({
      coverUrl: '  /demo/banners/w_home-1.svg ',
      category: ' news ',
      texts: { en: { title: 'Hello', summary: '', html: '<p>x</p>' }, zh: { title: ' ', summary: '', html: '' } },
    });
    expect(request).toEqual({
      coverUrl: '/demo/banners/w_home-1.svg',
      category: 'news',
      texts: { en: { title: 'Hello', summary: '', html: '<p>x</p>' } },
    });
    expect(blogPostRequestSchema.safeParse(request).success).toBe(true);
  });

  it('keeps a language with a body but no title, so the shared schema refuses it', () => {
    const request = draftRequest({ coverUrl: '', category: '', texts: { my: { title: '', summary: '', html: '<p>body</p>' } } });
    expect(Object.keys(request.texts)).toEqual(['my']);
    expect(blogPostRequestSchema.safeParse(request).success).toBe(false);
  });

  it('refuses a post with no language at all', () => {
    expect(blogPostRequestSchema.safeParse(draftRequest({ coverUrl: '', category: '', texts: {} })).success).toBe(false);
  });
});
