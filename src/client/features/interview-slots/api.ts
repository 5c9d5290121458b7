import { queryOptions } from '@tanstack/react-query';
import type { PublicSlotOffer } from '../../../shared/schemas/candidate-interview.ts';
import { api } from '../../lib/api.ts';

/** The offer a candidate's signed link names (docs/decisions/0058); read by the server when it renders the page. */
export const slotOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['interview-slots', token] as const,
    queryFn: ({ signal }) =>
      api<PublicSlotOffer>(`/public/api/interview-slots/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

/** The candidate's choice; answers the offer as it now stands (the interview chosen). */
export const chooseSlot = (token: string, slotId: number) =>
  api<PublicSlotOffer>(`/public/api/interview-slots/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { slotId },
  });
