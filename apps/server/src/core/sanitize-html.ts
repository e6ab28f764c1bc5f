import sanitize from 'sanitize-html';

/**
 * The HTML an operator may store (announcements, help centre, blog, promotions): text formatting,
 * lists, tables, links and images; never scripts, styles, forms, frames, event handlers or
 * `javascript:` URLs. Every piece of stored HTML passes through {@link sanitizeStoredHtml} on save;
 * the web sanitizes it again on render (apps/web/src/lib/sanitize.ts, DOMPurify).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the site in a new tab without handing it our window.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

/** Operator HTML made safe to store and to show (see the allowlist above). */
export function sanitizeStoredHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The readable text of an HTML fragment, whitespace collapsed (marquee lines, message previews, search). */
export function htmlToPlainText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
