import sanitizeHtml from 'sanitize-html';

/**
 * What rich text (product descriptions from the web's editor) may hold: the
 * editor's own marks and blocks, links to http(s) and mail addresses. Anything
 * else is dropped: scripts and styles with their content, event handlers,
 * `style` and `class`, `javascript:` and `data:` URLs, images, frames, forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab and give the target page no handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
    h1: 'h2',
  },
};

/** Rich text as it may be stored and shown: sanitized against the allow-list, trimmed; '' when nothing is left. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // The editor's empty document is one empty paragraph.
  return clean === '<p></p>' ? '' : clean;
}
