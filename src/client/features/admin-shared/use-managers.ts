import { useQuery } from '@tanstack/react-query';
import type { Manager } from '../../../shared/schemas/manager.ts';
import { adminKeys, fetchAll } from './admin-api.ts';

/** Every manager, for the manager selects and names in lists. */
export function useManagers() {
  const query = useQuery({
    queryKey: [...adminKeys.all('managers'), 'all'],
    queryFn: () => fetchAll<Manager>('managers', { sort: 'lastName:asc' }),
    staleTime: 60_000,
  });
  const managers = query.data ?? [];
  return {
    managers,
    options: managers.map((m) => ({ value: String(m.id), label: `${m.firstName} ${m.lastName}` })),
    nameOf: (id: number | null) => {
      const m = managers.find((x) => x.id === id);
      return m ? `${m.firstName} ${m.lastName}` : '';
    },
  };
}
