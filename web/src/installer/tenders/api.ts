import useSWR from 'swr';
import { apiPath, type SimilarWorksAnswer } from '@portfolio/contract';
import { fetcher, queryString } from '../../api/http';

/* Tenders: the similar-works check, and the tender pack (status users). */

export interface TenderQuery {
  value: number;
  years?: number;
  sector?: string;
  service?: string;
}

const params = (q: TenderQuery) => ({ value: q.value, years: q.years, sector: q.sector, service: q.service });
const search = (q: TenderQuery) => queryString(params(q));

export const similarWorksPath = (q: TenderQuery) => `${apiPath('tenders.similarWorks')}${search(q)}`;
/** The pack downloads as a file: the browser follows this link with the session cookie. */
export const tenderPackPath = (q: TenderQuery, { doorSchedules = false } = {}) =>
  `${apiPath('tenders.pack')}${queryString({ ...params(q), doorSchedules: doorSchedules || undefined })}`;

export const useSimilarWorks = (q: TenderQuery | null) => {
  const res = useSWR<SimilarWorksAnswer>(q ? similarWorksPath(q) : null, fetcher, { revalidateOnFocus: false });
  return { ...res, answer: res.data };
};
