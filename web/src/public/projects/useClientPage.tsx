import { useParams } from 'react-router';
import { useClient } from '../../api/reads';
import { ApiError } from '../../api/http';
import { clientIdFromParam, type PortfolioClient } from '../portfolio/data';

/** The client named by the route id (lowercase name) from GET /api/v1/clients/getClient/{name}. */
export const useClientPage = () => {
  const { id } = useParams();
  const name = clientIdFromParam(id);
  const res = useClient(name || undefined);
  const notFound = !name || (res.error instanceof ApiError && res.error.status === 404) || (!!res.data && !res.client);
  return {
    name,
    client: res.client as PortfolioClient | undefined,
    notFound,
    error: notFound ? undefined : res.error,
    isLoading: !notFound && !res.client && !res.error,
    retry: () => res.mutate(),
  };
};
