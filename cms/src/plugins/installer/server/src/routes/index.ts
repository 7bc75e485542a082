import type { Core } from '@strapi/strapi';
import { ROUTE_TABLE } from './access';

/**
 * The route table (contract api-routes.ts, with handlers in ./access.ts), mounted at /api/v1. Strapi's own auth is off
 * (auth: false): the
 * installer's global session middleware reads the cookie and the `access` policy enforces the table,
 * answering 401/403 with { message } (strapi/strapi#27776 makes `auth: {}` answer 500 instead).
 */
export default {
  'content-api': {
    type: 'content-api',
    routes: ROUTE_TABLE.map(({ method, path, handler, access }) => ({
      method,
      path: `/v1${path}`,
      handler,
      config: {
        prefix: '',
        auth: false,
        policies: [{ name: 'plugin::installer.access', config: access }],
      },
    })),
  },
} satisfies Record<string, Core.RouterInput>;
