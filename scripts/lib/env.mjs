import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS } from './paths.mjs';

const secret = () => crypto.randomBytes(16).toString('base64');

/**
 * Prepares cms/ for a start: the upload folder, and the secrets Strapi needs. The secrets are
 * generated into cms/.env on first start (git-ignored, never committed); later starts keep them
 * so sessions and tokens stay valid.
 */
export const ensureCmsEnv = () => {
  // Strapi's local upload provider needs its folder to exist: <PUBLIC_DIR>/uploads.
  fs.mkdirSync(path.resolve(CMS, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
  const file = path.join(CMS, '.env');
  if (fs.existsSync(file)) return;
  const lines = [
    '# Generated on first start. Keep it secret; never commit it.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
  ];
  fs.writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
  console.log('Generated cms/.env with fresh secrets.');
};

/** Environment every Strapi command here runs with. */
export const strapiEnv = { STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true' };
