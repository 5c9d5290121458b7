import { useQuery } from '@tanstack/react-query';
import type { PublicManager } from '../../../shared/schemas/manager.ts';
import { api } from '../../lib/api.ts';

/** The champion team: the managers the firm shows on its site. */
export function useManagers() {
  return useQuery({ queryKey: ['public', 'managers'], queryFn: () => api<PublicManager[]>('/public/api/managers') });
}
