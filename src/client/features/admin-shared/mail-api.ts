import { queryOptions } from '@tanstack/react-query';
import type { OutboxMail, OutboxMailContent } from '../../../shared/schemas/outbox.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, listQuery, recordQuery, useAdminMutation, type ListQueryParams } from './admin-api.ts';

/** The outbox (ADMIN): every mail, one page at a time. */
export const outboxQuery = (query: ListQueryParams) => listQuery<OutboxMail>('outbox', query);

/** One mail with its rendered HTML and text. */
export const outboxMailQuery = (id: number | null) => recordQuery<OutboxMailContent>('outbox', id);

/** The mails a pipeline record caused; a change of that record's state refreshes them (same key prefix). */
export const recordMailsQuery = (resource: PipelineResource, id: number) =>
  queryOptions({
    queryKey: [...adminKeys.record(resource, id), 'mails'],
    queryFn: ({ signal }) => api<OutboxMail[]>(`/api/${resource}/${id}/mails`, { signal }),
  });

/** Sends a failed mail again. */
export const useResendMail = () =>
  useAdminMutation(['outbox'], (id: number) => api(`/api/outbox/${id}/resend`, { method: 'POST' }));
