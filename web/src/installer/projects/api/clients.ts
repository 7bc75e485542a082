import { API, type ClientResponse, type RemovedResponse, type SiteResponse } from '@portfolio/contract';
import { ApiError, request, upload } from '../../../api/http';
import { reloadClients } from '../../../api/reads';

type Progress = (percent: number) => void;

/** True when a client of that name (any casing) exists: one small cached read, not the whole list. */
export const clientExists = async (name: string) => {
  try {
    await request(API.getClient(name.trim().toLowerCase()));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
};

export const addClient = async (form: FormData, onProgress?: Progress) => {
  const res = await upload<ClientResponse>(API.addClient, form, { onProgress });
  await reloadClients();
  return res;
};

export const updateClient = async (clientId: string, form: FormData, onProgress?: Progress) => {
  const res = await upload<ClientResponse>(API.updateClient(clientId), form, { method: 'PATCH', onProgress });
  await reloadClients();
  return res;
};

export const deleteClient = async (clientId: string) => {
  const res = await request<RemovedResponse>(API.deleteClient, { method: 'DELETE', body: { clientId } });
  await reloadClients();
  return res;
};

export const updateSite = async (form: FormData, onProgress?: Progress) => {
  const res = await upload<SiteResponse>(API.updateSite, form, { method: 'PATCH', onProgress });
  await reloadClients();
  return res;
};

export const removeSite = async (clientId: string, siteId: string) => {
  const res = await request<RemovedResponse>(API.removeSite, { method: 'DELETE', body: { clientId, siteId } });
  await reloadClients();
  return res;
};
