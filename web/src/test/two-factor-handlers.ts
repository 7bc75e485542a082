import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import {
  API_PREFIX,
  MESSAGES,
  TWO_FACTOR_API,
  TWO_FACTOR_MESSAGES as M,
  type CurrentUser,
  type UserSummary,
} from '@portfolio/contract';

/** The mock API's two-factor state, one per test (keyed by that test's fresh db). */
interface State {
  enabled: boolean;
  pending: boolean;
  recoveryCodesLeft: number;
  requiredForAdmins: boolean;
}
interface Db {
  me: CurrentUser | null;
  users: UserSummary[];
}

export const MOCK_TWO_FACTOR = {
  password: 'correct-password',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  code: '123456',
  recoveryCode: 'ABCD-EFGH-JKLM-NPQR',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `CODE-${String(i).padStart(4, '0')}-AAAA-BBBB`),
};

const states = new WeakMap<object, State>();
export const twoFactorState = (db: object): State => {
  let state = states.get(db);
  if (!state)
    states.set(db, (state = { enabled: false, pending: false, recoveryCodesLeft: 0, requiredForAdmins: false }));
  return state;
};

const bad = (message: string, status = 400) => HttpResponse.json({ message }, { status });

/** /api/v1/user/2fa/* and the sign-in's code step, as the server answers them (the codes above are the right ones). */
export const twoFactorHandlers = (
  currentDb: () => Db,
  record: (request: StrictRequest<DefaultBodyType>) => Promise<{ body: unknown }>,
) => {
  const body = async (request: StrictRequest<DefaultBodyType>) =>
    ((await record(request)).body ?? {}) as Record<string, string>;
  const state = () => twoFactorState(currentDb());
  return [
    http.get(`*${TWO_FACTOR_API.status}`, async ({ request }) => {
      await record(request);
      const { enabled, recoveryCodesLeft, requiredForAdmins } = state();
      return HttpResponse.json({ enabled, recoveryCodesLeft, requiredForAdmins });
    }),
    http.post(`*${TWO_FACTOR_API.setup}`, async ({ request }) => {
      if ((await body(request)).password !== MOCK_TWO_FACTOR.password) return bad(MESSAGES.currentPasswordWrong);
      state().pending = true;
      const email = currentDb().me?.email ?? '';
      return HttpResponse.json({
        secret: MOCK_TWO_FACTOR.secret,
        otpauthUrl: `otpauth://totp/Dashboard:${encodeURIComponent(email)}?issuer=Dashboard&secret=${MOCK_TWO_FACTOR.secret}&algorithm=SHA1&digits=6&period=30`,
      });
    }),
    http.post(`*${TWO_FACTOR_API.enable}`, async ({ request }) => {
      if ((await body(request)).code !== MOCK_TWO_FACTOR.code) return bad(M.codeWrong);
      Object.assign(state(), { enabled: true, pending: false, recoveryCodesLeft: 10 });
      const me = currentDb().me;
      if (me?.twoFactorSetupRequired) currentDb().me = { ...me, twoFactorSetupRequired: undefined };
      return HttpResponse.json({ message: M.enabled, recoveryCodes: MOCK_TWO_FACTOR.recoveryCodes });
    }),
    http.post(`*${TWO_FACTOR_API.disable}`, async ({ request }) => {
      const { password, code } = await body(request);
      if (password !== MOCK_TWO_FACTOR.password) return bad(MESSAGES.currentPasswordWrong);
      if (code !== MOCK_TWO_FACTOR.code) return bad(M.codeWrong);
      Object.assign(state(), { enabled: false, recoveryCodesLeft: 0 });
      return HttpResponse.json({ message: M.disabled });
    }),
    http.post(`*${TWO_FACTOR_API.recoveryCodes}`, async ({ request }) => {
      if ((await body(request)).password !== MOCK_TWO_FACTOR.password) return bad(MESSAGES.currentPasswordWrong);
      state().recoveryCodesLeft = 10;
      return HttpResponse.json({
        message: M.recoveryCodesMade,
        recoveryCodes: MOCK_TWO_FACTOR.recoveryCodes.map((c) => c.replace('AAAA', 'ZZZZ')),
      });
    }),
    http.put(`*${TWO_FACTOR_API.policy}`, async ({ request }) => {
      const { requireForAdmins } = (await body(request)) as unknown as { requireForAdmins: boolean };
      if (requireForAdmins && !state().enabled) return bad(M.policyNeedsOwn);
      state().requiredForAdmins = requireForAdmins;
      return HttpResponse.json({ message: requireForAdmins ? M.policyOn : M.policyOff });
    }),
    http.post(`*${API_PREFIX}/user/2fa/reset/:id`, async ({ request, params }) => {
      await record(request);
      const db = currentDb();
      const user = db.users.find((u) => u._id === params.id);
      if (!user?.twoFactor) return bad(M.userNotOn(user?.email ?? ''), 409);
      db.users = db.users.map((u) => (u._id === user._id ? { ...u, twoFactor: false } : u));
      return HttpResponse.json({ message: M.reset(user.email) });
    }),
    http.post(`*${TWO_FACTOR_API.login}`, async ({ request }) => {
      const { code, recoveryCode } = await body(request);
      const ok = code === MOCK_TWO_FACTOR.code || recoveryCode === MOCK_TWO_FACTOR.recoveryCode;
      if (!ok) return bad(recoveryCode ? M.recoveryCodeWrong : M.codeWrong, 401);
      const db = currentDb();
      db.me = { _id: 'me', email: 'admin@example.com', status: true, powers: db.users[0].powers };
      return HttpResponse.json({
        message: 'Signed in successfully.',
        user: db.me,
        ...(recoveryCode && { recoveryCodesLeft: 9 }),
      });
    }),
  ];
};
