import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EMAIL_PATTERN, MESSAGES } from '@portfolio/contract';
import { installerConfig } from '../config';

const DEFAULT_EMAIL = 'admin@example.com';

/** Strapi's own rules for an admin password (its admin API checks them on registration and password changes). */
const passwordProblem = (password: string): string | null => {
  if (password.length < 8) return 'must be at least 8 characters';
  if (Buffer.byteLength(password) > 72) return 'must be at most 72 bytes';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return 'must contain a lowercase letter, an uppercase letter and a number';
  return null;
};

const generatePassword = (): string => {
  for (;;) {
    const password = crypto.randomBytes(15).toString('base64url');
    if (!passwordProblem(password)) return password;
  }
};

/**
 * The Strapi admin panel's first super-admin. Strapi lets whoever reaches /admin first on a fresh
 * database register it; here it is created on start from ADMIN_EMAIL / ADMIN_PASSWORD instead,
 * with Strapi's own admin services, and the registration form stays closed.
 */
/** An admin-panel controller as extended here: its actions by name (init answers `{ data }`). */
type AdminController = Record<string, (ctx: unknown) => Promise<{ data: Record<string, unknown> }>>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Register phase (before routes are built): POST /admin/register-admin answers 403 and
   * GET /admin/init reports an admin, so the panel shows its sign-in form instead of inviting a
   * registration. Wrapping Strapi's controllers covers every spelling of the path the router accepts.
   */
  closeRegistration() {
    if (installerConfig(strapi).superAdmin.allowRegistration) return;
    const controllers = strapi.get('controllers');
    controllers.extend('admin::authentication', (controller: AdminController) => ({
      ...controller,
      async registerAdmin() {
        // A PolicyError keeps its message through Strapi's route authorization (a ForbiddenError becomes "Forbidden").
        throw new errors.PolicyError(MESSAGES.adminRegistrationClosed);
      },
    }));
    controllers.extend('admin::admin', (controller: AdminController) => ({
      ...controller,
      async init(ctx: unknown) {
        const answer = await controller.init(ctx);
        return { ...answer, data: { ...answer.data, hasAdmin: true } };
      },
    }));
  },

  /**
   * Bootstrap: creates the first super-admin from ADMIN_EMAIL (default admin@example.com, like the
   * dashboard admin) and ADMIN_PASSWORD, else a generated password printed once. With
   * ALLOW_ADMIN_REGISTRATION=true and no ADMIN_EMAIL, the first visitor to /admin registers instead.
   */
  async ensureSuperAdmin() {
    const users = strapi.service('admin::user');
    if (await users.exists()) return;

    const configured = installerConfig(strapi).superAdmin;
    // ALLOW_ADMIN_REGISTRATION=true reopens Strapi's "first visitor registers the super-admin" form.
    const email = (configured.email || (configured.allowRegistration ? '' : DEFAULT_EMAIL)).toLowerCase();
    if (!email) {
      strapi.log.warn(
        'No super-admin yet: ALLOW_ADMIN_REGISTRATION=true, so the first visitor to /admin registers one.',
      );
      return;
    }
    if (!EMAIL_PATTERN.test(email)) {
      strapi.log.error(
        `ADMIN_EMAIL=${email} is not an email address: no super-admin created, /admin registration stays closed. Fix it and restart.`,
      );
      return;
    }
    const given = configured.password;
    const problem = given ? passwordProblem(given) : null;
    if (problem) {
      strapi.log.error(
        `ADMIN_PASSWORD ${problem}: no super-admin created, /admin registration stays closed. Fix it and restart.`,
      );
      return;
    }
    const password = given || generatePassword();

    await strapi.service('admin::role').createRolesIfNoneExist();
    try {
      await users.createFirstAdmin({ email, firstname: 'Admin', lastname: '', password });
    } catch (error) {
      if (await users.exists()) return; // another instance on the same database created it first
      throw error;
    }
    if (given) strapi.log.info(`Super-admin created: ${email} (sign in at /admin)`);
    else
      strapi.log.info(
        `\n\n  Super-admin created: ${email}\n  Password (shown once): ${password}\n  Sign in at /admin. Set ADMIN_EMAIL / ADMIN_PASSWORD to choose them.\n`,
      );
  },
});
