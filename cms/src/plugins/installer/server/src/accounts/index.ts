import userHandlers from './handlers';
import passwordHandlers from './passwords';
import passwordResets from './password-resets';
import sessions from './sessions';
import superAdmin from './super-admin';
import twoFactorHandlers from './two-factor/handlers';
import loginChallenges from './two-factor/login-challenges';
import twoFactor from './two-factor/service';
import users from './users';

/**
 * Dashboard accounts: users and their seven powers, sign-in and sessions, passwords and their reset
 * by email, two-factor sign-in, and the Strapi admin's super-admin. The spec's user.* routes are in
 * ./handlers.ts, account.* in ./passwords.ts, two-factor.* in ./two-factor. The names are the ones
 * routes and getService use (`auth` is the session service).
 */
export const accountServices = {
  auth: sessions,
  'login-challenges': loginChallenges,
  'password-resets': passwordResets,
  'super-admin': superAdmin,
  'two-factor': twoFactor,
  users,
};
export const accountControllers = { user: userHandlers, account: passwordHandlers, 'two-factor': twoFactorHandlers };
