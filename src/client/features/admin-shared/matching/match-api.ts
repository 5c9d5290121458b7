import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants.ts';
import type {
  JobMatch,
  MatchAdded,
  MatchInvited,
  PersonMatch,
  ProfileMatch,
} from '../../../../shared/schemas/matching.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../admin-api.ts';

interface Items<T> {
  items: T[];
}

/** How many suggestions a panel shows. */
export const MATCH_LIMIT = 20;

const matching = (path: string, lang: Language) => ['matching', path, lang] as const;

const ranked = <T>(path: string, lang: Language, enabled = true) =>
  queryOptions({
    queryKey: matching(path, lang),
    queryFn: ({ signal }) => api<Items<T>>(path, { query: { limit: MATCH_LIMIT, lang }, signal }),
    enabled,
    retry: false,
  });

/** `GET /api/jobs/{id}/matches`: the people who may fit a job. */
export const jobMatchesQuery = (jobId: number, lang: Language) =>
  ranked<PersonMatch>(`/api/jobs/${jobId}/matches`, lang);
/** `GET /api/people/{id}/matching-jobs`: the open jobs that may fit a person. */
export const personJobsQuery = (personId: number, lang: Language) =>
  ranked<JobMatch>(`/api/people/${personId}/matching-jobs`, lang);
/** The consultants who fit a talent request, or a company's requests. */
export type ConsultantSource = { kind: 'talent-interviews' | 'companies'; id: number };
export const consultantsQuery = (source: ConsultantSource, lang: Language) =>
  ranked<ProfileMatch>(`/api/${source.kind}/${source.id}/matches`, lang);

/** Add to the job's pipeline, or invite to apply: then the suggestions and the applications are read again. */
export function useMatchAction(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, action }: { personId: number; action: 'add' | 'invite' }) =>
      api<MatchAdded | MatchInvited>(`/api/jobs/${jobId}/matches/${personId}/${action}`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['matching', `/api/jobs/${jobId}/matches`] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all('job-applications') }),
      ]),
  });
}
