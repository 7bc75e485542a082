import type { Context, Next } from 'koa';
import {
  CAREER_LIMITS,
  CAREER_MESSAGES,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  API,
  PUBLIC_ROUTES,
} from '@portfolio/contract';
import { HttpError } from '../utils/http-errors';
import { pagePath } from '../utils/api-path';
import { publicUploadTarget } from '../utils/public-upload';

/** The contact page itself: its route action takes the plain (no-JavaScript) form post. */
const CONTACT_PAGE = PUBLIC_ROUTES.contact;
const VERIFY_PAGE = new RegExp(`^${PUBLIC_ROUTES.verifyForm}(/[^/]+)?$`);

/**
 * Global, before the body parser: the two ways in of the public enquiry form, the only anonymous
 * writes, take a small body: POST /api/v1/enquiries JSON (the form with JavaScript), POST /contact
 * urlencoded (a plain form post, run by the page's route action). Other types are refused (415),
 * and a body over the cap (or of unknown length) is refused before a byte of it is read (413 / 411).
 * The same for the job application (utils/public-upload): multipart only, at most the CV cap plus 64 KB.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.method !== 'POST') return next();
  const upload = publicUploadTarget(ctx);
  if (upload) return capped(ctx, next, upload === 'page', 'multipart', CAREER_LIMITS.bodyMaxBytes, CAREER_MESSAGES);
  // The path as the router resolves it: /contact/%2e and /CONTACT/ run /contact's action too.
  const target = pagePath(ctx.path);
  // A fire-door label's not-ours page takes the counterfeit report's plain post (/verify, /verify/{id}).
  const isPage = target === CONTACT_PAGE || VERIFY_PAGE.test(target);
  if (!isPage && target !== API.enquiries && target !== API.enquiryLabelReports) return next();
  return capped(ctx, next, isPage, isPage ? 'urlencoded' : 'json', ENQUIRY_LIMITS.bodyMaxBytes, ENQUIRY_MESSAGES);
};

/** Only `type`, with a Content-Length of at most `max` bytes, is let through to the body parser. */
const capped = async (
  ctx: Context,
  next: Next,
  isPage: boolean,
  type: string,
  max: number,
  messages: { bodyType: string; tooLarge: string },
) => {
  const refuse = (status: number, message: string) => {
    if (!isPage) throw new HttpError(status, message);
    // A browser shows this page: plain text, never JSON.
    ctx.status = status;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = message;
  };
  if (!ctx.is(type)) return refuse(415, messages.bodyType);
  const length = Number(ctx.get('content-length'));
  if (!ctx.get('content-length') || !Number.isFinite(length)) return refuse(411, messages.tooLarge);
  if (length > max) return refuse(413, messages.tooLarge);
  await next();
};
