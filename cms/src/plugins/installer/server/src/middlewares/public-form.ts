import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, API } from '@portfolio/contract';
import { HttpError } from '../services/http-errors';
import { pagePath } from '../utils/api-path';

/** The contact page itself: its route action takes the plain (no-JavaScript) form post. */
const CONTACT_PAGE = '/contact';

/**
 * Global, before the body parser: the two ways in of the public enquiry form, the only anonymous
 * writes, take a small body: POST /api/v1/enquiries JSON (the form with JavaScript), POST /contact
 * urlencoded (a plain form post, run by the page's route action). Other types are refused (415),
 * and a body over the cap (or of unknown length) is refused before a byte of it is read (413 / 411).
 */
export default () => async (ctx, next) => {
  if (ctx.method !== 'POST') return next();
  // The path as the router resolves it: /contact/%2e and /CONTACT/ run /contact's action too.
  const target = pagePath(ctx.path);
  const isPage = target === CONTACT_PAGE;
  if (!isPage && target !== API.enquiries) return next();
  const refuse = (status: number, message: string) => {
    if (!isPage) throw new HttpError(status, message);
    // A browser shows this page: plain text, never JSON.
    ctx.status = status;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = message;
  };
  if (!ctx.is(isPage ? 'urlencoded' : 'json')) return refuse(415, ENQUIRY_MESSAGES.bodyType);
  const length = Number(ctx.get('content-length'));
  if (!ctx.get('content-length') || !Number.isFinite(length)) return refuse(411, ENQUIRY_MESSAGES.tooLarge);
  if (length > ENQUIRY_LIMITS.bodyMaxBytes) return refuse(413, ENQUIRY_MESSAGES.tooLarge);
  await next();
};
