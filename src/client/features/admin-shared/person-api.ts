import { queryOptions } from '@tanstack/react-query';
import type { PersonRef, PersonView } from '../../../shared/schemas/person.ts';
import { api } from '../../lib/api.ts';

/**
 * The person of a record: all their records, consents and file views (`GET /api/persons/:recordType/:id`). The
 * record names the person, so that no address travels in a URL. `watch` adds what should refetch it when it
 * changes (the record's e-mail and phone, on a record page being edited).
 */
export const personQuery = (ref: PersonRef, watch: string[] = []) =>
  queryOptions({
    queryKey: ['persons', ref.recordType, ref.id, ...watch] as const,
    queryFn: ({ signal }) =>
      api<PersonView>(`/api/persons/${encodeURIComponent(ref.recordType)}/${ref.id}`, { signal }),
    enabled: ref.id > 0,
  });

/** The back-office path of the person page of a record's person. */
export const personPath = (ref: PersonRef) => `/persons/${ref.recordType}/${ref.id}`;
