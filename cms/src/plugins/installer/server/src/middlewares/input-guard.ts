import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@portfolio/contract';
import { isApiV1 } from '../utils/api-path';

const NUL = '\u0000';

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes(NUL) || hasNul(v, depth + 1));
};

const decodedPath = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Global, after the body parser: text with a NUL character is refused before any controller or
 * route action sees it, on every path (the /contact page's plain form post reaches the enquiries
 * service too). SQLite would store it and PostgreSQL refuses it with a driver error (a 500).
 * On /api/v1 the path and query are checked too; a browser's form post gets the message as text.
 */
export default () => async (ctx: Context, next: Next) => {
  const api = isApiV1(ctx);
  if (!hasNul(ctx.request.body) && !hasNul(ctx.query) && !(api && hasNul(decodedPath(ctx.path)))) return next();
  if (!api && ctx.is('urlencoded')) {
    ctx.status = 400;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = MESSAGES.nulCharacter;
    return;
  }
  throw new errors.ValidationError(MESSAGES.nulCharacter);
};
