import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES } from '@portfolio/contract';
import { isApiV1 } from '../utils/api-path';

/**
 * Every error on /api/v1, including those raised before a route runs (bad JSON, body too large,
 * policies), answers with its status and { message }. Unknown errors are logged and answer a
 * generic 500 without a stack trace.
 */
/**
 * What a thrown value may carry: Strapi's errors (details.status, name), koa's and formidable's (status, httpCode,
 * expose), raw-body's (type).
 */
interface ThrownError {
  name?: string;
  message?: string;
  status?: number;
  httpCode?: number;
  expose?: boolean;
  type?: string;
  details?: { status?: number };
}

const integerOrUndefined = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);

const STATUS_BY_NAME: Record<string, number> = {
  ValidationError: 400,
  YupValidationError: 400,
  ApplicationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!isApiV1(ctx)) return next();
    try {
      await next();
      // No /api/v1 route matched: answer like every other error instead of Strapi's own shapes.
      if ((ctx.status === 404 || ctx.status === 405) && ctx.body == null) {
        ctx.status = 404;
        ctx.body = { message: API_MESSAGES.notFound };
      }
    } catch (caught) {
      const error = caught as ThrownError | null | undefined;
      // The multipart parser (formidable) marks its errors with httpCode: 400, or 413 when too large.
      const httpStatus = integerOrUndefined(error?.status) ?? integerOrUndefined(error?.httpCode) ?? 500;
      const status: number = error?.details?.status ?? STATUS_BY_NAME[error?.name ?? ''] ?? httpStatus;
      if (status >= 500) strapi.log.error(error);
      ctx.status = status;
      ctx.body = {
        message:
          status >= 500
            ? API_MESSAGES.serverError
            : error?.type === 'entity.too.large' // raw-body's own wording for an oversized JSON body
              ? API_MESSAGES.requestTooLarge
              : error?.expose === false
                ? API_MESSAGES.badRequest
                : String(error?.message || API_MESSAGES.badRequest),
      };
    }
  };
