/**
 * The readable text of an HTML fragment, whitespace collapsed (for marquees and previews). No
 * sanitizer is needed for text: a document made by DOMParser is inert (no script runs, nothing
 * loads) and only its text is read, which React then escapes. The home page's marquee uses this,
 * so the first page does not carry DOMPurify.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
