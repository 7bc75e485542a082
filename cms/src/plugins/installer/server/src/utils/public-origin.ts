import type { Core } from '@strapi/strapi';
import { installerConfig } from '../config';

/**
 * The site's public origin, the one source of every absolute link the server makes (links in
 * emails, canonical links, the sitemap): PUBLIC_URL when set; otherwise (development only, see
 * assertPublicUrl) the server's own configured host and port. Never a request header: Host and
 * X-Forwarded-Host are written by the client, so a link built from them can point anywhere (a
 * password reset link pointing at an attacker's site hands over the token).
 *
 * Only the protocol may come from the request, and only from a proxy we trust (TRUST_PROXY=true,
 * where Koa reads X-Forwarded-Proto): a development server behind a TLS proxy links with https.
 */
export const publicOrigin = (strapi: Core.Strapi, ctx?: { protocol?: string }): string => {
  const configured = configuredPublicUrl(strapi);
  if (configured) return configured;
  const host = String(strapi.config.get('server.host') ?? '');
  const port = Number(strapi.config.get('server.port') ?? 1337);
  // A server listening on every interface is reached on this machine as localhost.
  const name = ['', '0.0.0.0', '::', '[::]'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const protocol = ctx?.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${name}:${port}`;
};

/** PUBLIC_URL without its trailing slashes ('' when unset). */
export const configuredPublicUrl = (strapi: Core.Strapi): string =>
  String(strapi.config.get('server.url') ?? '')
    .trim()
    .replace(/\/+$/, '');

/**
 * Refuses to start (throws) in production without PUBLIC_URL, or with a PUBLIC_URL that is not an
 * absolute http(s) URL, saying why.
 */
export const assertPublicUrl = (strapi: Core.Strapi) => {
  // The variable as set: Strapi turns a relative server.url into a path ("/www.example.com").
  const configured = installerConfig(strapi).publicUrl || configuredPublicUrl(strapi);
  if (configured) {
    let url: URL | null = null;
    try {
      url = new URL(configured);
    } catch {
      /* reported below */
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
      throw new Error(
        `PUBLIC_URL=${configured} is not an absolute http(s) URL such as https://www.example.com (no query or fragment).`,
      );
    return;
  }
  if (strapi.config.get('environment') === 'production')
    throw new Error(
      'PUBLIC_URL is required when NODE_ENV=production. Links in emails (password resets, enquiry notices), ' +
        'canonical links and the sitemap are built from it, never from the Host header a visitor sends. ' +
        'Set it to the address visitors use, e.g. PUBLIC_URL=https://www.example.com.',
    );
};
