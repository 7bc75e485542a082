// What each public page costs a visitor: its server-rendered HTML and the JSON its loader fetches
// when the browser navigates to it (contract PUBLIC_API), raw and as gzip travels.
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../scripts/lib/paths.mjs';

const { PUBLIC_API } = createRequire(import.meta.url)(path.join(ROOT, 'contract', 'dist', 'index.js'));

/** `client` is the client's slug; its first site is `site-0-0` (bench/seed.cjs). */
export const publicPages = (client) => [
  ['/', PUBLIC_API.home],
  ['/about-us', PUBLIC_API.page('about-us')],
  ['/firedoors', PUBLIC_API.page('firedoors')],
  ['/press-awards-testimonials', PUBLIC_API.press],
  ['/projects', PUBLIC_API.projects],
  ['/projects/clients', PUBLIC_API.clients({ page: 1, q: '' })],
  [`/projects/client/${client}`, PUBLIC_API.clientPage(client)],
  [`/projects/client/details/${client}`, PUBLIC_API.clientPage(client)],
  [`/projects/client/${client}/site-0-0`, PUBLIC_API.project(client, 'site-0-0')],
  ['/projects/state/kerala', PUBLIC_API.projectList({ scope: 'state', id: 'kerala', page: 1 })],
  ['/projects/state/details/kerala', PUBLIC_API.stateDetails('kerala')],
  ['/projects/healthcare', PUBLIC_API.projectList({ scope: 'industry', id: 'healthcare', page: 1 })],
  ['/projects/ongoing/all', PUBLIC_API.projectList({ scope: 'ongoing', id: 'all', page: 1 })],
];

const bytes = async (url) => {
  const res = await fetch(url);
  if (res.status !== 200 || res.redirected) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length };
};

/** { path: { html: {raw, gzip}, json: {raw, gzip} } } for every public page. */
export const pageBytes = async (baseUrl, client) => {
  const out = {};
  for (const [page, json] of publicPages(client))
    out[page] = { html: await bytes(baseUrl + page), json: await bytes(baseUrl + json) };
  return out;
};
