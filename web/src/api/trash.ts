import useSWR, { mutate } from 'swr';
import {
  API,
  CAREERS_API,
  DOCUMENTS_API,
  POST_KINDS,
  type MessageResponse,
  type RestoreResponse,
  type TrashItem,
} from '@portfolio/contract';
import { fetcher, request } from './http';
import { reloadClients } from './reads';

/** The Trash (status users): removed clients, sites, posts and logos, newest first. */
export const useTrash = () => {
  const res = useSWR<TrashItem[]>(API.trash, fetcher);
  return { ...res, items: res.data };
};

/** A restore puts a client, site, post or logo back: every list that may show it reloads. */
const reloadLists = () =>
  Promise.all([
    reloadClients(),
    mutate(API.logos),
    mutate(CAREERS_API.allJobs),
    mutate(DOCUMENTS_API.documents),
    ...POST_KINDS.map((kind) => mutate(API.posts(kind))),
  ]);

/** Restore from the Trash screen, and the Undo of a removal's toast. */
export const restoreTrash = async (id: string) => {
  const res = await request<RestoreResponse>(API.restoreTrash(id), { method: 'POST' });
  await reloadLists();
  return res;
};

export const deleteForEver = async (id: string) => {
  const res = await request<MessageResponse>(API.trashItem(id), { method: 'DELETE' });
  await mutate<TrashItem[]>(API.trash, (items) => items?.filter((item) => item._id !== id), { revalidate: true });
  return res;
};
