import useSWR, { mutate } from 'swr';
import { API, type ProjectSummary } from '@portfolio/contract';
import { fetcher, request } from './http';

/* Curation (issue 33): the featured projects in their order, and a new order (status users). */

export interface FeaturedAnswer {
  projects: ProjectSummary[];
}

export const useFeatured = () => {
  const res = useSWR<FeaturedAnswer>(API.featured, fetcher, { revalidateOnFocus: false });
  return { ...res, projects: res.data?.projects };
};

export const saveFeaturedOrder = async (siteIds: string[]) => {
  const res = await request<FeaturedAnswer & { message: string }>(API.featured, { method: 'PUT', body: { siteIds } });
  await mutate(API.featured, { projects: res.projects }, { revalidate: false });
  return res;
};
