import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, API } from '@portfolio/contract';
import { HttpError } from '../services/http-errors';
import { canonicalPath } from '../utils/api-path';

/**
 * Global, before the body parser: the public enquiry form (POST /api/v1/enquiries, the only
 * anonymous write) takes a small JSON or urlencoded body. Other types are refused (415), and a body
 * over the cap (or of unknown length) is refused before a byte of it is read (413 / 411).
 */
export default () => async (ctx, next) => {
  if (ctx.method !== 'POST' || canonicalPath(ctx.path).replace(/\/+$/, '') !== API.enquiries) return next();
  if (!ctx.is('json', 'urlencoded')) throw new HttpError(415, ENQUIRY_MESSAGES.bodyType);
  const length = Number(ctx.get('content-length'));
  if (!ctx.get('content-length') || !Number.isFinite(length)) throw new HttpError(411, ENQUIRY_MESSAGES.tooLarge);
  if (length > ENQUIRY_LIMITS.bodyMaxBytes) throw new HttpError(413, ENQUIRY_MESSAGES.tooLarge);
  await next();
};
