import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../shared/constants.ts';
import type { Service } from '../../../shared/schemas/service.ts';
import { api } from '../../lib/api.ts';

export function useServices() {
  return useQuery({ queryKey: ['public', 'services'], queryFn: () => api<Service[]>('/public/api/services') });
}

/** One service, by the spec's public call. */
export function useService(id: number | undefined) {
  return useQuery({
    queryKey: ['public', 'service', id],
    queryFn: () => api<Service>(`/api/forClients/${id}`),
    enabled: id !== undefined,
    retry: false,
  });
}

/** A service's texts in `lang`; the plain fields hold English, the fallback (docs/decisions/0006-service-translations.md). */
export function serviceText(service: Service, lang: Language) {
  const translated = lang === 'en' ? undefined : service.translations[lang];
  const pick = (field: 'title' | 'description' | 'details') => translated?.[field]?.trim() || service[field];
  return { title: pick('title'), description: pick('description'), details: pick('details') };
}
