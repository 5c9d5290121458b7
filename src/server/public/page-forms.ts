import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../../shared/constants.ts';
import { jobApplicationForm, spontaneousApplicationForm } from '../../shared/schemas/application.ts';
import { contactForm, contactWithAttachmentForm } from '../../shared/schemas/contact.ts';
import { interviewBooking, talentRequest } from '../../shared/schemas/interview.ts';
import { alertRequestOf, jobAlertForm } from '../../shared/schemas/job-alert.ts';
import { myDataLinkRequest } from '../../shared/schemas/privacy.ts';
import { profileForm } from '../../shared/schemas/profile.ts';
import { idParams } from '../../shared/schemas/rules.ts';
import { slotChoice } from '../../shared/schemas/candidate-interview.ts';
import { chooseSlot } from '../interviews/slot-offers.ts';
import type { FormPost, PageFormName } from '../../shared/page-form.ts';
import { postedArrival } from '../../shared/arrival.ts';
import { HttpError, zodFields } from '../errors.ts';
import { detectFileType } from '../files/detect-file-type.ts';
import { storedFileName } from '../files/file-name.ts';
import type { Upload } from '../files/validate-parts.ts';
import { readFilePart } from '../http/read-parts.ts';
import { applyToJob } from './apply-to-job.ts';
import { bookInterview } from './book-interview.ts';
import { HONEYPOT_FIELD, honeypotFilled } from './honeypot.ts';
import { joinTalentPool } from './join-talent-pool.ts';
import { requestTalent } from './request-talent.ts';
import { sendContact } from './send-contact.ts';
import { sendSpontaneousApplication } from './send-spontaneous-application.ts';

export { FORM_NAME_FIELD } from '../../shared/page-form.ts';

/** The answers a plain HTML apply form posts: `answer.<id>` (text, a radio's value), `answer.<id>.<option>` (a box). */
export function postedAnswers(fields: Record<string, string>): { questionId: number; value: string | string[] }[] {
  const answers = new Map<number, string | string[]>();
  for (const [name, value] of Object.entries(fields)) {
    const match = /^answer\.(\d{1,9})(?:\.([a-z0-9_-]{1,40}))?$/.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    if (match[2] !== undefined) {
      const chosen = answers.get(id);
      answers.set(id, [...(Array.isArray(chosen) ? chosen : []), match[2]]);
    } else if (value.trim() !== '') answers.set(id, value);
  }
  return [...answers].map(([questionId, value]) => ({ questionId, value }));
}

/** The values a form's schema reads besides its own fields: the answers and the arrival (docs/decisions/0062). */
function postedExtras(schema: z.ZodObject, fields: Record<string, string>): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  if ('answers' in schema.shape) extras.answers = postedAnswers(fields);
  if ('source' in schema.shape) extras.source = postedArrival(fields);
  return extras;
}

/** The answer fields sent, kept with the values so that a refused page shows them again. */
const answerValues = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith('answer.')));

/** What one page form's submission is, once read and checked. */
interface Submission<T> {
  data: T;
  file: Upload | undefined;
  lang: Language;
  at: Date;
  request: FastifyRequest;
}

/**
 * A public form as a plain HTML form posts it (docs/decisions/0038): the shared schema, the file it carries, the
 * page it is sent from, and the same domain function the JSON API calls.
 */
interface PageForm<S extends z.ZodObject = z.ZodObject> {
  /** The pages that carry it: a route pattern of plugins/spa.ts's RENDERED_PATHS. */
  page: string;
  schema: S | ((fields: Record<string, string>, file: boolean) => S);
  fileField?: string;
  fileRequired?: boolean;
  /**
   * Its boxes to tick, by field name: a browser sends a ticked box (as `on` or its value) and nothing at all for an
   * unticked one, so the reader must be told which absent fields mean false.
   */
  checkboxes?: readonly string[];
  send: (app: FastifyInstance, submission: Submission<z.output<S>>) => Promise<unknown>;
  /** What the confirmation repeats of the form (the booking's date and time), in its address. */
  confirm?: (data: z.output<S>) => Record<string, string>;
}

const pageId = (request: FastifyRequest) => idParams.parse(request.params).id;
const tokenOf = (request: FastifyRequest) => {
  const token = (request.params as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
};

/** Every public form, by the name its page posts in `_form`. */
export const PAGE_FORMS: Record<PageFormName, PageForm> = {
  apply: {
    page: '/jobs/:id',
    schema: jobApplicationForm,
    checkboxes: ['poolConsent'],
    fileField: 'file',
    fileRequired: true,
    send: (app, s) =>
      applyToJob(app.db, app.mail, {
        jobId: pageId(s.request),
        form: s.data as z.output<typeof jobApplicationForm>,
        cv: s.file!,
        lang: s.lang,
        at: s.at,
        poolMonths: app.retention.poolMonths,
        postedAnswers: true,
      }),
  },
  spontaneous: {
    page: '/spontaneous',
    schema: spontaneousApplicationForm,
    checkboxes: ['poolConsent'],
    fileField: 'cv',
    fileRequired: true,
    send: (app, s) =>
      sendSpontaneousApplication(app.db, app.mail, {
        form: s.data as z.output<typeof spontaneousApplicationForm>,
        cv: s.file!,
        lang: s.lang,
        at: s.at,
        poolMonths: app.retention.poolMonths,
      }),
  },
  talents: {
    page: '/apply',
    schema: profileForm,
    checkboxes: ['poolConsent'],
    fileField: 'cv',
    fileRequired: true,
    send: (app, s) =>
      joinTalentPool(app.db, app.mail, {
        form: s.data as z.output<typeof profileForm>,
        cv: s.file!,
        lang: s.lang,
        at: s.at,
        poolMonths: app.retention.poolMonths,
      }),
  },
  contact: {
    page: '/contact',
    // The variant about a post (the page's "Apply" for a service) carries `post` and an attachment.
    schema: (fields, file) => (fields.post !== undefined || file ? contactWithAttachmentForm : contactForm),
    fileField: 'file',
    send: async (app, s) => {
      if (s.file) {
        const form = s.data as z.output<typeof contactWithAttachmentForm>;
        return sendContact(app.db, app.mail, { form, file: s.file, lang: s.lang, at: s.at });
      }
      if ('post' in s.data && s.data.post !== undefined) {
        throw new HttpError(400, 'Some fields are not valid', { file: 'validation.fileRequired' });
      }
      const form = s.data as z.output<typeof contactForm>;
      return sendContact(app.db, app.mail, { form, lang: s.lang, at: s.at });
    },
  },
  talentRequest: {
    page: '/talentPool',
    schema: talentRequest,
    send: (app, s) =>
      requestTalent(app.db, app.mail, {
        request: s.data as z.output<typeof talentRequest>,
        lang: s.lang,
        at: s.at,
      }),
  },
  booking: {
    page: '/profiles/:id',
    schema: interviewBooking,
    confirm: (data) => {
      const booking = data as z.output<typeof interviewBooking>;
      return { date: booking.bookedDate, time: booking.bookedTime };
    },
    send: (app, s) =>
      bookInterview(app.db, app.mail, {
        profileId: pageId(s.request),
        booking: s.data as z.output<typeof interviewBooking>,
        lang: s.lang,
        at: s.at,
      }),
  },
  // The candidate's pick among offered interview slots (docs/decisions/0058): the token is the page's path.
  interviewSlot: {
    page: '/interview-slots/:token',
    schema: slotChoice,
    send: (app, s) =>
      chooseSlot(app.db, app.mail, {
        token: tokenOf(s.request),
        slotId: (s.data as { slotId: number }).slotId,
        key: app.mail.config.interviewSlotKey,
        now: s.at,
      }),
  },
  myDataLink: {
    page: '/privacy',
    schema: myDataLinkRequest,
    // One job, whatever the address: the lookup and the mail come after the answer (docs/decisions/0036).
    send: (app, s) =>
      app.myDataLinks.request({ email: (s.data as z.output<typeof myDataLinkRequest>).email, lang: s.lang }),
  },
  jobAlert: {
    page: '/jobs',
    schema: jobAlertForm,
    // Like the API: one job whatever the address, the confirmation mail after the answer (docs/decisions/0061).
    send: (app, s) => app.jobAlerts.request(alertRequestOf(s.data as z.output<typeof jobAlertForm>)),
  },
};

/** A form's posted body: its text fields as sent, and its file (read, its type taken from its bytes). */
interface PostedForm {
  fields: Record<string, string>;
  file: { fieldName: string; fileName: string; data: Buffer } | undefined;
}

/** Reads a plain HTML form's multipart body: text fields, at most one file (an empty file input sends none). */
export async function readPostedForm(request: FastifyRequest): Promise<PostedForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const posted: PostedForm = { fields: {}, file: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} field is too large`);
        if (typeof part.value === 'string') posted.fields[part.fieldname] = part.value;
        continue;
      }
      const data = await readFilePart(request, part);
      if (data.length === 0 || posted.file) continue;
      posted.file = { fieldName: part.fieldname, fileName: part.filename, data };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'The file is larger than 10 MB', { file: 'validation.fileTooLarge' });
    }
    throw err;
  }
  return posted;
}

/**
 * The values a form's schema reads, from the text fields a browser posts: each of the schema's keys that was sent,
 * and its declared boxes (`checkboxes`) as booleans (a ticked box is sent, as `on` or its value; an unticked one is
 * not sent at all).
 */
export function postedValues(
  schema: z.ZodObject,
  fields: Record<string, string>,
  checkboxes: readonly string[] = [],
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const key of Object.keys(schema.shape)) {
    if (checkboxes.includes(key)) values[key] = key in fields && fields[key] !== 'false';
    else if (key in fields) values[key] = fields[key]!;
  }
  return values;
}

/**
 * Sends one posted form: honeypot, the shared schema, the file's type and presence, then the domain function.
 * Answers null when it was accepted (or dropped as a bot's), else what the page shows again: the values sent
 * and the message of each field at fault, or one for the whole form.
 */
export async function sendPageForm(
  app: FastifyInstance,
  request: FastifyRequest,
  name: PageFormName,
  posted: PostedForm,
  lang: Language,
): Promise<{ post: FormPost; status: number } | { confirm: Record<string, string> } | null> {
  const form = PAGE_FORMS[name];
  const schema = typeof form.schema === 'function' ? form.schema(posted.fields, Boolean(posted.file)) : form.schema;
  const values = postedValues(schema, posted.fields, form.checkboxes);
  // The landing query's utm: in the hidden fields, else in the page's address the form posts to (its action).
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromAddress = Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => e[0].startsWith('utm_') && typeof e[1] === 'string'),
  );
  const extras = postedExtras(schema, { ...fromAddress, ...posted.fields });
  if (honeypotFilled({ [HONEYPOT_FIELD]: posted.fields[HONEYPOT_FIELD] })) {
    request.log.warn({ route: request.routeOptions.url, ip: request.ip }, 'honeypot filled: submission dropped');
    return null;
  }
  const fields: Record<string, string> = {};
  let file: Upload | undefined;
  if (form.fileField && posted.file?.fieldName === form.fileField) {
    const mimeType = await detectFileType(posted.file.data);
    if (mimeType) file = { fileName: storedFileName(posted.file.fileName, mimeType), mimeType, data: posted.file.data };
    else fields[form.fileField] = 'validation.fileType';
  }
  const parsed = schema.safeParse({ ...values, ...extras });
  if (!parsed.success) Object.assign(fields, zodFields(parsed.error));
  if (form.fileField && form.fileRequired && !file) fields[form.fileField] ??= 'validation.fileRequired';
  const shown = { ...values, ...answerValues(posted.fields) };
  if (!parsed.success || Object.keys(fields).length)
    return { post: { form: name, values: shown, fields }, status: 400 };
  try {
    await form.send(app, { data: parsed.data, file, lang, at: app.clock.now(), request });
    return { confirm: form.confirm?.(parsed.data) ?? {} };
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    return { post: refused(name, shown, err), status: err.statusCode };
  }
}

/** A refusal as the page shows it: each field's message by it, anything else as one message for the form. */
export function refused(name: PageFormName, values: FormPost['values'], err: HttpError): FormPost {
  const fields = { ...err.fields };
  if (err.statusCode === 429) return { form: name, values, fields: {}, rootError: 'forms.tooMany' };
  if (Object.keys(fields).length) return { form: name, values, fields };
  return { form: name, values, fields, rootError: err.statusCode === 400 ? 'forms.failed' : 'common.requestFailed' };
}
