import { errors } from '@strapi/utils';
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
 * Global, for /api/v1, after the body parser: text with a NUL character is refused before any
 * controller sees it. SQLite would store it and PostgreSQL refuses it with a driver error (a 500).
 */
export default () => async (ctx, next) => {
  if (!isApiV1(ctx)) return next();
  if (hasNul(decodedPath(ctx.path)) || hasNul(ctx.query) || hasNul(ctx.request.body)) {
    throw new errors.ValidationError('Text must not contain NUL characters.');
  }
  await next();
};
