import { asc, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { StateMail } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import {
  unknownPlaceholders,
  type MailTemplateInput,
  type MailTemplateView,
} from '../../shared/schemas/mail-template.ts';
import { PIPELINE_RESOURCES } from '../../shared/schemas/pipeline.ts';
import type { Database } from '../db/client.ts';
import { mailTemplates } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { htmlToText, sanitizeMailHtml } from './template-html.ts';

type Row = typeof mailTemplates.$inferSelect;

/** Which pipeline states send a notification template (the descriptors' `mails`). */
function sentBy(notification: string | null) {
  if (!notification) return [];
  return PIPELINE_RESOURCES.flatMap((resource) =>
    Object.entries((PIPELINE_DESCRIPTORS[resource].mails ?? {}) as Record<string, StateMail>)
      .filter(([, mail]) => mail.template === notification)
      .map(([state]) => ({ resource, state })),
  );
}

async function view(row: Row): Promise<MailTemplateView> {
  const pick = (values: Partial<Record<Language, string>>) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, values[l] ?? ''])) as Record<Language, string>;
  const body = pick(row.body);
  const text = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (l) => [l, body[l] ? await htmlToText(body[l]) : ''] as const)),
  ) as Record<Language, string>;
  const subject = pick(row.subject);
  return {
    id: row.id,
    name: row.name,
    notification: row.notification,
    subject,
    body,
    text,
    missing: LANGUAGES.filter((l) => !subject[l].trim() || !text[l].trim()),
    sentBy: sentBy(row.notification),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMailTemplates(db: Database): Promise<MailTemplateView[]> {
  const rows = await db.select().from(mailTemplates).orderBy(asc(mailTemplates.notification), asc(mailTemplates.name));
  return Promise.all(rows.map(view));
}

export async function findMailTemplate(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  if (!row) throw notFound(`No mail template ${id}`);
  return row;
}

export async function getMailTemplate(db: Database, id: number): Promise<MailTemplateView> {
  return view(await findMailTemplate(db, id));
}

/**
 * A template as saved: each body sanitised to mail-safe HTML; a subject or body naming a placeholder that does not
 * exist is refused (400 naming the placeholder and the field), nothing saved.
 */
function cleaned(input: MailTemplateInput) {
  const fields: Record<string, string> = {};
  const unknown = new Set<string>();
  const subject: Partial<Record<Language, string>> = {};
  const body: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    subject[lang] = input.subject[lang].trim();
    body[lang] = input.body[lang].trim() ? sanitizeMailHtml(input.body[lang]) : '';
    for (const [field, text] of [
      [`subject.${lang}`, subject[lang]],
      [`body.${lang}`, body[lang]],
    ] as const) {
      const names = unknownPlaceholders(text);
      if (names.length) {
        fields[field] = 'validation.unknownPlaceholder';
        names.forEach((n) => unknown.add(n));
      }
    }
  }
  if (unknown.size) throw badRequest(`Unknown placeholder ${[...unknown].map((n) => `{{${n}}}`).join(', ')}`, fields);
  return { name: input.name, subject, body };
}

export async function createMailTemplate(db: Database, input: MailTemplateInput): Promise<MailTemplateView> {
  const [row] = await db.insert(mailTemplates).values(cleaned(input)).returning();
  return view(row!);
}

export async function updateMailTemplate(
  db: Database,
  id: number,
  input: MailTemplateInput,
  now: Date,
): Promise<MailTemplateView> {
  await findMailTemplate(db, id);
  const [row] = await db
    .update(mailTemplates)
    .set({ ...cleaned(input), updatedAt: now })
    .where(eq(mailTemplates.id, id))
    .returning();
  return view(row!);
}

/** The firm's own templates can be deleted; a notification's cannot (the product would have nothing to send). */
export async function deleteMailTemplate(db: Database, id: number): Promise<void> {
  const row = await findMailTemplate(db, id);
  if (row.notification) throw conflict(`The template of the notification ${row.notification} cannot be deleted`);
  await db.delete(mailTemplates).where(eq(mailTemplates.id, id));
}
