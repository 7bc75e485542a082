import { LIMITS } from '@portfolio/contract';
import { queryString } from './http';

/** A dashboard search: the text, the page (from 1) and its size. */
export interface PageParams {
  q?: string;
  page?: number;
  pageSize?: number;
}

/** The request path of one page; it is also the SWR key, so every cached page starts with `path`. */
export const pagedPath = (path: string, { q = '', page = 1, pageSize = LIMITS.dashboardPageSize }: PageParams) =>
  `${path}${queryString({ q: q.trim(), page, pageSize })}`;
