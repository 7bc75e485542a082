import { randomUUID } from 'crypto';
import { errors } from '@strapi/utils';

export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'plugin::installer.api-errors',
  'plugin::installer.cache-invalidation',
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
  'plugin::installer.session',
  'plugin::installer.origin-check',
  'strapi::favicon',
  'strapi::public',
  'global::web-app',
];
