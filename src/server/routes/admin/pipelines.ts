import type { PgTable } from 'drizzle-orm/pg-core';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ListFilter } from '../../../shared/pipelines/descriptor.ts';
import { pipelineExportQuery, pipelineListQuery } from '../../../shared/schemas/list-query.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import {
  PIPELINE_PATCHES,
  PIPELINE_RESOURCES,
  processChange,
  type PipelineResource,
} from '../../../shared/schemas/pipeline.ts';
import { PIPELINE_RECORDS, recordExtras } from '../../../shared/schemas/pipeline-records.ts';
import type { ExportedPipeline } from '../../../shared/pipeline-csv.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { changeProcess } from '../../admin/change-process.ts';
import { exportRecords } from '../../admin/export-records.ts';
import { getPipelineRecord } from '../../admin/get-record.ts';
import { listRecords, type ListSpec } from '../../admin/list-records.ts';
import { LIST_SPECS } from '../../admin/list-specs.ts';
import { patchRecord } from '../../admin/patch-record.ts';
import { refusePastSlots } from '../../time/slot-rules.ts';
import { plain } from '../../admin/to-api.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { chargeOf } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { csvAnswer } from '../responses.ts';

interface PipelineRoutes {
  resource: PipelineResource;
  record: z.ZodObject;
  patch: z.ZodType<Record<string, unknown>>;
  /** Profiles have their own list, with more filters (profiles.ts). */
  list: boolean;
  /** The list's filters besides search, state and dates (its descriptor's): its query takes those. */
  filters: readonly ListFilter[];
  /** The record's name in operationIds (`getJobApplication`) and in summaries. */
  one: string;
  label: string;
}

/** Every pipeline's routes, read from its descriptor (src/shared/pipelines/): names, record, PATCH body, list or not. */
const PIPELINES: PipelineRoutes[] = PIPELINE_RESOURCES.map((resource) => {
  const d = PIPELINE_DESCRIPTORS[resource];
  return {
    resource,
    record: PIPELINE_RECORDS[resource],
    patch: PIPELINE_PATCHES[resource],
    list: !d.ownList,
    filters: d.list.filters,
    ...d.names,
  };
});

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The routes of one pipeline's records. */
function registerPipeline(app: App, { resource, record, patch, list, filters, one, label }: PipelineRoutes) {
  const tags = [`admin: ${resource}`];
  const detail = record.extend(recordExtras);

  if (list) {
    app.get(
      `/api/${resource}`,
      {
        config: { policy: { kind: resource, action: 'list' } },
        schema: {
          summary: `List ${label}s`,
          operationId: `list${one}s`,
          tags,
          querystring: pipelineListQuery(filters),
          response: { 200: page(record) },
        },
      },
      async (request) => {
        const result = await listRecords(
          app.db,
          LIST_SPECS[resource] as ListSpec<PgTable>,
          request.query,
          chargeOf(actorOf(request), resource),
        );
        return { ...result, items: result.items.map((r) => plain(r as Record<string, unknown>)) };
      },
    );

    app.get(
      `/api/${resource}/export`,
      {
        // A bulk export of personal data: written to the audit log like a change.
        config: { audit: true, policy: { kind: resource, action: 'export' } },
        schema: {
          summary: `Export the ${label}s a list selects as CSV, streamed`,
          operationId: `export${one}s`,
          tags,
          querystring: pipelineExportQuery(filters),
          response: { 200: csvAnswer('Every record the search and filters select, in the list order') },
        },
      },
      async (request, reply) => {
        const { lang, separator, ...query } = request.query;
        const day = app.clock.now().toISOString().slice(0, 10);
        const lines = exportRecords(
          app.db,
          resource as ExportedPipeline,
          { ...query, page: 1, size: 1 },
          {
            lang,
            separator,
            scope: chargeOf(actorOf(request), resource),
          },
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${resource}-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(lines));
      },
    );
  }

  app.get(
    `/api/${resource}/:id`,
    {
      config: { policy: { kind: resource, action: 'read', record: 'params' } },
      schema: {
        summary: `Get a ${label}, with its files and history`,
        operationId: `get${one}`,
        tags,
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => getPipelineRecord(app.db, resource, request.params.id),
  );

  app.patch(
    `/api/${resource}/:id`,
    {
      config: { policy: { kind: resource, action: 'update', record: 'params' } },
      schema: {
        summary: `Edit the fields staff keep on a ${label}`,
        operationId: `patch${one}`,
        tags,
        params: idParams,
        body: patch,
        response: { 200: detail },
      },
    },
    async (request) => patchRecord(app.db, resource, request.params.id, request.body, app.clock.now()),
  );

  app.put(
    `/api/${resource}/:id/process`,
    {
      config: { policy: { kind: resource, action: 'changeState', record: 'params' } },
      schema: {
        summary: `Change the state of a ${label}, as its process allows`,
        operationId: `change${one}Process`,
        tags,
        params: idParams,
        body: processChange,
        response: { 200: detail },
      },
    },
    async (request) => {
      refusePastSlots(request.body, app.clock.now());
      return changeProcess(app.db, {
        resource,
        id: request.params.id,
        change: request.body,
        changedBy: sessionUser(request).userName,
        mail: app.mail,
      });
    },
  );
}

/**
 * docs/product-decisions.md#4-the-api, for every record with a state: `GET /api/{resource}` (list), `GET /api/{resource}/{id}`
 * (with files and history), `PATCH /api/{resource}/{id}` (the fields staff edit) and
 * `PUT /api/{resource}/{id}/process` (a change of state, as the state machine allows).
 */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of PIPELINES) registerPipeline(app, routes);
};
