import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS_API, ENQUIRY_TOKEN_FIELD, PUBLIC_PAGE_SIZE, slugify } from '@portfolio/contract';
import { ROUTE_TABLE } from '../src/plugins/installer/server/src/routes/access';
import { signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { rawRequest } from '@portfolio/testkit/raw';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The response cache, safely: cache keys hold exactly the query
 * parameters a route reads, page renders cannot evict API answers, the contact page is never
 * cached whatever its path's spelling, and the build's internals are not served.
 *
 * To tell a cached answer from a fresh one, a test renames a row with SQL (no content version
 * move, as no write through Strapi happened): a cached answer still shows the old name.
 */
let server: TestServer;
const WEB_DIST = path.resolve(__dirname, '..', '..', 'web', 'dist');
const CLIENTS = Array.from(
  { length: PUBLIC_PAGE_SIZE + 1 },
  (_, i) => `${i < 13 ? 'alpha' : 'beta'} client ${String(i).padStart(2, '0')}`,
);

beforeAll(async () => {
  // Small budgets: a few dozen rendered pages fill one.
  server = await startServer({ RESPONSE_CACHE_MB: '0.25', PAGE_CACHE_MB: '0.25' });
  const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  // Enough clients (each with a site in Kerala) for a second page of the clients and the state's projects.
  for (const [i, name] of CLIENTS.entries()) {
    const res = await admin.post(
      '/api/v1/clients/addClient',
      form({
        name,
        coverPhoto: file(await png(120, 60), 'logo.png', 'image/png'),
        siteName: `site ${String(i).padStart(2, '0')}`,
        area: '1200',
        industry: 'healthcare',
        project_scope: 'Interiors',
        state: 'Kerala',
        locations: 'kochi',
        description: 'Wards.',
        site_start: '2022',
        site_ongoing: 'true',
        photos: [file(await jpeg(64, 48, '#884422'), 'p.jpg', 'image/jpeg')],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * Content changed, as the caches see it: the content version every write moves
 * (services/response-cache.ts, tested in response-cache.test.ts), moved here directly. Every cached
 * answer is stale from now on. (A real write, such as saving Site settings in the admin panel, costs
 * three requests; these tests make about three hundred.)
 */
const contentChanged = () => sql(server, 'UPDATE installer_cache_states SET version = version + 1');
const read = async (p: string) => {
  const res = await fetch(server.url + p);
  return `${res.status} ${await res.text()}`;
};
const renameClient = (from: string, to: string) =>
  sql(server, 'UPDATE clients SET name = ? WHERE name = ?', [to, from]);
const renameSite = (from: string, to: string) =>
  sql(server, 'UPDATE sites SET site_name = ? WHERE site_name = ?', [to, from]);

/** Sample values for the path parameters of the route table (a new parameter name needs one here). */
const PATH_SAMPLES: Record<string, string> = {
  name: CLIENTS[0],
  slug: 'about-us',
  scope: 'state',
  id: 'kerala',
  state: 'kerala',
  client: slugify(CLIENTS[0]),
  site: 'site-00',
};
/** Two values of each query parameter that give different answers on a route that reads it. */
const QUERY_SAMPLES: Record<string, [string, string]> = {
  page: ['1', '2'],
  q: ['alpha', 'beta'],
  // The project filter of /projects (every site here: Kerala, healthcare, ongoing, 2022, no service).
  state: ['kerala', 'goa'],
  industry: ['healthcare', 'bank'],
  status: ['ongoing', 'completed'],
  service: ['interiors', 'fire-doors'],
  year: ['2022', '2019'],
};

describe('API cache keys: every cached route keys on exactly the parameters it reads', () => {
  const cached = ROUTE_TABLE.filter((r) => r.cached && r.method === 'GET');
  const params = [...new Set([...Object.keys(QUERY_SAMPLES), ...cached.flatMap((r) => r.cachedQuery ?? [])])];

  it('covers every cached route of routes/access.ts', () => {
    expect(cached.length).toBeGreaterThan(10);
    for (const name of params) expect(QUERY_SAMPLES[name], `add two sample values for "${name}"`).toBeDefined();
    for (const route of cached)
      for (const [, name] of route.path.matchAll(/:(\w+)/g))
        expect(PATH_SAMPLES[name], `add a sample for :${name} (${route.path})`).toBeDefined();
  });

  for (const route of cached) {
    const base = `/api/v1${route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(PATH_SAMPLES[name] ?? name))}`;
    for (const name of params) {
      it(`${route.path} ?${name}=: the second value is answered as if it came first`, async () => {
        const [a, b] = QUERY_SAMPLES[name];
        await contentChanged();
        const onlyB = await read(`${base}?${name}=${b}`);
        await contentChanged();
        const onlyA = await read(`${base}?${name}=${a}`);
        const bAfterA = await read(`${base}?${name}=${b}`);
        expect(bAfterA.slice(0, 300)).toBe(onlyB.slice(0, 300));
        expect(bAfterA).toBe(onlyB);
        // Parameters the route declares do change its answer here, so the check above means something.
        if (route.cachedQuery?.includes(name)) expect(onlyA).not.toBe(onlyB);
      });
    }
  }
});

/** A parameter value in other letters: every letter's case swapped ('about-us' -> 'ABOUT-US'). */
const otherCase = (value: string) =>
  [...value].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

describe('API cache keys: a lookup in other letters or spellings never answers for the canonical one', () => {
  const withParams = ROUTE_TABLE.filter((r) => r.cached && r.method === 'GET' && r.path.includes('/:'));
  /** Where a route's parameter means something else than PATH_SAMPLES says: a value its lookup finds. */
  let jobSlug = '';
  const ROUTE_SAMPLES: Record<string, Record<string, () => string>> = {
    '/public/clients/:id': { id: () => slugify(CLIENTS[0]) },
    '/public/careers/:slug': { slug: () => jobSlug },
  };
  const sample = (route: (typeof withParams)[number], name: string) =>
    ROUTE_SAMPLES[route.path]?.[name]?.() ?? PATH_SAMPLES[name];
  const pathOf = (route: (typeof withParams)[number], altered?: string) =>
    `/api/v1${route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(name === altered ? otherCase(sample(route, name)) : sample(route, name)))}`;

  beforeAll(async () => {
    const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
    const job = await admin.post<{ job: { slug: string } }>(CAREERS_API.jobs, {
      title: 'Site Engineer',
      state: 'Kerala',
      city: 'Kochi',
      employmentType: 'FULL_TIME',
      description: 'Run day-to-day work on a hospital fit-out site.',
      closingDate: null,
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    jobSlug = job.body.job.slug;
  });

  it('covers every cached route with a path parameter', () => {
    expect(withParams.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/public/pages/:slug',
        '/clients/getClient/:name',
        '/public/project/:client/:site',
        '/public/careers/:slug',
      ]),
    );
  });

  for (const route of withParams) {
    for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
      it(`${route.path}: :${name} in other letters first, then the canonical answer is its own`, async () => {
        await contentChanged();
        const fresh = await read(pathOf(route));
        expect(fresh.slice(0, 4), pathOf(route)).toBe('200 ');
        await contentChanged();
        const variant = await read(pathOf(route, name));
        const canonical = await read(pathOf(route));
        expect(canonical.slice(0, 300), `after ${pathOf(route, name)} (${variant.slice(0, 80)})`).toBe(
          fresh.slice(0, 300),
        );
        expect(canonical).toBe(fresh);
        // And the other way round: the variant's answer is not the canonical one's cached entry unless the route says
        // so itself.
        await contentChanged();
        const variantAlone = await read(pathOf(route, name));
        await contentChanged();
        await read(pathOf(route));
        expect(await read(pathOf(route, name))).toBe(variantAlone);
      });
    }
  }

  it('an unknown page slug, or a known one in other letters, answers 404; the page itself 200 with its texts', async () => {
    await contentChanged();
    for (const slug of ['Certifications', 'CERTIFICATIONS', 'About-Us', 'no-such-page', 'home']) {
      const res = await fetch(`${server.url}/api/v1/public/pages/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.headers.get('etag'), slug).toBeNull();
    }
    const page = (await (await fetch(`${server.url}/api/v1/public/pages/certifications`)).json()) as {
      page: { slug: string } | null;
    };
    expect(page.page?.slug).toBe('certifications');
  });

  it('a repeated query parameter (read as a list) and the same values joined by commas are two answers', async () => {
    await contentChanged();
    const joined = await read('/api/v1/public/clients?q=alpha,beta');
    await contentChanged();
    const repeated = await read('/api/v1/public/clients?q=alpha&q=beta');
    expect(repeated).not.toBe(joined);
    expect(await read('/api/v1/public/clients?q=alpha,beta')).toBe(joined);
  });
});

describe('page cache', () => {
  it('a page that reads no search ignores ?q=: one entry, whatever the value', async () => {
    await contentChanged();
    const first = await read('/projects/state/kerala?q=one');
    expect(first).toContain('site 00');
    await renameSite('site 00', 'site renamed 00');
    expect(await read('/projects/state/kerala?q=two')).toBe(first);
    expect(await read('/projects/state/kerala?utm_source=x')).toBe(first);
    // ?page= is the list's own parameter: another page is another entry.
    expect(await read('/projects/state/kerala?page=2')).not.toBe(first);
    await renameSite('site renamed 00', 'site 00');
  });

  it('/projects keys on the fields of the filter, even empty, and nothing else', async () => {
    await contentChanged();
    const overview = await read('/projects');
    expect(await read('/projects?utm_source=x')).toBe(overview);
    const all = await read('/projects?state=&industry=');
    expect(all).not.toBe(overview);
    expect(all).toContain('All projects');
    const goa = await read('/projects?state=goa');
    expect(goa).toContain('No projects match these choices');
    expect(await read('/projects?state=kerala')).not.toBe(goa);
  });

  it('the clients list keys on q and page', async () => {
    await contentChanged();
    const alpha = await read('/projects/clients?q=alpha');
    const beta = await read('/projects/clients?q=beta');
    expect(alpha).toContain(CLIENTS[0]);
    expect(beta).not.toContain(CLIENTS[0]);
    expect(beta).toContain(CLIENTS[24]);
  });

  it('rendered pages have their own budget: a flood of searches does not evict API answers', async () => {
    await contentChanged();
    const api = await read('/api/v1/public/clients?q=alpha');
    expect(api).toContain(CLIENTS[1]);
    await renameClient(CLIENTS[1], 'alpha renamed 01');
    expect(await read('/api/v1/public/clients?q=alpha')).toBe(api); // served from the cache
    for (let i = 0; i < 40; i++)
      expect((await fetch(`${server.url}/projects/clients?q=nothing-${i}`)).status).toBe(200);
    expect(await read('/api/v1/public/clients?q=alpha')).toBe(api); // still there
    await renameClient('alpha renamed 01', CLIENTS[1]);
  });

  it('a page past the last answers 404 and is not cached', async () => {
    await contentChanged();
    const res = await fetch(`${server.url}/projects/state/kerala?page=9`);
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('/contact is never cached, however its path is spelled', () => {
  const tokenOf = (html: string) =>
    new RegExp(`name="${ENQUIRY_TOKEN_FIELD}"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="${ENQUIRY_TOKEN_FIELD}"`)
      .exec(html)
      ?.slice(1)
      .find(Boolean);

  it('/contact/%2e, /contact/. and /Contact/ each render a fresh form token, or send the visitor to /contact', async () => {
    const tokens: string[] = [];
    for (const p of ['/contact/%2e', '/contact/', '/contact/.', '/Contact/', '/contact/%2e']) {
      const res = await rawRequest(server.url, { path: p });
      // Spellings the canonical-URL rule knows answer 301 to /contact (never a cached page).
      if (res.status === 301) {
        expect(res.headers.location, p).toBe('/contact');
        continue;
      }
      expect(res.status, p).toBe(200);
      expect(res.headers.etag, p).toBeUndefined();
      tokens.push(tokenOf(res.text) ?? `no token on ${p}`);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('build internals are not served', () => {
  it("the server bundle, Vite's manifest and the build stamp answer 404; client assets 200", async () => {
    for (const p of [
      '/server/entry-server.cjs',
      '/.vite/manifest.json',
      '/.build-stamp',
      '/%2ebuild-stamp',
      '/server/../.build-stamp',
    ]) {
      const res = await rawRequest(server.url, { path: p });
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toMatch(/module\.exports|"isEntry"|^[0-9a-f]{16,}$/);
    }
    const asset = fs.readdirSync(path.join(WEB_DIST, 'assets')).find((f) => f.endsWith('.js'));
    expect((await fetch(`${server.url}/assets/${asset}`)).status).toBe(200);
  });
});
