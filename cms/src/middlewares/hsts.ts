import type { Context, Next } from 'koa';
/**
 * Strict-Transport-Security, only on responses sent over https: `ctx.secure` is the connection's
 * own TLS, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY=true). Browsers ignore the header
 * over plain http, and sending it there claims an https site that may not exist (a LAN or dev
 * server). Helmet's unconditional header is off (config/middlewares.ts).
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export default () => async (ctx: Context, next: Next) => {
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  await next();
};
