import useSWR, { mutate } from 'swr';
import {
  API,
  DOCUMENTS_API,
  DOCUMENT_FIELDS,
  type DocumentListResponse,
  type DocumentResponse,
  type DocumentValues,
  type RemovedResponse,
} from '@portfolio/contract';
import { fetcher, request, upload } from '../../api/http';

/* The dashboard's Certificates screen: the documents library (status users). */

export const useDocuments = () => {
  const res = useSWR<DocumentListResponse>(DOCUMENTS_API.documents, fetcher);
  return { ...res, documents: res.data?.documents };
};

const refresh = () => Promise.all([mutate(DOCUMENTS_API.documents), mutate(API.trash)]);

const formOf = (values: DocumentValues, file?: File | null) => {
  const form = new FormData();
  form.append(DOCUMENT_FIELDS.title, values.title);
  form.append(DOCUMENT_FIELDS.category, values.category);
  // The register's fields, '' to clear one.
  for (const name of ['issuer', 'number', 'issuedOn', 'expiresOn'] as const)
    form.append(DOCUMENT_FIELDS[name], values[name] ?? '');
  if (file) form.append(DOCUMENT_FIELDS.file, file);
  return form;
};

export const uploadDocument = async (values: DocumentValues, file: File, onProgress?: (percent: number) => void) => {
  const res = await upload<DocumentResponse>(DOCUMENTS_API.documents, formOf(values, file), { onProgress });
  await refresh();
  return res;
};

/** New title and category; with a file, the file is replaced (the previous one goes to the Trash). */
export const updateDocument = async (
  id: string,
  values: DocumentValues,
  file?: File | null,
  onProgress?: (percent: number) => void,
) => {
  const res = file
    ? await upload<DocumentResponse>(DOCUMENTS_API.document(id), formOf(values, file), { method: 'PUT', onProgress })
    : await request<DocumentResponse>(DOCUMENTS_API.document(id), { method: 'PUT', body: values });
  await refresh();
  return res;
};

export const removeDocument = async (id: string) => {
  const res = await request<RemovedResponse>(DOCUMENTS_API.document(id), { method: 'DELETE' });
  await refresh();
  return res;
};
