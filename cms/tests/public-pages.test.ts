import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_SIZE } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, mp4, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The public site as a crawler, a link preview or a visitor without JavaScript gets it: finished
 * HTML from the real server (the built web app's server bundle) for every public route of spec
 * section 2, with its head, structured data and status code.
 */
let server: TestServer;
let admin: Agent;
const COMPANY = 'Buildcraft Interiors & Infra';
const CLIENT = 'harbour view hospital';

const addClient = async (name: string, site?: Record<string, string>, photos = 0) => {
  const res = await admin.post(
    '/api/v1/clients/addClient',
    form({
      name,
      coverPhoto: file(await png(240, 120), 'logo.png', 'image/png'),
      ...(site ?? {}),
      photos: await Promise.all(
        Array.from({ length: photos }, async (_, i) =>
          file(await jpeg(1200, 800, ['#884422', '#228844'][i % 2]), `p${i}.jpg`, 'image/jpeg'),
        ),
      ),
      video: site && photos ? file(mp4(), 'tour.mp4', 'video/mp4') : undefined,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

const site = (siteName: string, extra: Record<string, string> = {}) => ({
  siteName,
  area: '42000',
  industry: 'healthcare',
  project_scope: 'Turnkey interiors',
  state: 'Kerala',
  locations: 'kochi',
  description: `${siteName}: wards, theatres and a rooftop garden.`,
  site_start: '2022',
  site_ongoing: 'true',
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  await addClient(CLIENT, site('East Wing'), 2);
  // Enough clients for a second page of the clients list.
  for (let i = 0; i < PUBLIC_PAGE_SIZE; i++) await addClient(`client ${String(i).padStart(2, '0')}`);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const titleOf = (html: string) => attr(html, /<title[^>]*>([^<]*)<\/title>/)?.replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.replace(/&amp;/g, '&');
const linkOf = (html: string, rel: string) => attr(html, new RegExp(`<link rel="${rel}" href="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const h1Of = (html: string) => text(attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/) ?? '').trim();

describe('every public route answers finished HTML', () => {
  const ROUTES: [path: string, h1: string, title: string][] = [
    ['/', 'Spaces built right, delivered on time', `${COMPANY} – Design & Build, Fire Doors`],
    ['/about-us', 'About Us', `About Us | ${COMPANY}`],
    ['/designandbuild', 'Design and Build', `Design and Build | ${COMPANY}`],
    ['/manufacturing', 'Manufacturing', `Manufacturing | ${COMPANY}`],
    ['/firedoors', 'Fire Doors', `Fire Doors | ${COMPANY}`],
    ['/press-awards-testimonials', 'Press, Awards & Testimonials', `Press, Awards & Testimonials | ${COMPANY}`],
    ['/career', 'Career', `Career | ${COMPANY}`],
    ['/contact', 'Contact us', `Contact us | ${COMPANY}`],
    ['/projects', 'Projects', `Projects | ${COMPANY}`],
    ['/projects/clients', 'Our Clients', `Our Clients | ${COMPANY}`],
    ['/projects/client/harbour-view-hospital', 'Harbour View Hospital', 'Harbour View Hospital – Projects'], // the suffix would make it longer than 60
    [
      '/projects/client/details/harbour-view-hospital',
      'Harbour View Hospital',
      'Harbour View Hospital – Project Details',
    ],
    ['/projects/state/kerala', 'Projects in Kerala', `Projects in Kerala | ${COMPANY}`],
    ['/projects/state/details/kerala', 'Kerala at a glance', `Kerala – Projects at a Glance | ${COMPANY}`],
    ,
    ['/projects/healthcare', 'Healthcare projects', `Healthcare Projects | ${COMPANY}`],
    ['/projects/ongoing/all', 'Ongoing projects', `Ongoing projects | ${COMPANY}`],
    ['/test', 'Test', `Test | ${COMPANY}`],
  ];

  it.each(ROUTES)('%s', async (path, h1, title) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en-IN">/);
    expect(h1Of(html)).toBe(h1);
    expect(titleOf(html)).toBe(title);
    // At most 60 characters of title and 70-160 of description, as search results show them.
    expect(title.length).toBeLessThanOrEqual(60);
    expect(metaOf(html, 'description')?.length).toBeGreaterThanOrEqual(70);
    expect(metaOf(html, 'description')?.length).toBeLessThanOrEqual(160);
    if (path !== '/test') expect(linkOf(html, 'canonical')).toBe(server.url + path);
    expect(metaOf(html, 'og:title')).toBe(title.replace(` | ${COMPANY}`, '').replace(`${COMPANY} – `, ''));
    expect(metaOf(html, 'og:site_name')).toBe(COMPANY);
    expect(metaOf(html, 'twitter:card')).toMatch(/^summary/);
    // Organization with the contact details from the site settings, on every page.
    const org = jsonLd(html).find((o) => o['@type'] === 'Organization');
    expect(org).toMatchObject({
      '@id': `${server.url}/#organization`,
      name: COMPANY,
      url: `${server.url}/`,
      logo: `${server.url}/logo.png`,
    });
    expect(org.telephone).toBeTruthy();
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'No. 42, 3rd Cross, Peenya Industrial Area, Phase II',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560058',
      addressCountry: 'IN',
    });
    // The footer's address ends with the country's name, resolved on the server.
    expect(/<address[^>]*>([\s\S]*?)<\/address>/.exec(html)?.[1]).toMatch(/Bengaluru, Karnataka 560058\nIndia$/);
    // No social profiles are set: no sameAs (never a network's bare home page).
    expect(org.sameAs).toBeUndefined();
    // The browser hydrates from the loader data in the document, not from a second request.
    expect(html).toContain('<script type="application/json" id="route-data">');
    expect(html).not.toContain('<noscript>');
  });

  it('writes the portfolio into the HTML: client and site names, texts, images with their sizes', async () => {
    const { html } = await page('/projects/client/details/harbour-view-hospital');
    const body = text(html);
    expect(body).toContain('East Wing');
    expect(body).toContain('East Wing: wards, theatres and a rooftop garden.');
    expect(body).toContain('Kochi');
    expect(body).toContain('42,000 sq ft');
    // Every photo is an <img> with width, height, srcset and sizes, and a plain link to a large size (no JavaScript
    // needed).
    // Without a caption or alt text, a photo's alt is the project's name.
    const imgs = [...html.matchAll(/<img [^>]*alt="East Wing"[^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(2);
    for (const img of imgs) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ srcSet="[^"]+ 500w, [^"]+ 750w/);
      expect(img).toMatch(/ sizes="[^"]+"/);
    }
    expect(html).toMatch(/<a href="\/uploads\/[^"]+\.jpg" aria-label="Open photo 1 of 2: East Wing">/);
    expect(html).toMatch(/<video [^>]*src="\/uploads\/[^"]+\.mp4"/);
  });

  it('gives a client page its breadcrumbs, its projects as an ItemList and a cover photo as og:image', async () => {
    const { html } = await page('/projects/client/harbour-view-hospital');
    const ld = jsonLd(html);
    expect(ld.find((o) => o['@type'] === 'BreadcrumbList').itemListElement.map((i: any) => i.name)).toEqual([
      'Home',
      'Projects',
      'Clients',
      'Harbour View Hospital',
    ]);
    const list = ld.find((o) => o['@type'] === 'ItemList');
    expect(list.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        name: 'East Wing',
        url: `${server.url}/projects/client/harbour-view-hospital/east-wing`,
      }),
    ]);
    // The cover photo's 1200x630 share card, absolute, with its size.
    const cover: string = (
      await (await fetch(`${server.url}/api/v1/clients/getClient/harbour%20view%20hospital`)).json()
    )[0].sites[0].photos[0];
    const hash = cover
      .split('/')
      .pop()!
      .replace(/\.jpg$/, '');
    expect(metaOf(html, 'og:image')).toBe(`${server.url}/share-image/${hash}.jpg`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(text(html)).toContain('1 project · Kerala');
  });

  it('lists only what a page shows: the home page carries no whole portfolio', async () => {
    const { html } = await page('/');
    const state = JSON.parse(
      attr(html, /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/)!.replace(/\\u003c/g, '<'),
    );
    const home = state.loaderData['src/public/pages/HomePage.tsx'];
    expect(home.stats).toEqual({ clients: PUBLIC_PAGE_SIZE + 1, completed: 0, ongoing: 1, states: 1 });
    expect(home.clients).toHaveLength(12);
    expect(home.featured).toHaveLength(1);
    expect(text(html)).toContain('East Wing');
  });
});

describe('pagination', () => {
  it('splits the clients list into crawlable pages with rel=prev/next', async () => {
    const first = await page('/projects/clients');
    expect(text(first.html)).toContain(`${PUBLIC_PAGE_SIZE + 1} of ${PUBLIC_PAGE_SIZE + 1} clients`);
    expect((first.html.match(/class="pub-card pub-client"/g) ?? []).length).toBe(PUBLIC_PAGE_SIZE);
    expect(linkOf(first.html, 'next')).toBe(`${server.url}/projects/clients?page=2`);
    expect(linkOf(first.html, 'prev')).toBeUndefined();
    expect(first.html).toContain('<a rel="next" href="/projects/clients?page=2"');

    const second = await page('/projects/clients?page=2');
    expect(second.status).toBe(200);
    expect((second.html.match(/class="pub-card pub-client"/g) ?? []).length).toBe(1);
    expect(linkOf(second.html, 'canonical')).toBe(`${server.url}/projects/clients?page=2`);
    expect(linkOf(second.html, 'prev')).toBe(`${server.url}/projects/clients`);
    expect(titleOf(second.html)).toBe(`Our Clients – Page 2 | ${COMPANY}`);

    const beyond = await page('/projects/clients?page=3');
    expect(beyond.status).toBe(404);
    expect(metaOf(beyond.html, 'robots')).toBe('noindex');
  });

  it('searches clients by name with a plain GET form', async () => {
    const { status, html } = await page('/projects/clients?q=HARBOUR');
    expect(status).toBe(200);
    const search = /<form [^>]*>/.exec(html)![0];
    expect(search).toContain(`method="get"`);
    expect(search).toContain(`role="search"`);
    expect(html).toMatch(/<input [^>]*name="q"[^>]*value="harbour"/);
    expect(text(html)).toContain(`1 of ${PUBLIC_PAGE_SIZE + 1} clients`);
    expect(text(html)).toContain('Harbour View Hospital');
  });
});

describe('status codes', () => {
  it.each([
    ['/projects/client/nobody%20at%20all', 'Client not found'],
    ['/projects/client/details/nobody', 'Client not found'],
    ['/projects/state/atlantis', 'State not found'],
    ['/projects/state/details/atlantis', 'State not found'],
    ['/projects/plumbing', 'Category not found'],
    ['/projects/ongoing/somewhere', 'Page not found'],
    ['/no/such/page', 'Page not found'],
    // Pages that are not lists have one page: a later page number is past the last.
    ['/projects?page=999', 'Page not found'],
    ['/about-us?page=2', 'Page not found'],
    ['/?page=2', 'Page not found'],
    ['/projects/client/harbour-view-hospital?page=2', 'Page not found'],
    ['/projects/ongoing/all?page=999', 'Page not found'],
    ['/projects/healthcare?page=999', 'Page not found'],
    ['/projects/state/kerala?page=999', 'Page not found'],
  ])('%s renders the not-found page with 404', async (path, h1) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(h1Of(html)).toBe(h1);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(linkOf(html, 'canonical')).toBeUndefined();
    // Its two ways on lead to two different places.
    const section = /<section class="pub-notfound[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const buttons = [...section.matchAll(/<a class="pub-button[^"]*" href="([^"]*)"/g)].map((m) => m[1]);
    expect(buttons.length).toBeGreaterThan(0);
    expect(new Set(buttons).size).toBe(buttons.length);
  });

  it('keeps ?page=1 on a page that is not a list (the same page)', async () => {
    expect((await page('/projects?page=1')).status).toBe(200);
  });

  it('answers the dashboard with its client-rendered shell, none of the public content', async () => {
    const { status, html } = await page('/installer/dashboard/users');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('route-data');
    expect(html).toContain('<noscript>');
  });
});

describe('cache', () => {
  it('answers a repeat with 304, compresses, ignores unknown query parameters, and renders anew after a change', async () => {
    const first = await page('/projects', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await page('/projects', { 'if-none-match': etag })).status).toBe(304);
    // A cached page is answered early in the chain, still with the security headers.
    const hit = await page('/projects');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await page('/projects?utm_source=newsletter')).headers.get('etag')).toBe(etag);

    await addClient(
      'lakeside college',
      site('Library Block', {
        industry: 'educational',
        state: 'Goa',
        locations: 'panaji',
        site_ongoing: 'false',
        site_end: '2022-03',
      }),
      1,
    );
    const after = await page('/projects', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(text(after.html)).toContain('Library Block');
  });

  it('serves the per-page reads the browser uses after the first page, cached with ETags', async () => {
    const res = await fetch(`${server.url}/api/v1/public/projects/state/kerala`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    expect(body.projects[0].site.siteName).toBe('east wing');
    expect(Object.keys(body.projects[0].client)).not.toContain('sites');
    expect((await fetch(`${server.url}/api/v1/public/projects/state/atlantis`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/public/clients?page=9`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/api/v1/public/site`)).json()).toMatchObject({
      companyName: COMPANY,
      language: 'en-IN',
    });
  });
});
