import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandUpdate, FirmSettings, FirmSettingsAnswer } from '../../../shared/schemas/brand.ts';
import { api } from '../../lib/api.ts';
import { updateAppConfig } from '../../lib/config.ts';

const KEY = ['admin', 'settings', 'firm'] as const;

export const firmSettingsQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api<FirmSettingsAnswer>('/api/settings/firm', { signal }),
    staleTime: 0,
  });

/** The answer in force: kept in the query and put in this tab's configuration (theme, header, footer) at once. */
function useApply() {
  const client = useQueryClient();
  return (answer: FirmSettingsAnswer) => {
    client.setQueryData(KEY, answer);
    const { saved: _saved, brand, ...firm } = answer;
    updateAppConfig({ ...firm, brand });
  };
}

export function useSaveFirm() {
  const apply = useApply();
  return useMutation({
    mutationFn: (values: FirmSettings) =>
      api<FirmSettingsAnswer>('/api/settings/firm', { method: 'PUT', body: values }),
    onSuccess: apply,
  });
}

export function useSaveBrand() {
  const apply = useApply();
  return useMutation({
    mutationFn: (values: BrandUpdate) =>
      api<FirmSettingsAnswer>('/api/settings/brand', { method: 'PUT', body: values }),
    onSuccess: apply,
  });
}

/** After the logo or hero photo changed: the settings read again (the answer carries the new addresses). */
export function useRefreshSettings() {
  const apply = useApply();
  return async () => apply(await api<FirmSettingsAnswer>('/api/settings/firm'));
}
