import type { Context } from 'koa';
/**
 * The address rate limits count against. Behind a trusted proxy (TRUST_PROXY) Koa's `ip` is the
 * leftmost X-Forwarded-For entry, which the client itself can write; the rightmost one is the
 * address our own proxy saw, so a forged header cannot dodge a per-IP limit.
 */
export const clientIp = (ctx: Context): string => {
  const forwarded: string[] = ctx.request.ips;
  return forwarded.length ? forwarded[forwarded.length - 1] : ctx.request.ip;
};
