import fs from 'node:fs';
import path from 'node:path';
import type { PublicReads } from '@portfolio/contract';
import { render } from './entry-server';
import { headTags } from './public/head/head';
import { makeClients, makePages, makePosts, makeSettings } from './public/test/fixtures';
import { testReads } from './public/test/reads';

/** The server renderer with the fixtures' reads: what the cms answers, without the cms. */
const TEMPLATE = fs.readFileSync(path.resolve(__dirname, '../index.html'), 'utf8');
const reads = () =>
  testReads({ clients: makeClients(), posts: makePosts(), pages: makePages(), settings: makeSettings() });
const ORIGIN = 'https://www.example.in';
const renderAt = (path: string, r: PublicReads = reads(), method = 'GET') =>
  render(new Request(ORIGIN + path, { method }), { reads: r, origin: ORIGIN, template: TEMPLATE });

describe('server rendering', () => {
  it("renders a client's page: content, head tags, structured data and the data to hydrate from", async () => {
    const { status, html } = await renderAt('/projects/client/acme-corp');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="pub-hero__title">Acme Corp</h1>');
    expect(html).toContain('<title data-head>Acme Corp – Projects | Test Builders Pvt Ltd</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/projects/client/acme-corp" data-head>`);
    expect(html).toContain(
      '<meta property="og:image" content="https://www.example.in/uploads/large_s2-1.jpg" data-head>',
    );
    expect(html).toMatch(/"@type":"ItemList".*"name":"Acme Plant".*"name":"Acme Tower"/);
    expect(html).toMatch(/<script type="application\/json" id="route-data">\{"loaderData":/);
    // The template's generic title and description are replaced, not duplicated.
    expect(html!.match(/<title/g)).toHaveLength(1);
    expect(html!.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('answers 404 with the not-found page for unknown clients and paths', async () => {
    for (const path of ['/projects/client/nobody', '/projects/state/atlantis', '/nowhere']) {
      const { status, html } = await renderAt(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<meta name="robots" content="noindex" data-head>');
    }
  });

  it('answers 500 with the error page inside the layout when a read fails, and reports the error', async () => {
    const failing = { ...reads(), projects: () => Promise.reject(new Error('database is gone')) };
    const { status, html, errors } = await renderAt('/projects', failing);
    expect(status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Test Builders Pvt Ltd');
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(errors?.map((e) => (e as Error).message)).toEqual(['database is gone']);
    expect(html).not.toContain('database is gone');
  });

  it('runs non-GET requests through the matched route: a page without an action answers 405, never a crash', async () => {
    const { status, html } = await renderAt('/test', reads(), 'POST');
    expect(status).toBe(405);
    expect(html).toContain('Something went wrong');
  });

  it('escapes loader data so a text cannot close the data block', async () => {
    const clients = makeClients();
    clients[0].sites[0].description = '</script><script>alert(1)</script>';
    const r = testReads({ clients, posts: makePosts(), pages: makePages(), settings: makeSettings() });
    const { html } = await renderAt('/projects/client/details/acme-corp', r);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('head tags', () => {
  const site = { ...makeSettings(), language: 'en-IN', shareImage: null, logo: null, publicUrl: null };
  const url = new URL(`${ORIGIN}/projects/clients?page=2&utm_source=x`);
  it('builds title, description, canonical (page kept, other parameters dropped), prev/next and breadcrumbs', () => {
    const tags = headTags(
      {
        title: 'Our Clients',
        description: ' Many  clients. ',
        prev: '/projects/clients',
        next: '/projects/clients?page=3',
        crumbs: [{ name: 'Clients', path: '/projects/clients' }],
      },
      { site, origin: ORIGIN, url },
    );
    const find = (pred: (t: (typeof tags)[number]) => boolean) => tags.find(pred);
    expect(find((t) => t.tag === 'title')?.text).toBe('Our Clients | Test Builders Pvt Ltd');
    // Too short for a search result alone: lengthened with the company's footer text; later pages say their number.
    expect(find((t) => t.attrs.name === 'description')?.attrs.content).toBe(
      'Many clients. Default description from the site settings. Page 2.',
    );
    expect(find((t) => t.attrs.rel === 'canonical')?.attrs.href).toBe(`${ORIGIN}/projects/clients?page=2`);
    expect(find((t) => t.attrs.rel === 'prev')?.attrs.href).toBe(`${ORIGIN}/projects/clients`);
    expect(find((t) => t.attrs.rel === 'next')?.attrs.href).toBe(`${ORIGIN}/projects/clients?page=3`);
    const ld = tags.filter((t) => t.tag === 'script').map((t) => JSON.parse(t.text!));
    expect(ld.map((o) => o['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    expect(ld[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Test Builders Pvt Ltd',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.png`,
      slogan: 'Interiors and more',
      description: 'Default description from the site settings.',
      telephone: '+91 80 1234 5678',
      email: 'hello@test-builders.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Test Road, Peenya',
        addressLocality: 'Bengaluru',
        addressRegion: 'Karnataka',
        postalCode: '560058',
        addressCountry: 'IN',
      },
      sameAs: ['https://www.linkedin.com/company/test'],
    });
    expect(find((t) => t.attrs.property === 'og:locale')?.attrs.content).toBe('en_IN');
  });

  it('falls back to the site settings: description from the footer text, og:image from the share image', () => {
    const shareImage = {
      url: '/uploads/share.jpg',
      width: 1600,
      height: 900,
      mime: 'image/jpeg',
      formats: { large: { url: '/uploads/large_share.jpg', width: 1000, height: 563 } },
    };
    const tags = headTags(
      { title: 'About Us' },
      {
        site: { ...site, shareImage, publicUrl: 'https://site.example' },
        origin: 'https://site.example',
        url: new URL(`${ORIGIN}/about-us`),
      },
    );
    expect(tags.find((t) => t.attrs.name === 'description')?.attrs.content).toBe(
      'Default description from the site settings.',
    );
    expect(tags.find((t) => t.attrs.property === 'og:image')?.attrs.content).toBe(
      'https://site.example/uploads/large_share.jpg',
    );
    expect(tags.find((t) => t.attrs.rel === 'canonical')?.attrs.href).toBe('https://site.example/about-us');
  });
});
