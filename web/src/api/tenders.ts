import useSWR, { mutate } from 'swr';
import {
  SITE_DOCUMENT_FIELDS,
  apiPath,
  type SiteDocumentKind,
  type SiteDocumentListResponse,
  type SimilarWorksAnswer,
} from '@portfolio/contract';
import { fetcher, queryString, request, upload } from './http';

/* Tenders: the similar-works check, the pack, and a project's private documents (status users). */

export interface TenderQuery {
  value: number;
  years?: number;
  sector?: string;
  service?: string;
}

const search = (q: TenderQuery) =>
  queryString({ value: q.value, years: q.years, sector: q.sector, service: q.service });

export const similarWorksPath = (q: TenderQuery) => `${apiPath('tenders.similarWorks')}${search(q)}`;
/** The pack downloads as a file: the browser follows this link with the session cookie. */
export const tenderPackPath = (q: TenderQuery) => `${apiPath('tenders.pack')}${search(q)}`;

export const useSimilarWorks = (q: TenderQuery | null) => {
  const res = useSWR<SimilarWorksAnswer>(q ? similarWorksPath(q) : null, fetcher, { revalidateOnFocus: false });
  return { ...res, answer: res.data };
};

const documentsPath = (siteId: string) => apiPath('site-documents.list', { siteId });

export const useSiteDocuments = (siteId: string | null) => {
  const res = useSWR<SiteDocumentListResponse>(siteId ? documentsPath(siteId) : null, fetcher);
  return { ...res, documents: res.data?.documents };
};

export const attachSiteDocument = async (
  siteId: string,
  kind: SiteDocumentKind,
  file: File,
  onProgress?: (percent: number) => void,
) => {
  const form = new FormData();
  form.append(SITE_DOCUMENT_FIELDS.kind, kind);
  form.append(SITE_DOCUMENT_FIELDS.file, file);
  const res = await upload<{ message: string }>(documentsPath(siteId), form, { onProgress });
  await mutate(documentsPath(siteId));
  return res;
};

export const removeSiteDocument = async (siteId: string, href: string) => {
  const res = await request<{ message: string }>(href, { method: 'DELETE' });
  await mutate(documentsPath(siteId));
  return res;
};
