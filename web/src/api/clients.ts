import { mutate } from 'swr';
import { API, type ClientResponse, type RemovedResponse, type SiteResponse } from '@portfolio/contract';
import { request, upload } from './http';

type Progress = (percent: number) => void;

/** Revalidates the client list and every cached single-client read (and the Trash, which a removal fills). */
export const reloadClients = () =>
  Promise.all([
    mutate(API.getClients),
    mutate((key) => typeof key === 'string' && key.startsWith(API.getClient(''))),
    mutate(API.trash),
  ]);

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
