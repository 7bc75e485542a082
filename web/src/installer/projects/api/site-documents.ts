import useSWR, { mutate } from 'swr';
import {
  SITE_DOCUMENT_FIELDS,
  apiPath,
  type SiteDocumentKind,
  type SiteDocumentListResponse,
} from '@portfolio/contract';
import { fetcher, request, upload } from '../../../api/http';

/* A project's private documents (completion certificates, work orders): listed, attached, removed. */

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
