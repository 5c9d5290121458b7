import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteContentItem, SiteContentVersion } from '../../../shared/schemas/site-content.ts';
import { api } from '../../lib/api.ts';

/** Site content (issue 30, decision 0059): every key with its published texts and draft (ADMIN). */
export const siteContentQuery = queryOptions({
  queryKey: ['site-content'],
  queryFn: () => api<{ items: SiteContentItem[] }>('/api/site-content'),
});

export const versionsQuery = (key: string | null) =>
  queryOptions({
    queryKey: ['site-content', 'versions', key],
    queryFn: () => api<{ items: SiteContentVersion[] }>(`/api/site-content/${encodeURIComponent(key!)}/versions`),
    enabled: key !== null,
  });

export type Texts = { fr: string; en: string; nl: string };

export function useSaveDrafts() {
  const client = useQueryClient();
  return useMutation({
    // One key after the other: the first refused stops the rest, and says which key and language.
    mutationFn: async (drafts: { key: string; texts: Texts }[]) => {
      for (const { key, texts } of drafts)
        await api<SiteContentItem>(`/api/site-content/${encodeURIComponent(key)}`, { method: 'PUT', body: texts });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['site-content'] }),
  });
}

export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) =>
      api<{ published: string[] }>('/api/site-content/publish', { method: 'POST', body: { keys } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['site-content'] }),
  });
}

export function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, version }: { key: string; version: number }) =>
      api<SiteContentItem>(`/api/site-content/${encodeURIComponent(key)}/restore`, {
        method: 'POST',
        body: { version },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['site-content'] }),
  });
}
