import { eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileListQuery } from '../../../shared/schemas/list-query.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { recordExtras } from '../../../shared/schemas/pipeline-records.ts';
import { profileCreate, profileRecord, profileUpdate } from '../../../shared/schemas/profile.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { listRecords } from '../../admin/list-records.ts';
import { LIST_SPECS } from '../../admin/list-specs.ts';
import { createProfile, deleteProfile, updateProfile } from '../../admin/save-profile.ts';
import { profilesToApi } from '../../admin/to-api.ts';
import { profiles } from '../../db/schema.ts';
import { readMultipart } from '../../files/read-multipart.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { errorAnswers, noContent } from '../responses.ts';

const tags = ['admin: profiles'];
const profileDetail = profileRecord.extend(recordExtras);
/** Spec section 7: a `profile` part (JSON) and an optional `fileCv` part. */
const multipart = { consumes: ['multipart/form-data'] };

/** Profiles (spec section 7) and the admin list; their pipeline calls are in pipelines.ts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles',
    {
      schema: {
        summary: 'List talent profiles',
        operationId: 'listProfiles',
        tags,
        querystring: profileListQuery,
        response: { 200: page(profileRecord) },
      },
    },
    async (request) => {
      const filters: SQL[] = [];
      if (request.query.display) filters.push(eq(profiles.display, request.query.display === 'true'));
      const result = await listRecords(app.db, LIST_SPECS.profiles, request.query, filters);
      return { ...result, items: await profilesToApi(app.db, result.items) };
    },
  );

  app.post(
    '/api/postProfile',
    {
      schema: {
        summary: 'Add a talent profile (multipart: `profile` JSON part and optional `fileCv`)',
        operationId: 'createProfile',
        tags,
        ...multipart,
        response: { 201: profileDetail },
      },
    },
    async (request, reply) => {
      const { data, file } = await readMultipart(request, {
        jsonField: 'profile',
        fileField: 'fileCv',
        schema: profileCreate,
        fileRequired: false,
      });
      return reply.status(201).send(await createProfile(app.db, data, file, sessionUser(request).userName));
    },
  );

  app.put(
    '/api/profile',
    {
      schema: {
        summary: 'Edit a talent profile (multipart: `profile` JSON part and optional `fileCv`)',
        operationId: 'updateProfile',
        tags,
        ...multipart,
        response: { 200: profileDetail, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { data, file } = await readMultipart(request, {
        jsonField: 'profile',
        fileField: 'fileCv',
        schema: profileUpdate,
        fileRequired: false,
      });
      return updateProfile(app.db, data, file);
    },
  );

  app.delete(
    '/api/profile/:id',
    {
      schema: {
        summary: 'Delete a talent profile',
        operationId: 'deleteProfile',
        tags,
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteProfile(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
