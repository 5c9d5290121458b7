import { useQuery } from '@tanstack/react-query';
import { mayAssign } from '../../../shared/policy.ts';
import type { Manager } from '../../../shared/schemas/manager.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { adminKeys, fetchAll } from './admin-api.ts';

/**
 * Every manager, for the filters and names in lists; `assignable`: those the user may give a job or profile to (a
 * MANAGER limited to their charge: only themselves, as the server's policy says, src/shared/policy.ts).
 */
export function useManagers() {
  const me = useCurrentUser().data;
  const query = useQuery({
    queryKey: [...adminKeys.all('managers'), 'all'],
    queryFn: () => fetchAll<Manager>('managers', { sort: 'lastName:asc' }),
    staleTime: 60_000,
  });
  const managers = query.data ?? [];
  const option = (m: Manager) => ({ value: String(m.id), label: `${m.firstName} ${m.lastName}` });
  return {
    managers,
    options: managers.map(option),
    assignable: managers.filter((m) => !me || mayAssign(me, m.id)).map(option),
    nameOf: (id: number | null) => {
      const m = managers.find((x) => x.id === id);
      return m ? `${m.firstName} ${m.lastName}` : '';
    },
  };
}
