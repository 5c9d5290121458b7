import type { Language } from '../../shared/constants.ts';
import { translate } from '../catalogs.ts';
import { firmDetails } from '../mail/firm.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const t = (lang: Language, key: string, values: Record<string, string> = {}) =>
  translate(lang, `jobs.alert.page.${key}`).replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export type PagePart =
  | { kind: 'text'; text: string; role?: 'status' | 'alert' }
  | { kind: 'form'; action: string; button: string; hidden?: Record<string, string> }
  | { kind: 'list'; items: { text: string; form?: { action: string; button: string } }[] };

/**
 * The job alerts' own pages (confirm, unsubscribe, manage: docs/decisions/0061): small server-rendered HTML that works
 * without JavaScript and without cookies, in the alert's language; each action is a plain form POST to a signed link.
 */
export function alertPage(lang: Language, titleKey: string, parts: PagePart[]): string {
  const title = t(lang, titleKey);
  const body = parts
    .map((part) => {
      if (part.kind === 'text') return `<p${part.role ? ` role="${part.role}"` : ''}>${escapeHtml(part.text)}</p>`;
      if (part.kind === 'form') return form(part.action, part.button, part.hidden);
      return `<ul>${part.items
        .map((i) => `<li>${escapeHtml(i.text)}${i.form ? ` ${form(i.form.action, i.form.button)}` : ''}</li>`)
        .join('')}</ul>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(firmDetails().firmName)}</title></head>
<body>
<header><p><a href="/?lang=${lang}">${escapeHtml(firmDetails().firmName)}</a></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/jobs?lang=${lang}">${escapeHtml(t(lang, 'backToJobs'))}</a></p>
</main>
</body>
</html>
`;
}

function form(action: string, button: string, hidden: Record<string, string> = {}): string {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(button)}</button></form>`;
}

export const pageText = t;
