import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS } from './paths.mjs';

const secret = () => crypto.randomBytes(16).toString('base64');

/** Secrets added after a site's first start: appended to an existing cms/.env that lacks them. */
const LATER_SECRETS = {
  // AES-256-GCM key sealing the two-factor secrets at rest: 32 random bytes, base64.
  TWO_FACTOR_KEY: () => crypto.randomBytes(32).toString('base64'),
};

/**
 * Prepares cms/ for a start: the upload folder, and the secrets Strapi needs. The secrets are
 * generated into cms/.env on first start (git-ignored, never committed); later starts keep them
 * so sessions and tokens stay valid, and only add a secret introduced since (TWO_FACTOR_KEY).
 */
export const ensureCmsEnv = () => {
  // Strapi's local upload provider needs its folder to exist: <PUBLIC_DIR>/uploads.
  fs.mkdirSync(path.resolve(CMS, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
  const file = path.join(CMS, '.env');
  if (fs.existsSync(file)) return addLaterSecrets(file);
  const lines = [
    '# Generated on first start. Keep it secret; never commit it.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    ...Object.entries(LATER_SECRETS).map(([name, make]) => `${name}=${make()}`),
  ];
  fs.writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
  console.log('Generated cms/.env with fresh secrets.');
};

/** Appends the LATER_SECRETS an older cms/.env lacks (unless the environment already sets them). */
const addLaterSecrets = (file) => {
  const current = fs.readFileSync(file, 'utf8');
  const missing = Object.entries(LATER_SECRETS).filter(
    ([name]) => !process.env[name] && !new RegExp(`^\\s*${name}=`, 'm').test(current),
  );
  if (!missing.length) return;
  const lines = missing.map(([name, make]) => `${name}=${make()}`);
  fs.appendFileSync(file, (current.endsWith('\n') || !current ? '' : '\n') + lines.join('\n') + '\n');
  console.log(`Added ${missing.map(([name]) => name).join(', ')} to cms/.env.`);
};

/** Environment every Strapi command here runs with. */
export const strapiEnv = { STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true' };
