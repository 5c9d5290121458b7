import { render } from '@react-email/render';
import type { Language } from '../../shared/constants.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
import { MAIL_CATALOG, type MailAttachment, type MailData } from './catalog.tsx';

interface RenderedMail {
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** The HTML, plain text and attachments of an outbox mail, rendered from its template and data. */
export async function renderMail(
  mail: { template: string; lang: string; data: MailData },
  organizerEmail: string,
): Promise<RenderedMail> {
  const entry = MAIL_CATALOG[mail.template as MailTemplate];
  if (!entry) throw new Error(`Unknown mail template ${mail.template}`);
  const element = entry.element(mail.lang as Language, mail.data);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text, attachments: entry.attachments?.(mail.data, organizerEmail) ?? [] };
}
