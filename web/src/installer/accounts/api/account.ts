import { mutate } from 'swr';
import { API, type ChangePasswordRequest, type MessageResponse, type ResetPasswordRequest } from '@portfolio/contract';
import { request } from '../../../api/http';

/** The signed-in user's own password, and password reset by email. */
export const changePassword = (body: ChangePasswordRequest) =>
  request<MessageResponse>(API.changePassword, { method: 'POST', body });

export const forgotPassword = (email: string) =>
  request<MessageResponse>(API.forgotPassword, { method: 'POST', body: { email } });

export const resetPassword = async (body: ResetPasswordRequest) => {
  const res = await request<MessageResponse>(API.resetPassword, { method: 'POST', body });
  // Every session of that user has ended, this browser's included.
  await mutate(API.getUser, undefined, { revalidate: false });
  return res;
};

/** Users screen: a status user sends a user the reset email. */
export const sendPasswordReset = (id: string) =>
  request<MessageResponse>(API.sendPasswordReset(id), { method: 'POST', body: {} });
