import useSWR from 'swr';
import { API, type Client, type CurrentUser, type GetClientsResponse, type Post, type PostKind, type UserSummary } from '@portfolio/contract';
import { fetcher } from './http';

/**
 * SWR read hooks over /api/v1. Each key is the request path from the contract, so a mutation
 * revalidates a list with `mutate(API.getClients)` and the like.
 */
export const useClients = () => {
  const res = useSWR<GetClientsResponse>(API.getClients, fetcher);
  return { ...res, clients: res.data?.clients };
};

export const useClient = (name: string | undefined) => {
  const res = useSWR<Client[]>(name ? API.getClient(name) : null, fetcher);
  return { ...res, client: res.data?.[0] };
};

export const usePosts = (kind: PostKind) => {
  const res = useSWR<Post[]>(API.posts(kind), fetcher);
  return { ...res, posts: res.data };
};

export const useLogos = () => {
  const res = useSWR<string[]>(API.logos, fetcher);
  return { ...res, logos: res.data };
};

export const useCurrentUser = () => {
  const res = useSWR<{ user: CurrentUser }>(API.getUser, fetcher, { shouldRetryOnError: false, revalidateOnFocus: false });
  return { ...res, user: res.data?.user };
};

export const useUsers = () => {
  const res = useSWR<UserSummary[]>(API.getAllUsers, fetcher);
  return { ...res, users: res.data };
};
