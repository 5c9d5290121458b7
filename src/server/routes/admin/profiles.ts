import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileListQuery } from '../../../shared/schemas/list-query.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { PIPELINE_RECORDS, recordExtras } from '../../../shared/schemas/pipeline-records.ts';
import { profileCreate, profileUpdate } from '../../../shared/schemas/profile.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { listProfiles } from '../../admin/profiles/list-profiles.ts';
import { createProfile } from '../../admin/profiles/create-profile.ts';
import { deleteProfile } from '../../admin/profiles/delete-profile.ts';
import { updateProfile } from '../../admin/profiles/update-profile.ts';
import { readMultipart } from '../../http/read-parts.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { acceptUploads } from '../../plugins/uploads.ts';
import { authorize, authorizeAssignment, chargeOf } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers, noContent } from '../responses.ts';

const tags = ['admin: profiles'];
/** A profile as staff see it: the talents pipeline's record (src/shared/pipelines/profiles.ts). */
const profileRecord = PIPELINE_RECORDS.profiles;
const profileDetail = profileRecord.extend(recordExtras);
/** docs/spec/product-spec.md#7-the-calls-it-makes: a `profile` part (JSON) and an optional `fileCv` part. */
const multipart = { consumes: ['multipart/form-data'] };

/** Profiles (docs/spec/product-spec.md#7-the-calls-it-makes) and the admin list; their pipeline calls are in pipelines.ts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.get(
    '/api/profiles',
    {
      config: { policy: { kind: 'profiles', action: 'list' } },
      schema: {
        summary: 'List talent profiles',
        operationId: 'listProfiles',
        tags,
        querystring: profileListQuery,
        response: { 200: page(profileRecord) },
      },
    },
    async (request) => listProfiles(app.db, request.query, chargeOf(actorOf(request), 'profiles')),
  );

  app.post(
    '/api/postProfile',
    {
      config: { policy: { kind: 'profiles', action: 'create' } },
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
      authorizeAssignment(actorOf(request), data.managerId);
      return reply.status(201).send(
        await createProfile(app.db, {
          input: data,
          cv: file,
          createdBy: sessionUser(request).userName,
          at: app.clock.now(),
        }),
      );
    },
  );

  app.put(
    '/api/profile',
    {
      config: { policy: { kind: 'profiles', action: 'update', record: 'handler' } },
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
      const actor = actorOf(request);
      await authorize(app.db, actor, 'update', { kind: 'profiles', id: data.id });
      authorizeAssignment(actor, data.managerId);
      return updateProfile(app.db, data, file, app.clock.now());
    },
  );

  app.delete(
    '/api/profile/:id',
    {
      config: { policy: { kind: 'profiles', action: 'delete', record: 'params' } },
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
