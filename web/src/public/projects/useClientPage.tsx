import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Client } from '@portfolio/contract';
import { notFound, readsOf } from '../data/reads';
import { clientIdFromParam, clientSlug } from '../portfolio/data';

export type ClientPageData = { name: string; client: Client | null; notFound?: true };

/**
 * The client named by the route id: its slug. A former slug (renamed client) or its name (old URLs
 * such as /projects/client/national%20cooperative%20bank) answers 301 to the current URL, built by
 * `pathOf`; unknown ids answer 404.
 */
export const clientLoaderFor =
  (pathOf: (client: Client) => string) =>
  async ({ params, context, request }: LoaderFunctionArgs) => {
    const id = clientIdFromParam(params.id);
    const client = id ? await readsOf(context).clientPage(id) : null;
    if (!client) return notFound({ name: id, client: null });
    if (id !== clientSlug(client)) throw redirect(pathOf(client) + new URL(request.url).search, 301);
    return { name: id, client };
  };

export const useClientPage = () => useLoaderData() as ClientPageData;
