import type { Context } from 'koa';
/** Options of the dashboard's cookies: signed, httpOnly, SameSite=Lax, Secure over https. */
export const cookieOptions = (ctx: Context) => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.request.secure,
  path: '/',
});
