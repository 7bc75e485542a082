import { randomUUID } from 'crypto';
import { errors } from '@strapi/utils';
import { SITE_CSP } from '@portfolio/contract';

const originOf = (value: string | undefined): string | null => {
  try {
    return value ? new URL(value.trim()).origin : null;
  } catch {
    return null;
  }
};

/** Origins another site may call the API from with credentials (ALLOWED_ORIGINS, comma-separated); none by default. */
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((entry) => originOf(entry))
  .filter((origin): origin is string => !!origin);

/**
 * Where uploads are served from once they live in object storage: S3_PUBLIC_URL, else (with
 * UPLOAD_PROVIDER=aws-s3) the bucket's own URL. Images and videos may load from there.
 */
const storageOrigins = (): string[] => {
  const e = process.env;
  if (e.S3_PUBLIC_URL) return [originOf(e.S3_PUBLIC_URL)].filter((o): o is string => !!o);
  if (e.UPLOAD_PROVIDER !== 'aws-s3' || !e.S3_BUCKET) return [];
  if (e.S3_ENDPOINT) {
    const endpoint = originOf(e.S3_ENDPOINT);
    if (!endpoint) return [];
    const virtualHosted =
      e.S3_FORCE_PATH_STYLE === 'false' ? originOf(endpoint.replace('://', `://${e.S3_BUCKET}.`)) : null;
    return [endpoint, ...(virtualHosted ? [virtualHosted] : [])];
  }
  return [`https://${e.S3_BUCKET}.s3.${e.S3_REGION || 'us-east-1'}.amazonaws.com`];
};
const storage = storageOrigins();

export default [
  'strapi::logger',
  'strapi::errors',
  {
    // The site's one policy (contract SITE_CSP, which nginx sends too: deploy/nginx.conf), plus the
    // object storage's origin for images and media when uploads live there. No framing by other sites.
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...Object.fromEntries(Object.entries(SITE_CSP).map(([name, sources]) => [name, [...sources]])),
          'img-src': [...SITE_CSP['img-src'], ...storage],
          'media-src': [...SITE_CSP['media-src'], ...storage],
          upgradeInsecureRequests: null,
        },
      },
      frameguard: { action: 'sameorigin' },
      // Helmet's no-referrer makes browsers send `Origin: null` on plain HTML form posts (/contact
      // without JavaScript). Other sites still get only our origin, never a path (the browsers'
      // default, and what deploy/nginx.conf sends).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent by global::hsts, on https responses only.
      hsts: false,
    },
  },
  'global::hsts',
  {
    // Credentialed cross-origin calls only from ALLOWED_ORIGINS (Strapi's default reflects any origin).
    name: 'strapi::cors',
    config: { origin: allowedOrigins },
  },
  // Decides what a ?preview= token may open before either cache looks at the request.
  'plugin::installer.preview-gate',
  'plugin::installer.response-cache',
  'global::canonical-url',
  // Counts a person's page view and keeps their visit's source: before the cache, so hits count too.
  'global::page-views',
  'global::page-cache',
  'strapi::query',
  'plugin::installer.api-errors',
  'plugin::installer.cache-invalidation',
  // Everything that can refuse a request on its headers alone runs before the body is read:
  // cross-site origins, then anonymous multipart bodies (never written to the temp folder).
  'plugin::installer.temp-files',
  'plugin::installer.origin-check',
  'plugin::installer.session',
  'plugin::installer.multipart-gate',
  'plugin::installer.public-form',
  {
    name: 'strapi::body',
    config: {
      // DELETE carries JSON bodies too ({ clientId } / { clientId, siteId }).
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // formidable 2 counts maxFileSize over all files of one request: a site's 10 photos plus a
      // video. Per-file limits (5/10/100 MB) are checked by content in the installer plugin.
      // Strapi answers a formidable size error in its own { data, error } shape; rethrowing it as a
      // PayloadTooLargeError lets the installer's api-errors answer 413 { message } instead.
      onError: (error: Error) => {
        if (/maxFileSize|maxFieldsSize|maxFields/.test(error?.message ?? '')) {
          throw new errors.PayloadTooLargeError('The request is too large.', { status: 413 });
        }
        throw error;
      },
      formidable: {
        maxFileSize: 110 * 1024 * 1024,
        maxFieldsSize: 2 * 1024 * 1024,
        // formidable lists files in the order their writes finish, not the order they were sent.
        // Temp names starting with the part's position let the installer restore the sent order
        // (a site's photos[0] is its cover).
        filename: (_name: string, _ext: string, _part: unknown, form: { partIndex?: number }) =>
          `${(form.partIndex = (form.partIndex ?? 0) + 1)}-${randomUUID()}`,
      },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'plugin::installer.input-guard',
  'global::upload-headers',
  'strapi::public',
  // The built web app: WEB_DIST, else ../web/dist.
  { name: 'global::web-app', config: { root: process.env.WEB_DIST } },
];
