import { render } from '@react-email/render';
import { createElement } from 'react';
import sanitizeHtml from 'sanitize-html';
import { oneLine } from './texts.ts';

/**
 * What a template's body may hold: the tags and attributes mail programs show alike (paragraphs, emphasis, lists,
 * headings, quotes, links). Scripts, styles, images, forms and event handlers are dropped (docs/decisions/0056).
 */
const MAIL_SAFE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};
MAIL_SAFE.allowedAttributes = { a: ['href', 'target', 'rel'] };

/** A body as it is saved: mail-safe HTML. Plain text without tags becomes paragraphs. */
export function sanitizeMailHtml(html: string): string {
  const input = /<[a-z][\s\S]*>/i.test(html) ? html : textToHtml(html);
  return sanitizeHtml(input, MAIL_SAFE).trim();
}

function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Fills `{{name}}` in HTML with escaped values; an address or link value (`myDataLink`) outside an attribute is
 * written as a link. An unknown or empty placeholder becomes nothing.
 */
export function fillHtml(html: string, values: Record<string, unknown>): string {
  return html.replace(/(href="[^"]*)?\{\{\s*(\w+)\s*\}\}/g, (_m, attr: string | undefined, key: string) => {
    const raw = values[key];
    const value = typeof raw === 'string' || typeof raw === 'number' ? oneLine(String(raw)) : '';
    if (attr) return attr + escapeHtml(value);
    if (key === 'myDataLink' && /^https?:\/\//.test(value))
      return `<a href="${escapeHtml(value)}" target="_blank" rel="noopener noreferrer">${escapeHtml(value)}</a>`;
    return escapeHtml(value);
  });
}

/** The plain-text version of a body, as the mail's text part renders it. */
export async function htmlToText(html: string): Promise<string> {
  return (
    await render(createElement('div', { dangerouslySetInnerHTML: { __html: html } }), { plainText: true })
  ).trim();
}
