import { queryOptions } from '@tanstack/react-query';
import type { PersonView } from '../../../shared/schemas/person.ts';
import { api } from '../../lib/api.ts';

/** The person of an e-mail and/or phone: their records, consents and file views (`GET /api/persons`). */
export const personQuery = (key: { email?: string; phone?: string }) =>
  queryOptions({
    queryKey: ['persons', key.email ?? '', key.phone ?? ''] as const,
    queryFn: ({ signal }) =>
      api<PersonView>('/api/persons', {
        query: { ...(key.email ? { email: key.email } : {}), ...(key.phone ? { phone: key.phone } : {}) },
        signal,
      }),
    enabled: Boolean(key.email || key.phone),
  });

/** The back-office path of a person's page. */
export const personPath = (email: string) => `/persons/${encodeURIComponent(email)}`;
