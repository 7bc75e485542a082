import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PROJECT_FILTER_MESSAGES, PUBLIC_API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The project filter of /projects: state, sector, status, service and start year
 * combined, counts per option (each counted with the other choices applied), a page at a time,
 * bad values answered 400 with what is wrong, a page past the last 404; the page as HTML.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;

const add = async (name: string, site: Record<string, any>, withLogo = true) => {
  const res = await admin.post(
    API.addClient,
    form({
      name,
      ...(withLogo ? { coverPhoto: file(await png(), 'logo.png', 'image/png') } : {}),
      area: '12000',
      project_scope: 'Interiors',
      locations: 'city',
      description: 'A project.',
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      ...site,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

const filter = (query: string) => anonymous.get(`${PUBLIC_API.projectFilter({ filter: {}, page: 1 })}${query}`);
const names = (body: any) => body.projects.map((p: any) => p.site.displayName).sort();
const page = async (path: string) => {
  const res = await fetch(server.url + path, { redirect: 'manual' });
  return { status: res.status, html: (await res.text()).replace(/&amp;/g, '&') };
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  await add('Alpha Hospital', {
    siteName: 'Ward A',
    industry: 'healthcare',
    state: 'Karnataka',
    site_start: '2021',
    site_ongoing: 'true',
    services: ['interiors', 'fire-doors'],
  });
  await add(
    'Alpha Hospital',
    {
      siteName: 'Ward B',
      industry: 'healthcare',
      state: 'Karnataka',
      site_start: '2019',
      site_ongoing: 'false',
      site_end: '2020-02',
      services: ['interiors'],
    },
    false,
  );
  await add('Beta Bank', {
    siteName: 'Branch C',
    industry: 'bank',
    state: 'Karnataka',
    site_start: '2021',
    site_ongoing: 'false',
    site_end: '2022-02',
    services: ['design-and-build'],
  });
  await add('Gamma School', {
    siteName: 'Block D',
    industry: 'educational',
    state: 'Tamil Nadu',
    site_start: '2021',
    site_ongoing: 'true',
    services: ['fire-doors'],
  });
}, 240_000);
afterAll(() => server?.stop());

describe('GET /api/v1/public/projects/filter', () => {
  it('lists every project with counts per option when nothing is chosen', async () => {
    const res = await filter('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageCount: 1, filter: {} });
    expect(res.body.options).toEqual({
      states: [
        { key: 'Karnataka', count: 3 },
        { key: 'Tamil Nadu', count: 1 },
      ],
      industries: [
        { key: 'educational', count: 1 },
        { key: 'healthcare', count: 2 },
        { key: 'bank', count: 1 },
      ],
      statuses: [
        { key: 'ongoing', count: 2 },
        { key: 'completed', count: 2 },
      ],
      services: [
        { key: 'design-and-build', count: 1 },
        { key: 'interiors', count: 2 },
        { key: 'fire-doors', count: 2 },
      ],
      years: [
        { key: '2021', count: 3 },
        { key: '2019', count: 1 },
      ],
    });
  });

  it('counts each option with the other choices applied', async () => {
    const res = await filter('?state=karnataka');
    expect(res.status).toBe(200);
    expect(res.body.filter).toEqual({ state: 'Karnataka' });
    expect(names(res.body)).toEqual(['Branch C', 'Ward A', 'Ward B']);
    // The state's own list still offers the other states; the sectors are those of Karnataka.
    expect(res.body.options.states).toEqual([
      { key: 'Karnataka', count: 3 },
      { key: 'Tamil Nadu', count: 1 },
    ]);
    expect(res.body.options.industries).toEqual([
      { key: 'healthcare', count: 2 },
      { key: 'bank', count: 1 },
    ]);
    expect(res.body.options.years).toEqual([
      { key: '2021', count: 2 },
      { key: '2019', count: 1 },
    ]);
  });

  it('combines every choice', async () => {
    const all = await filter('?state=Karnataka&industry=healthcare&status=ongoing&service=fire-doors&year=2021');
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['Ward A']);
    expect(all.body.options.statuses).toEqual([{ key: 'ongoing', count: 1 }]);
    expect(names((await filter('?year=2021&service=fire-doors')).body)).toEqual(['Block D', 'Ward A']);
    expect(names((await filter('?status=completed&state=tamil-nadu')).body)).toEqual([]);
    expect(names((await filter('?industry=HEALTHCARE&status=Completed')).body)).toEqual(['Ward B']);
  });

  it('reads an empty value as "any" and keeps a chosen option with no projects at 0', async () => {
    const empty = await filter('?state=&industry=&status=&service=&year=');
    expect(empty.status).toBe(200);
    expect(empty.body.total).toBe(4);
    const kerala = await filter('?state=kerala');
    expect(kerala.status).toBe(200);
    expect(kerala.body).toMatchObject({ total: 0, page: 1, pageCount: 1, projects: [] });
    expect(kerala.body.options.states).toContainEqual({ key: 'Kerala', count: 0 });
  });

  it('answers a value that names nothing with 400 and what is wrong', async () => {
    const cases: [string, string][] = [
      ['?state=atlantis', PROJECT_FILTER_MESSAGES.state('atlantis')],
      ['?industry=retail', PROJECT_FILTER_MESSAGES.industry],
      ['?status=done', PROJECT_FILTER_MESSAGES.status],
      ['?service=plumbing', PROJECT_FILTER_MESSAGES.service],
      ['?year=20x1', PROJECT_FILTER_MESSAGES.year],
      ['?year=1066', PROJECT_FILTER_MESSAGES.year],
      ['?state=kerala&state=goa', PROJECT_FILTER_MESSAGES.repeated('state')],
    ];
    for (const [query, message] of cases) {
      const res = await filter(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    const two = await filter('?status=done&year=soon');
    expect(two.body.message).toBe(`${PROJECT_FILTER_MESSAGES.status} ${PROJECT_FILTER_MESSAGES.year}`);
  });

  it('answers a page past the last with 404', async () => {
    expect((await filter('?page=1')).status).toBe(200);
    const past = await filter('?state=karnataka&page=2');
    expect(past.status).toBe(404);
    expect(past.body.message).toBe(PROJECT_FILTER_MESSAGES.pastLastPage);
  });

  it('shows a new project at once (the cached answer is dropped)', async () => {
    expect((await filter('?state=goa')).body.total).toBe(0);
    await add('Delta Office', {
      siteName: 'Tower E',
      industry: 'corporate',
      state: 'Goa',
      site_start: '2024',
      site_ongoing: 'true',
      services: ['interiors'],
    });
    const res = await filter('?state=goa');
    expect(names(res.body)).toEqual(['Tower E']);
  });
});

describe('/projects with the filter (server-rendered HTML)', () => {
  const FORM = /<form [^>]*action="\/projects" method="get">/;

  it('shows the form with counts on the overview', async () => {
    const { status, html } = await page('/projects');
    expect(status).toBe(200);
    expect(html).toMatch(FORM);
    expect(html).toContain('<option value="karnataka">Karnataka (3)</option>');
    expect(html).toMatch(/<option value="fire-doors">Fire doors \(2\)<\/option>/);
  });

  it('lists the matching projects at a shareable URL, not indexed', async () => {
    const { status, html } = await page('/projects?state=karnataka&industry=healthcare&status=&service=&year=');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="pub-hero__title">Healthcare projects in Karnataka</h1>');
    expect(html).toContain('2 projects');
    expect(html).toContain('Ward A');
    expect(html).not.toContain('Branch C');
    expect(html).toMatch(/<option value="karnataka" selected="">Karnataka \(2\)<\/option>/);
    expect(html).toContain('<meta name="robots" content="noindex"');
    // Not indexed, yet it names its canonical URL: the filter's set fields in the form's order.
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/projects\?state=karnataka&(amp;)?industry=healthcare"/);
  });

  it('answers a bad value 400 with the message and the form, a page past the last 404', async () => {
    const bad = await page('/projects?state=atlantis&industry=bank');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(PROJECT_FILTER_MESSAGES.state('atlantis'));
    expect(bad.html).toMatch(FORM);
    expect((await page('/projects?page=9')).status).toBe(404);
    // Every field on "Any" lists every project; no query is the overview.
    const all = await page('/projects?state=&industry=&status=&service=&year=');
    expect(all.status).toBe(200);
    expect(all.html).toContain('<h1 class="pub-hero__title">All projects</h1>');
    expect(all.html).toContain('5 projects');
  });

  it('keeps the state, sector and ongoing pages', async () => {
    for (const path of ['/projects/state/karnataka', '/projects/healthcare', '/projects/ongoing/all'])
      expect((await page(path)).status, path).toBe(200);
  });
});
