import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../shared/constants.ts';
import type { Service } from '../../../shared/schemas/service.ts';
import { api } from '../../lib/api.ts';

/** The title of the service a visitor came from (`/contact?service=3`), in their language. */
export function useServiceTitle(id: number, lang: Language): string | undefined {
  const valid = Number.isInteger(id) && id > 0;
  const service = useQuery({
    queryKey: ['public', 'service', id],
    queryFn: () => api<Service>(`/api/forClients/${id}`),
    enabled: valid,
    retry: false,
  });
  if (!valid || !service.data) return undefined;
  const translated = lang === 'en' ? undefined : service.data.translations[lang]?.title?.trim();
  return translated || service.data.title;
}
