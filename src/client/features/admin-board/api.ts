import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardMove, BoardResource } from '../../../shared/schemas/board.ts';
import { api } from '../../lib/api.ts';

export interface BoardFilters {
  q?: string;
  rating?: number;
  tag?: number;
}

/**
 * A board (`GET /api/jobs/{id}/board`, `GET /api/spontaneous-applications/board`). Its key starts with the
 * pipeline's resource, so that a change on a record page (which refreshes the resource) refreshes the board too.
 */
export const boardQuery = (resource: BoardResource, jobId: number | null, filters: BoardFilters) =>
  queryOptions({
    queryKey: [resource, 'board', jobId, filters] as const,
    queryFn: ({ signal }) =>
      api<Board>(jobId === null ? '/api/spontaneous-applications/board' : `/api/jobs/${jobId}/board`, {
        query: { ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export interface CardMove extends BoardMove {
  id: number;
}

/** `POST /api/{resource}/{id}/move`; whatever its answer, the board and its pipeline's lists are read again. */
export function useMoveCard(resource: BoardResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...move }: CardMove) => api(`/api/${resource}/${id}/move`, { method: 'POST', body: move }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [resource] }),
        client.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}
