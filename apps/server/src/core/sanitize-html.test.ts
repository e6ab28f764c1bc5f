import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeStoredHtml } from './sanitize-html';

describe('sanitizeStoredHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
  ])('strips what could run: %s', (input, expected) => {
    expect(sanitizeStoredHtml(input)).toBe(expected);
  });

  it('keeps formatting, links and images', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <a href="https://example.com/a">link</a></p><img src="/demo/x.png" alt="x">';
    expect(sanitizeStoredHtml(html)).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">link</a></p><img src="/demo/x.png" alt="x" />',
    );
  });

  it('gives the plain text of HTML', () => {
    expect(htmlToPlainText('<p>a &amp; b</p>\n<p>c &lt;d&gt;</p><script>x</script>')).toBe('a & b c <d>');
  });
});
