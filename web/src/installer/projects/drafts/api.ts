import { API } from '@portfolio/contract';
import { request } from '../../../api/http';

/** A project's Preview link: its public page with a short-lived signed token (contract drafts.ts). */
export const previewSite = async (clientId: string, siteId: string) =>
  (await request<{ url: string }>(API.previewSite, { method: 'POST', body: { clientId, siteId } })).url;
