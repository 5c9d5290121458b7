import type { FastifyPluginAsync } from 'fastify';
import { PAGE_FORM_NAMES, SENT_ANCHOR, SENT_PARAM, type PageFormName } from '../../../shared/page-form.ts';
import { HttpError } from '../../errors.ts';
import { acceptUploads } from '../../plugins/uploads.ts';
import { FORM_NAME_FIELD, PAGE_FORMS, readPostedForm, refused, sendPageForm } from '../../public/page-forms.ts';
import { requestLanguage } from '../../public/request-language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page's own form post: checked by origin (plugins/csrf.ts), rate-limited as a public form. */
    pageForm?: boolean;
  }
}

const isFormName = (value: unknown): value is PageFormName => PAGE_FORM_NAMES.includes(value as PageFormName);

/** The page's address with `?sent=<form>`: where the confirmation is shown, after a 303, scrolled to it. */
function confirmationUrl(url: string, form: PageFormName, confirm: Record<string, string> = {}): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(SENT_PARAM, form);
  for (const [key, value] of Object.entries(confirm)) parsed.searchParams.set(key, value);
  return `${parsed.pathname}${parsed.search}#${SENT_ANCHOR}`;
}

/**
 * The public forms without JavaScript (issue 26, item 15; docs/decisions/0038): each form's page takes its form as
 * a plain HTML post (multipart, `_form` naming the form). The same shared schema and domain function as the JSON
 * API; accepted, the browser is sent (303) to the page with its confirmation; refused, the page comes again with
 * the values sent and each message by its field, in the page's language.
 */
export const pageFormRoutes: FastifyPluginAsync = async (app) => {
  // A job's screening questions add their fields (docs/decisions/0062): twenty questions, boxes of several choices.
  await acceptUploads(app, { fields: 200 });
  const pages = [...new Set(Object.values(PAGE_FORMS).map((f) => f.page))];
  for (const page of pages) {
    app.post(
      page,
      {
        schema: { hide: true },
        config: { pageForm: true },
        // A refusal before the handler (the rate limit, the origin check): the page with one message.
        errorHandler: (error, request, reply) => {
          if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 403) throw error;
          const form = PAGE_FORM_NAMES.find((name) => PAGE_FORMS[name].page === page) ?? 'contact';
          app
            .sendFormPage(request, reply, refused(form, {}, error), error.statusCode)
            .catch((err: unknown) => reply.send(err));
        },
      },
      async (request, reply) => {
        const posted = await readPostedForm(request);
        const name = posted.fields[FORM_NAME_FIELD];
        if (!isFormName(name) || PAGE_FORMS[name].page !== page) {
          throw new HttpError(400, 'No such form on this page', { [FORM_NAME_FIELD]: 'validation.invalid' });
        }
        const answer = await sendPageForm(app, request, name, posted, requestLanguage(request));
        // A bot's (honeypot filled) is answered as accepted.
        if (!answer || 'confirm' in answer) {
          return reply.redirect(confirmationUrl(request.url, name, answer?.confirm), 303);
        }
        return app.sendFormPage(request, reply, answer.post, answer.status);
      },
    );
  }
};
