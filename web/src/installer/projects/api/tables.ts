import useSWR from 'swr';
import {
  API,
  clientTableParams,
  projectTableParams,
  type ClientTableQuery,
  type ClientTableResponse,
  type ProjectTableQuery,
  type ProjectTableResponse,
} from '@portfolio/contract';
import { fetcher } from '../../../api/http';

/**
 * One page of the Projects table, filtered, sorted and paged on the server; the previous page stays shown while the
 * next loads.
 */
export const useProjectTable = (query: ProjectTableQuery) => {
  const res = useSWR<ProjectTableResponse>(`${API.projectTable}?${projectTableParams(query)}`, fetcher, {
    keepPreviousData: true,
  });
  return { ...res, result: res.data };
};

/** One page of the Clients table. */
export const useClientTable = (query: ClientTableQuery) => {
  const res = useSWR<ClientTableResponse>(`${API.clientTable}?${clientTableParams(query)}`, fetcher, {
    keepPreviousData: true,
  });
  return { ...res, result: res.data };
};
