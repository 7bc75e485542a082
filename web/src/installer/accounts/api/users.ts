import { mutate } from 'swr';
import { API, type LoginResponse, type MessageResponse, type Power, type UserSummary } from '@portfolio/contract';
import { request } from '../../../api/http';
import type { PasswordStepResponse } from './two-factor';

/** Dashboard user calls (spec section 7). Each write revalidates the list it changes. */
/** The password step: a session, or (two-factor on) a code to ask for next (see api/two-factor). */
export const login = (email: string, password: string) =>
  request<PasswordStepResponse>(API.login, { method: 'POST', body: { email, password } });

const endSessions = async (path: string) => {
  const res = await request<MessageResponse>(path, { method: 'POST', body: {} });
  await mutate(API.getUser, undefined, { revalidate: false });
  return res;
};

export const logout = () => endSessions(API.logout);

/** Ends every session of the signed-in user, on every device, this one included. */
export const logoutEverywhere = () => endSessions(API.logoutEverywhere);

export const register = async (email: string, password: string) => {
  const res = await request<LoginResponse>(API.register, { method: 'POST', body: { email, password } });
  void mutate(API.getAllUsers);
  return res;
};

export const updatePowers = async (id: string, changes: Partial<Record<Power, boolean>>) => {
  const res = await request<MessageResponse & { user: UserSummary }>(API.updatePowers(id), {
    method: 'PUT',
    body: changes,
  });
  // A change to one's own powers updates the navigation at once.
  await Promise.all([mutate(API.getAllUsers), mutate(API.getUser)]);
  return res;
};

/** The admin flag and the email of another user; the list (and one's own account) reload after. */
export const updateStatus = async (id: string, status: boolean) => {
  const res = await request<MessageResponse & { user: UserSummary }>(API.updateStatus(id), {
    method: 'PUT',
    body: { status },
  });
  await Promise.all([mutate(API.getAllUsers), mutate(API.getUser)]);
  return res;
};

export const updateEmail = async (id: string, email: string) => {
  const res = await request<MessageResponse & { user: UserSummary }>(API.updateEmail(id), {
    method: 'PUT',
    body: { email: email.trim().toLowerCase() },
  });
  await Promise.all([mutate(API.getAllUsers), mutate(API.getUser)]);
  return res;
};

export const deleteUser = async (id: string) => {
  const res = await request<MessageResponse>(API.deleteUser(id), { method: 'DELETE' });
  // Remove the user from the cached list at once (spec: "removed from list locally"), then revalidate.
  await mutate<UserSummary[]>(API.getAllUsers, (list) => list?.filter((u) => u._id !== id), { revalidate: true });
  return res;
};
