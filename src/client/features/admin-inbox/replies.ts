import { queryOptions } from '@tanstack/react-query';
import type { AttachInboundMail, InboundMailView } from '../../../shared/schemas/inbound-mail.ts';
import { WRITE_RECORD_TYPES } from '../../../shared/schemas/mail-template.ts';
import type { PersonDetail, PersonSummary } from '../../../shared/schemas/people.ts';
import type { Page } from '../../../shared/schemas/pagination.ts';
import { api } from '../../lib/api.ts';

type WriteRecordType = (typeof WRITE_RECORD_TYPES)[number];

/** The replies in one state (`GET /api/inbound-mails?state=`); the API answers the newest 200 at most, unpaged. */
export const repliesQuery = (state: 'unmatched' | 'failed') =>
  queryOptions({
    queryKey: ['inbound-mails', state] as const,
    queryFn: ({ signal }) =>
      api<{ items: InboundMailView[] }>('/api/inbound-mails', { query: { state, limit: 200 }, signal }),
  });

/** The people whose name, e-mail or phone hold `q` (`GET /api/people?q=`), for the picker. */
export const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['people', 'list', { q, size: 20 }] as const,
    queryFn: ({ signal }) => api<Page<PersonSummary>>('/api/people', { query: { q, size: 20 }, signal }),
    enabled: q.length >= 2,
  });

/** One person and their records (`GET /api/people/{id}`). */
export const personQuery = (id: number) =>
  queryOptions({
    queryKey: ['people', 'one', id] as const,
    queryFn: ({ signal }) => api<PersonDetail>(`/api/people/${id}`, { signal }),
    enabled: id > 0,
  });

/** `POST /api/inbound-mails/{id}/attach`. */
export const attachReply = (id: number, body: AttachInboundMail) =>
  api<InboundMailView>(`/api/inbound-mails/${id}/attach`, { method: 'POST', body });

/** The text shown of a reply in the list: its first words, on one line, at most `max` characters. */
export function replyPreview(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** How a person is named in the picker: their name and e-mail (an anonymised person has neither). */
export function personLabel(p: Pick<PersonSummary, 'firstName' | 'lastName' | 'email' | 'id'>): string {
  const name = `${p.firstName} ${p.lastName}`.trim();
  if (name && p.email) return `${name} <${p.email}>`;
  return name || p.email || `#${p.id}`;
}

/** The person's records a reply may be attached to (those a mail may be about), as `type:id` choices. */
export function recordChoices(
  person: Pick<PersonDetail, 'records'>,
): { value: string; type: WriteRecordType; id: number }[] {
  return person.records.flatMap((r) =>
    (WRITE_RECORD_TYPES as readonly string[]).includes(r.recordType)
      ? [{ value: `${r.recordType}:${r.id}`, type: r.recordType as WriteRecordType, id: r.id }]
      : [],
  );
}

/** The attach request's body from the picker's choices (`record`: a `type:id` value of recordChoices, or null). */
export function attachBody(personId: number, record: string | null): AttachInboundMail {
  if (!record) return { personId };
  const [type, id] = record.split(':');
  return { personId, recordType: type as WriteRecordType, recordId: Number(id) };
}
