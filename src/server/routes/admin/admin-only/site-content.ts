import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publishedContentSchema,
  siteContentDraftBody,
  siteContentItem,
  siteContentKeyParams,
  siteContentList,
  siteContentPreviewQuery,
  siteContentPublishAnswer,
  siteContentPublishBody,
  siteContentRestoreBody,
  siteContentVersion,
} from '../../../../shared/schemas/site-content.ts';
import { contentFirm } from '../../../site-content/firm.ts';
import {
  listSiteContent,
  listVersions,
  publishedContent,
  publishSiteContent,
  restoreVersion,
  saveDraft,
} from '../../../site-content/site-content.ts';
import { errorAnswers } from '../../responses.ts';

const tags = ['admin: site content'];

/**
 * The site's content (issue 30, docs/decisions/0059), ADMIN only: every key with its published texts and draft,
 * drafts saved per key, published per list of keys (the public cache of every process is dropped by the table's
 * trigger), the versions of a key and the restore of one into the draft, and the preview of the pages with the drafts.
 */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: { sessionUser: { id: number } | null }) => request.sessionUser?.id ?? null;

  app.get(
    '/api/site-content',
    {
      config: { policy: { kind: 'site-content', action: 'list' } },
      schema: {
        summary: 'Every text of the site with its three languages, published and draft (ADMIN)',
        operationId: 'listSiteContent',
        tags,
        response: { 200: siteContentList },
      },
    },
    async () => ({ items: await listSiteContent(app.db) }),
  );

  app.get(
    '/api/site-content/preview',
    {
      config: { policy: { kind: 'site-content', action: 'read' } },
      schema: {
        summary: 'The texts a public page would show in a language with every draft published (ADMIN)',
        operationId: 'previewSiteContent',
        tags,
        querystring: siteContentPreviewQuery,
        response: { 200: publishedContentSchema },
      },
    },
    async (request) => publishedContent(app.db, request.query.lang, contentFirm(), { drafts: true }),
  );

  app.put(
    '/api/site-content/:key',
    {
      config: { policy: { kind: 'site-content', action: 'update' } },
      schema: {
        summary: "Save a text's draft in fr, en and nl (ADMIN); visitors see it once published",
        operationId: 'saveSiteContentDraft',
        tags,
        params: siteContentKeyParams,
        body: siteContentDraftBody,
        response: { 200: siteContentItem, ...errorAnswers(400, 404) },
      },
    },
    async (request) => saveDraft(app.db, request.params.key, request.body, me(request), app.clock.now()),
  );

  app.post(
    '/api/site-content/publish',
    {
      config: { policy: { kind: 'site-content', action: 'update' } },
      schema: {
        summary: 'Publish the drafts of these keys, each as a new version (ADMIN)',
        operationId: 'publishSiteContent',
        tags,
        body: siteContentPublishBody,
        response: { 200: siteContentPublishAnswer, ...errorAnswers(400) },
      },
    },
    async (request) => publishSiteContent(app.db, request.body.keys, me(request), app.clock.now()),
  );

  app.get(
    '/api/site-content/:key/versions',
    {
      config: { policy: { kind: 'site-content', action: 'read' } },
      schema: {
        summary: "A text's published versions, newest first, and its first start's text (version 0) (ADMIN)",
        operationId: 'listSiteContentVersions',
        tags,
        params: siteContentKeyParams,
        response: { 200: z.object({ items: z.array(siteContentVersion) }), ...errorAnswers(404) },
      },
    },
    async (request) => ({ items: await listVersions(app.db, request.params.key) }),
  );

  app.post(
    '/api/site-content/:key/restore',
    {
      config: { policy: { kind: 'site-content', action: 'update' } },
      schema: {
        summary: 'Make an earlier version the draft, to preview and publish (ADMIN)',
        operationId: 'restoreSiteContentVersion',
        tags,
        params: siteContentKeyParams,
        body: siteContentRestoreBody,
        response: { 200: siteContentItem, ...errorAnswers(400, 404) },
      },
    },
    async (request) => restoreVersion(app.db, request.params.key, request.body.version, me(request), app.clock.now()),
  );
};
