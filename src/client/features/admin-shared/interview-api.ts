import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { firmInstant } from '../../../shared/firm-time.ts';
import {
  wallClockParts,
  type ApplicationInterviews,
  type CalendarEvent,
  type CandidateInterview,
  type InterviewInput,
  type InterviewPatch,
  type InterviewSlotOffer,
  type InterviewSlotsInput,
} from '../../../shared/schemas/candidate-interview.ts';
import { api } from '../../lib/api.ts';

/** Interviews with candidates and the calendar (docs/decisions/0058): one query key for all, read again on change. */
const KEY = ['interviews'] as const;

export const applicationInterviewsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: [...KEY, 'application', applicationId] as const,
    queryFn: ({ signal }) =>
      api<ApplicationInterviews>(`/api/job-applications/${applicationId}/interviews`, { signal }),
  });

export const calendarQuery = (range: { from: string; to: string; mine: boolean }) =>
  queryOptions({
    queryKey: [...KEY, 'calendar', range] as const,
    queryFn: ({ signal }) =>
      api<{ items: CalendarEvent[] }>('/api/interviews', {
        query: { from: range.from, to: range.to, mine: String(range.mine) },
        signal,
      }),
  });

/** A change to interviews: they, the application's record (its history) and the outbox are read again. */
function useInterviewMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['job-applications'] }),
        client.invalidateQueries({ queryKey: ['outbox'] }),
      ]),
  });
}

export const useScheduleInterview = (applicationId: number) =>
  useInterviewMutation((body: InterviewInput) =>
    api<CandidateInterview>(`/api/job-applications/${applicationId}/interviews`, { method: 'POST', body }),
  );

export const useOfferSlots = (applicationId: number) =>
  useInterviewMutation((body: InterviewSlotsInput) =>
    api<InterviewSlotOffer>(`/api/job-applications/${applicationId}/interview-slots`, { method: 'POST', body }),
  );

export const useUpdateInterview = () =>
  useInterviewMutation(({ id, ...body }: InterviewPatch & { id: number }) =>
    api<CandidateInterview>(`/api/interviews/${id}`, { method: 'PATCH', body }),
  );

export const useCancelInterview = () =>
  useInterviewMutation((id: number) => api<void>(`/api/interviews/${id}`, { method: 'DELETE' }));

/** A picker's firm wall-clock value (`YYYY-MM-DD HH:mm`) as the ISO instant the API takes. */
export function instantOf(wallClock: string): string {
  const { date, time } = wallClockParts(wallClock);
  return firmInstant(date, time).toISOString();
}

const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as the firm's wall clock, `YYYY-MM-DD HH:mm:ss` (a DateTimePicker's value). */
export function wallClockOf(iso: string): string {
  const parts = WALL.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:00`;
}
