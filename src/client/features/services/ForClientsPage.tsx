import { useSearchParams } from 'react-router';
import { ClientsOverview } from './ClientsOverview.tsx';
import { ServiceDetails } from './ServiceDetails.tsx';

/** For clients: one service's details (`?id=3`, spec: GET /api/forClients/{id}), or the clients' overview. */
export default function ForClientsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <ServiceDetails id={id} /> : <ClientsOverview />;
}
