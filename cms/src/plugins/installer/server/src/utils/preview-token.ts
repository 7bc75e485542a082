import crypto from 'node:crypto';

/**
 * Preview links (the admin panel's Preview button): a token bound to one page's document and slug
 * and an expiry, signed with HMAC-SHA256. `payload.signature`, both base64url; nothing secret in it.
 */
export interface PreviewClaims {
  /** The page's documentId. */
  d: string;
  /** Its slug (the page the link opens). */
  s: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

/**
 * The signing key: derived from the admin panel's JWT secret, so no new setting is needed and rotating that secret ends
 * every link.
 */
export const previewKey = (adminJwtSecret: string) =>
  crypto.createHmac('sha256', String(adminJwtSecret)).update('page-preview-v1').digest();

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

export const signPreviewToken = (key: Buffer, claims: PreviewClaims) => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
};

/** The claims of a token signed with `key` that has not expired at `now`, whatever it opens; null otherwise. */
export const readPreviewToken = (key: Buffer, token: unknown, now: number): PreviewClaims | null => {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let claims: PreviewClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims?.d !== 'string' || typeof claims.s !== 'string' || typeof claims.e !== 'number' || claims.e <= now)
    return null;
  return claims;
};

/** The claims of a token signed with `key` that has not expired at `now` and opens `slug`; null otherwise. */
export const verifyPreviewToken = (key: Buffer, token: unknown, slug: string, now: number): PreviewClaims | null => {
  const claims = readPreviewToken(key, token, now);
  return claims?.s === slug ? claims : null;
};
