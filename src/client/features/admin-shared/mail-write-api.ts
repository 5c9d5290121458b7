import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MailTemplateInput,
  MailTemplateView,
  PersonMailInput,
  personMailPreview,
  personTimeline,
} from '../../../shared/schemas/mail-template.ts';
import { api } from '../../lib/api.ts';

export const mailTemplatesQuery = () =>
  queryOptions({
    queryKey: ['mail-templates'] as const,
    queryFn: ({ signal }) => api<MailTemplateView[]>('/api/mail-templates', { signal }),
  });

export const personTimelineQuery = (id: number) =>
  queryOptions({
    queryKey: ['people', 'timeline', id] as const,
    queryFn: ({ signal }) => api<z.infer<typeof personTimeline>>(`/api/people/${id}/timeline`, { signal }),
    enabled: id > 0,
  });

export const previewMail = (personId: number, input: PersonMailInput) =>
  api<z.infer<typeof personMailPreview>>(`/api/people/${personId}/mails`, {
    method: 'POST',
    body: { ...input, preview: true },
  });

export const sendMail = (personId: number, input: PersonMailInput) =>
  api<{ outboxId: number }>(`/api/people/${personId}/mails`, { method: 'POST', body: input });

export const saveTemplate = (id: number | null, input: MailTemplateInput) =>
  api<MailTemplateView>(id ? `/api/mail-templates/${id}` : '/api/mail-templates', {
    method: id ? 'PUT' : 'POST',
    body: input,
  });

export const deleteTemplate = (id: number) => api(`/api/mail-templates/${id}`, { method: 'DELETE' });
