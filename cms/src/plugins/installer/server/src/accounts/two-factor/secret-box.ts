import crypto from 'crypto';

/**
 * AES-256-GCM sealing of small secrets at rest (two-factor secrets), with the key from
 * TWO_FACTOR_KEY: 32 random bytes, base64 (`openssl rand -base64 32`; `npm start` generates one
 * into cms/.env). A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to `context`
 * (the user id) as additional data, so a value copied onto another user's row does not open.
 */
const VERSION = 'v1';

/** The key, or null when TWO_FACTOR_KEY is missing or not 32 bytes of base64 (or 64 hex digits). */
export const twoFactorKey = (raw: string): Buffer | null => {
  if (!raw) return null;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  return key.length === 32 ? key : null;
};

export const seal = (key: Buffer, plain: string, context: string): string => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The plain text, or null when the value was sealed with another key or context, or altered. */
export const open = (key: Buffer, sealed: string, context: string): string | null => {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
