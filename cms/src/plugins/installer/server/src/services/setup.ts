import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { allPowers } from '@portfolio/contract';
import { installerConfig } from '../config';
import { getService } from '../utils/get-service';

const USER_UID = 'plugin::users-permissions.user';

/** First-start tasks: the dashboard admin account. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ensureInstallerAdmin() {
    const existing = await strapi.db.query(USER_UID).count({ where: { isAdmin: true } });
    if (existing > 0) return;

    const configured = installerConfig(strapi).installerAdmin;
    const email = configured.email.trim().toLowerCase();
    const sameEmail = await strapi.db.query(USER_UID).findOne({ where: { email: { $eqi: email } } });
    if (sameEmail) {
      // The account exists (made in the admin panel, or its admin flag was removed): promote it, keep its password.
      await strapi.db
        .query(USER_UID)
        .update({ where: { id: sameEmail.id }, data: { isAdmin: true, powers: allPowers() } });
      strapi.log.info(`Dashboard admin promoted: ${sameEmail.email} (existing account, password unchanged)`);
      return;
    }
    const generated = !configured.password;
    const password = configured.password || crypto.randomBytes(12).toString('base64url');
    await getService('users').create(email, password, { isAdmin: true, powers: allPowers() });

    if (generated) {
      strapi.log.info(
        `\n\n  Dashboard admin created: ${email}\n  Password (shown once): ${password}\n  Sign in at /installer. Set INSTALLER_ADMIN_EMAIL / INSTALLER_ADMIN_PASSWORD to choose them.\n`,
      );
    } else {
      strapi.log.info(`Dashboard admin created: ${email}`);
    }
  },
});
