import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES } from '@portfolio/contract';
import { isApiV1 } from '../utils/api-path';
import { installerConfig } from '../config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

const allowedOrigins = (strapi: Core.Strapi): Set<string> =>
  new Set(
    installerConfig(strapi)
      .allowedOrigins.map(originOf)
      .filter((origin): origin is string => !!origin),
  );

/**
 * Refuses state-changing /api/v1 requests sent from another site's page: a browser always sends
 * Origin on such requests, so an Origin that is neither this server's own (ctx.origin, which
 * honours TRUST_PROXY) nor listed in ALLOWED_ORIGINS means a cross-site request. Requests without
 * an Origin header (curl, server-to-server) are judged by their cookie alone.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const allowed = allowedOrigins(strapi);
  return async (ctx: Context, next: Next) => {
    if (!isApiV1(ctx) || !STATE_CHANGING.has(ctx.method)) return next();
    const header = ctx.get('origin');
    if (header) {
      const origin = originOf(header); // the opaque "null" origin parses to null: refused
      if (!origin || (origin !== originOf(ctx.origin) && !allowed.has(origin))) {
        ctx.status = 403;
        ctx.body = { message: API_MESSAGES.crossSite };
        return;
      }
    }
    await next();
  };
};
