import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/pagination.ts';
import type { PublicProfile } from '../../../shared/schemas/profile.ts';
import { api } from '../../lib/api.ts';

export const PROFILES_PAGE_SIZE = 12;
export interface ProfileFilters {
  keyword: string;
  technologies: string;
  experience: string;
}
export const PROFILE_FIELDS = ['keyword', 'technologies', 'experience'] as const;

export function useProfileSearch(filters: ProfileFilters, page: number) {
  return useQuery({
    queryKey: ['public', 'profiles', filters, page],
    queryFn: ({ signal }) =>
      api<Page<PublicProfile>>('/public/api/profiles', {
        query: { ...filters, page, size: PROFILES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProfile(id: number) {
  return useQuery({
    queryKey: ['public', 'profile', id],
    queryFn: () => api<PublicProfile>(`/api/public/profile/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export const profileDescriptions = (p: PublicProfile) => ({
  en: p.descriptionEn,
  fr: p.descriptionFr,
  nl: p.descriptionNl,
});
export const displayedName = (p: PublicProfile) => `${p.displayedFirstName} ${p.displayedLastName}`.trim();
export const technologyList = (p: PublicProfile) =>
  p.technologies
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
