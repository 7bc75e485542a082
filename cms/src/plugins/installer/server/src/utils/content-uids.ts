/** The content types the portfolio is stored in. */
export const CLIENT_UID = 'api::client.client';
export const SITE_UID = 'api::site.site';
