import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Client } from '@portfolio/contract';
import { notFound, readsOf } from '../data/reads';
import { clientIdFromParam } from '../portfolio/data';

export type ClientPageData = { name: string; client: Client | null; notFound?: true };

/** The client named by the route id (lowercase name); unknown names answer 404. */
export const clientLoader = async ({ params, context }: LoaderFunctionArgs) => {
  const name = clientIdFromParam(params.id);
  const client = name ? await readsOf(context).client(name) : null;
  return client ? { name, client } : notFound({ name, client: null });
};

export const useClientPage = () => useLoaderData() as ClientPageData;
