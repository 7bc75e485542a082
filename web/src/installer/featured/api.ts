import useSWR, { mutate } from 'swr';
import { API, type HomePreview, type ProjectSummary } from '@portfolio/contract';
import { fetcher, request } from '../../api/http';

/* Curation: the featured projects in their order, and a new order (status users). */

export interface FeaturedAnswer {
  projects: ProjectSummary[];
  /** What the home page shows with the saved order. */
  home: HomePreview;
}

export const useFeatured = () => {
  const res = useSWR<FeaturedAnswer>(API.featured, fetcher, { revalidateOnFocus: false });
  return { ...res, projects: res.data?.projects, home: res.data?.home };
};

export const saveFeaturedOrder = async (siteIds: string[]) => {
  const res = await request<FeaturedAnswer & { message: string }>(API.featured, { method: 'PUT', body: { siteIds } });
  await mutate(API.featured, { projects: res.projects, home: res.home }, { revalidate: false });
  return res;
};
