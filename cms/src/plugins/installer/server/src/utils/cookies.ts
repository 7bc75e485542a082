/** Options of the dashboard's cookies: signed, httpOnly, SameSite=Lax, Secure over https. */
export const cookieOptions = (ctx) => ({ signed: true, httpOnly: true, sameSite: 'lax' as const, secure: ctx.request.secure, path: '/' });
