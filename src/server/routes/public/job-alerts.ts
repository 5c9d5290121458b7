import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../shared/constants.ts';
import { jobAlertRequest } from '../../../shared/schemas/job-alert.ts';
import { HttpError } from '../../errors.ts';
import { alertPage, pageText, type PagePart } from '../../job-alerts/alert-pages.ts';
import { translate } from '../../catalogs.ts';
import {
  alertOfLink,
  alertsOfLink,
  confirmJobAlert,
  describeQuery,
  removeAlerts,
  unsubscribeJobAlert,
  unsubscribePath,
} from '../../job-alerts/job-alerts.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { errorAnswers, noContent } from '../responses.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST authorized by the signed link it is sent to, not by a cookie (RFC 8058 one-click unsubscribe: a mail
     * program posts it from nowhere): plugins/csrf.ts lets it through.
     */
    signedLink?: boolean;
  }
}

const tokenQuery = z.object({ token: z.string().max(4096).optional() });
const asLanguage = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';

/**
 * docs/decisions/0061: "Get these jobs by e-mail" (POST /public/api/job-alerts, 202 whatever the address), and the
 * alert's signed-link pages: confirm (GET shows a button, POST confirms: a link scanner's GET confirms nothing),
 * unsubscribe (RFC 8058: POST with `List-Unsubscribe=One-Click`, no cookie; GET shows a button) and manage.
 * Server-rendered HTML, no JavaScript; a forged, expired or spent link answers a page that says so (400/410).
 */
export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click POST comes urlencoded or as multipart, its body is not needed: the link says everything.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      const params = new URLSearchParams(typeof body === 'string' ? body : '');
      done(null, Object.fromEntries(params));
    },
  );

  app.post(
    '/public/api/job-alerts',
    {
      schema: {
        summary:
          'Get the jobs of a search by e-mail (double opt-in; answers the same whether the address is known or not)',
        operationId: 'requestJobAlert',
        tags: ['public: job alerts'],
        body: jobAlertRequest,
        response: { 202: noContent, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      await app.jobAlerts.request(request.body);
      return reply.status(202).send();
    },
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  /** A refused link: a page that says why, in the visitor's language. */
  const refused = (request: FastifyRequest, reply: FastifyReply, titleKey: string, err: unknown) => {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    const lang = requestLanguage(request);
    const text = err.statusCode === 400 ? 'invalid' : err.message === 'This link has expired' ? 'expired' : 'gone';
    return send(
      reply,
      err.statusCode,
      alertPage(lang, titleKey, [{ kind: 'text', text: pageText(lang, text), role: 'alert' }]),
    );
  };
  const tokenOf = (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    return (request.query as { token?: string }).token ?? (typeof body?.token === 'string' ? body.token : undefined);
  };
  const page = { schema: { hide: true, querystring: tokenQuery }, config: { signedLink: true, rateLimit: false } };

  app.get('/job-alerts/confirm', page, async (request, reply) => {
    try {
      const alert = await alertOfLink(app.db, app.mail, request.query.token, 'c', app.clock.now());
      if (!alert) throw new HttpError(410, 'This job alert no longer exists');
      const lang = asLanguage(alert.lang);
      if (alert.confirmedAt)
        return send(
          reply,
          200,
          alertPage(lang, 'confirmTitle', [{ kind: 'text', text: pageText(lang, 'alreadyConfirmed'), role: 'status' }]),
        );
      return send(
        reply,
        200,
        alertPage(lang, 'confirmTitle', [
          { kind: 'text', text: pageText(lang, 'confirmText', { search: describeQuery(alert.query, lang) }) },
          { kind: 'form', action: request.url, button: pageText(lang, 'confirmButton') },
        ]),
      );
    } catch (err) {
      return refused(request, reply, 'confirmTitle', err);
    }
  });

  app.post('/job-alerts/confirm', page, async (request, reply) => {
    try {
      const { outcome, alert } = await confirmJobAlert(app.db, app.mail, tokenOf(request), app.clock.now());
      const lang = asLanguage(alert.lang);
      return send(
        reply,
        200,
        alertPage(lang, 'confirmTitle', [{ kind: 'text', text: pageText(lang, outcome), role: 'status' }]),
      );
    } catch (err) {
      return refused(request, reply, 'confirmTitle', err);
    }
  });

  app.get('/job-alerts/unsubscribe', page, async (request, reply) => {
    try {
      const alert = await alertOfLink(app.db, app.mail, request.query.token, 'u', app.clock.now());
      const lang = alert ? asLanguage(alert.lang) : requestLanguage(request);
      if (!alert)
        return send(
          reply,
          200,
          alertPage(lang, 'unsubscribeTitle', [
            { kind: 'text', text: pageText(lang, 'alreadyUnsubscribed'), role: 'status' },
          ]),
        );
      return send(
        reply,
        200,
        alertPage(lang, 'unsubscribeTitle', [
          { kind: 'text', text: `${pageText(lang, 'unsubscribeText')} (${describeQuery(alert.query, lang)})` },
          { kind: 'form', action: request.url, button: pageText(lang, 'unsubscribeButton') },
        ]),
      );
    } catch (err) {
      return refused(request, reply, 'unsubscribeTitle', err);
    }
  });

  // RFC 8058: the mail program's one-click POST (`List-Unsubscribe=One-Click`), or the page's button.
  app.post('/job-alerts/unsubscribe', page, async (request, reply) => {
    try {
      const { outcome } = await unsubscribeJobAlert(app.db, app.mail, tokenOf(request), app.clock.now());
      const lang = requestLanguage(request);
      return send(
        reply,
        200,
        alertPage(lang, 'unsubscribeTitle', [{ kind: 'text', text: pageText(lang, outcome), role: 'status' }]),
      );
    } catch (err) {
      return refused(request, reply, 'unsubscribeTitle', err);
    }
  });

  app.get('/job-alerts/manage', page, async (request, reply) => {
    try {
      const now = app.clock.now();
      const { email, alerts } = await alertsOfLink(app.db, app.mail, request.query.token, now);
      const lang = alerts[0] ? asLanguage(alerts[0].lang) : requestLanguage(request);
      const parts: PagePart[] = alerts.length
        ? [
            { kind: 'text', text: pageText(lang, 'manageText', { email }) },
            {
              kind: 'list',
              items: alerts.map((a) => {
                const state = a.confirmedAt ? '' : ` (${pageText(lang, 'unconfirmed')})`;
                return {
                  text: `${describeQuery(a.query, lang)} – ${frequencyText(lang, a.frequency)}${state}`,
                  form: { action: unsubscribePath(app.mail, a, now), button: pageText(lang, 'unsubscribeButton') },
                };
              }),
            },
            { kind: 'form', action: request.url, button: pageText(lang, 'unsubscribeAll') },
          ]
        : [{ kind: 'text', text: pageText(lang, 'none'), role: 'status' }];
      return send(reply, 200, alertPage(lang, 'manageTitle', parts));
    } catch (err) {
      return refused(request, reply, 'manageTitle', err);
    }
  });

  // The manage page's "Unsubscribe from all".
  app.post('/job-alerts/manage', page, async (request, reply) => {
    try {
      const now = app.clock.now();
      const { email } = await alertsOfLink(app.db, app.mail, tokenOf(request), now);
      await removeAlerts(app.db, email, undefined, now);
      const lang = requestLanguage(request);
      return send(
        reply,
        200,
        alertPage(lang, 'manageTitle', [{ kind: 'text', text: pageText(lang, 'allRemoved'), role: 'status' }]),
      );
    } catch (err) {
      return refused(request, reply, 'manageTitle', err);
    }
  });
};

const frequencyText = (lang: Language, frequency: string) => translate(lang, `jobs.alert.frequencies.${frequency}`);
