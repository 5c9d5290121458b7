import sanitizeHtml from 'sanitize-html';

/**
 * A rich text of the site content as it may be stored and shown (issue 30, docs/decisions/0059): paragraphs, line
 * breaks, bold, italics, links (http, https, mailto, tel, or a path of the site) and lists; nothing else survives,
 * no attribute but a link's `href` (a link leaving the site opens with `rel="noopener noreferrer"`). Every rich text
 * passes here before it is stored, so the public pages can put it into their HTML as it is.
 */
export function sanitizeRich(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href && { href: attribs.href }),
          ...(attribs.href && /^https?:/i.test(attribs.href) && { rel: 'noopener noreferrer' }),
        },
      }),
    },
    disallowedTagsMode: 'discard',
  });
  return clean.trim();
}
