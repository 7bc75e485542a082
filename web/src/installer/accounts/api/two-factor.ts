import useSWR, { mutate } from 'swr';
import {
  API,
  TWO_FACTOR_API,
  type LoginResponse,
  type MessageResponse,
  type RecoveryCodesResponse,
  type TwoFactorLoginResponse,
  type TwoFactorRequiredResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@portfolio/contract';
import { fetcher, request } from '../../../api/http';

/** Two-factor sign-in: My Account's setup, the sign-in's code step, admins' reset and setting. */
export const useTwoFactorStatus = () => {
  const res = useSWR<TwoFactorStatus>(TWO_FACTOR_API.status, fetcher);
  return { ...res, status: res.data };
};

/** The password step answers either a session (LoginResponse) or "a code is needed" (no session yet). */
export type PasswordStepResponse = LoginResponse | TwoFactorRequiredResponse;
export const needsCode = (res: PasswordStepResponse): res is TwoFactorRequiredResponse =>
  'twoFactorRequired' in res && res.twoFactorRequired === true;

export const loginWithSecondFactor = async (factor: { code: string } | { recoveryCode: string }) => {
  const res = await request<TwoFactorLoginResponse>(TWO_FACTOR_API.login, { method: 'POST', body: factor });
  await mutate(API.getUser, { user: res.user }, { revalidate: false });
  return res;
};

const post = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body });
/** After a change: this screen's state and the users list. */
const refresh = () => Promise.all([mutate(TWO_FACTOR_API.status), mutate(API.getAllUsers)]);

/** A setup the site required is done (and its codes saved): re-reading the user opens the dashboard. */
export const finishRequiredSetup = () => mutate(API.getUser);

export const beginSetup = (password: string) => post<TwoFactorSetupResponse>(TWO_FACTOR_API.setup, { password });

export const enableTwoFactor = async (code: string) => {
  const res = await post<RecoveryCodesResponse>(TWO_FACTOR_API.enable, { code });
  // The codes are shown first; the rest of the screen catches up in the background.
  void refresh();
  return res;
};

export const disableTwoFactor = async (body: { password: string } & ({ code: string } | { recoveryCode: string })) => {
  const res = await post<MessageResponse>(TWO_FACTOR_API.disable, body);
  await refresh();
  return res;
};

export const newRecoveryCodes = async (password: string) => {
  const res = await post<RecoveryCodesResponse>(TWO_FACTOR_API.recoveryCodes, { password });
  void mutate(TWO_FACTOR_API.status);
  return res;
};

export const setTwoFactorPolicy = async (requireForAdmins: boolean) => {
  const res = await request<MessageResponse>(TWO_FACTOR_API.policy, { method: 'PUT', body: { requireForAdmins } });
  await mutate(TWO_FACTOR_API.status);
  return res;
};

/** Users screen: a status user turns off another user's two-factor. */
export const resetTwoFactor = async (id: string) => {
  const res = await post<MessageResponse>(TWO_FACTOR_API.reset(id), {});
  await mutate(API.getAllUsers);
  return res;
};
