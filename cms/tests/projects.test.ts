import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PROJECT_MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * Names as typed, slugs (public URLs, 301 from names and former slugs), services and
 * case-study fields of sites, service pages listing their own projects, the project page.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;

const SITE = {
  area: '18500',
  industry: 'bank',
  project_scope: 'Interiors',
  state: 'Gujarat',
  site_start: '2018',
  locations: 'Ahmedabad',
  description: 'A regional office.',
  site_ongoing: 'true',
};

const addClient = async (fields: Record<string, any>) => {
  const res = await admin.post(
    API.addClient,
    form({
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      ...SITE,
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      ...fields,
    }),
  );
  expect(res.status).toBe(201);
  return res.body.client;
};
const addSite = async (name: string, fields: Record<string, any>) => {
  const res = await admin.post(
    API.addClient,
    form({ name, ...SITE, photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')], ...fields }),
  );
  expect(res.status).toBe(201);
  return res.body.client;
};

const page = async (path: string) => {
  const res = await fetch(server.url + path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

describe('names as typed and slugs', () => {
  let client: any;

  beforeAll(async () => {
    client = await addClient({
      name: ' National Cooperative Bank ',
      siteName: 'NCB Regional Office',
      services: ['interiors', 'manufacturing'],
    });
  });

  it('keeps the spec name lowercase and adds the name as typed and a slug', () => {
    expect(client).toMatchObject({
      name: 'national cooperative bank',
      displayName: 'National Cooperative Bank',
      slug: 'national-cooperative-bank',
    });
    expect(client.sites[0]).toMatchObject({
      siteName: 'ncb regional office',
      displayName: 'NCB Regional Office',
      slug: 'ncb-regional-office',
      services: ['interiors', 'manufacturing'],
    });
  });

  it('serves the client, its details and the project at slug URLs', async () => {
    for (const path of [
      '/projects/client/national-cooperative-bank',
      '/projects/client/details/national-cooperative-bank',
    ]) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<h1 class="pub-hero__title">National Cooperative Bank</h1>');
    }
    const project = await page('/projects/client/national-cooperative-bank/ncb-regional-office');
    expect(project.status).toBe(200);
    expect(project.html).toMatch(/<h1>NCB Regional Office<\/h1>/);
    expect(project.html).toContain(
      `<link rel="canonical" href="${server.url}/projects/client/national-cooperative-bank/ncb-regional-office"`,
    );
    const ld = [...project.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(ld.find((o) => o['@type'] === 'CreativeWork')).toMatchObject({
      name: 'NCB Regional Office',
      about: { name: 'National Cooperative Bank' },
    });
    expect(ld.find((o) => o['@type'] === 'BreadcrumbList').itemListElement.map((i: any) => i.name)).toEqual([
      'Home',
      'Projects',
      'National Cooperative Bank',
      'NCB Regional Office',
    ]);
  });

  it('answers old name URLs with 301 to the slug URLs', async () => {
    expect(await page('/projects/client/national%20cooperative%20bank')).toMatchObject({
      status: 301,
      location: '/projects/client/national-cooperative-bank',
    });
    expect(await page('/projects/client/details/National%20Cooperative%20Bank')).toMatchObject({
      status: 301,
      location: '/projects/client/details/national-cooperative-bank',
    });
    expect(await page('/projects/client/national%20cooperative%20bank/ncb%20regional%20office')).toMatchObject({
      status: 301,
      location: '/projects/client/national-cooperative-bank/ncb-regional-office',
    });
    expect((await page('/projects/client/nobody-here')).status).toBe(404);
    expect((await page('/projects/client/national-cooperative-bank/nowhere')).status).toBe(404);
  });

  it("lets staff correct capitals without changing the slug, and keeps a renamed client's old slug redirecting", async () => {
    let res = await admin.patch(API.updateClient(client._id), form({ name: 'NATIONAL Cooperative BANK' }));
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      name: 'national cooperative bank',
      displayName: 'NATIONAL Cooperative BANK',
      slug: 'national-cooperative-bank',
    });

    res = await admin.patch(API.updateClient(client._id), form({ name: 'NCB' }));
    expect(res.body.client).toMatchObject({ name: 'ncb', displayName: 'NCB', slug: 'ncb' });
    expect(await page('/projects/client/national-cooperative-bank')).toMatchObject({
      status: 301,
      location: '/projects/client/ncb',
    });
    expect(await page('/projects/client/national-cooperative-bank/ncb-regional-office')).toMatchObject({
      status: 301,
      location: '/projects/client/ncb/ncb-regional-office',
    });
    expect((await page('/projects/client/ncb')).status).toBe(200);
    // The public read answers the current slug for a former one.
    expect((await anonymous.get('/api/v1/public/clients/national-cooperative-bank')).body).toMatchObject({
      slug: 'ncb',
      displayName: 'NCB',
    });

    // A site rename: new slug, the old one redirects.
    const siteId = client.sites[0]._id;
    res = await admin.patch(API.updateSite, form({ clientId: client._id, siteId, siteName: 'NCB Ahmedabad Office' }));
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      siteName: 'ncb ahmedabad office',
      displayName: 'NCB Ahmedabad Office',
      slug: 'ncb-ahmedabad-office',
    });
    expect(await page('/projects/client/ncb/ncb-regional-office')).toMatchObject({
      status: 301,
      location: '/projects/client/ncb/ncb-ahmedabad-office',
    });
  });

  it('keeps slugs unique: "details" is reserved, equal site names in one client are numbered, other clients may reuse them', async () => {
    const details = await addClient({ name: 'Details', siteName: 'Head Office' });
    expect(details.slug).toBe('details-2');
    expect((await page('/projects/client/details-2/head-office')).status).toBe(200);
    const again = await addSite('Details', { siteName: 'Head office ' });
    expect(again.sites.map((s: any) => s.slug)).toEqual(['head-office', 'head-office-2']);
    const other = await addClient({ name: 'Details & Co', siteName: 'Head Office' });
    expect(other).toMatchObject({ slug: 'details-and-co' });
    expect(other.sites[0].slug).toBe('head-office');
  });
});

describe('services and case studies', () => {
  it('refuses an unknown service with a clear message and changes nothing', async () => {
    const before = (await anonymous.get(API.getClients)).body;
    const res = await admin.post(
      API.addClient,
      form({
        name: 'Bad Services',
        coverPhoto: file(await png(), 'logo.png', 'image/png'),
        ...SITE,
        siteName: 'X',
        services: ['interiors', 'painting'],
        photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PROJECT_MESSAGES.serviceInvalid });
    expect((await anonymous.get(API.getClients)).body).toEqual(before);
  });

  it('sets, changes and clears services and case-study sections on updateSite', async () => {
    const client = await addClient({
      name: 'Sunrise Hospital',
      siteName: 'Critical Care Wing',
      industry: 'healthcare',
      services: 'design-and-build',
    });
    const siteId = client.sites[0]._id;
    let res = await admin.patch(
      API.updateSite,
      form({
        clientId: client._id,
        siteId,
        services: ['fire-doors', 'design-and-build'],
        challenge: 'Keep the wards running.',
        result: 'No bed-days lost.',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      services: ['design-and-build', 'fire-doors'],
      challenge: 'Keep the wards running.',
      approach: null,
      result: 'No bed-days lost.',
    });

    const fireDoors = await page('/firedoors');
    expect(fireDoors.html).toContain('Critical Care Wing');
    expect(fireDoors.html).not.toContain('NCB Ahmedabad Office');
    expect((await page('/manufacturing')).html).not.toContain('Critical Care Wing');
    const project = await page('/projects/client/sunrise-hospital/critical-care-wing');
    expect(project.html).toContain('The challenge');
    expect(project.html).toContain('Keep the wards running.');
    expect(project.html).not.toContain('What we did');

    res = await admin.patch(API.updateSite, form({ clientId: client._id, siteId, services: '', challenge: '' }));
    expect(res.body.site).toMatchObject({ services: [], challenge: null, result: 'No bed-days lost.' });
    expect((await page('/firedoors')).html).not.toContain('Critical Care Wing');
  });
});

describe('start-up migration', () => {
  it('gives rows stored before slugs existed a display name and slug on start', { timeout: 240_000 }, async () => {
    const old = await addClient({ name: 'aster dm healthcare', siteName: 'aster medcity' });
    await sql(server, 'UPDATE clients SET display_name = NULL, slug = NULL WHERE document_id = ?', [old._id]);
    await sql(server, 'UPDATE sites SET display_name = NULL, slug = NULL WHERE document_id = ?', [old.sites[0]._id]);
    // A restart on the same database (kill: stop() would remove the temporary folder).
    await server.kill();
    server = await startServer({}, server);
    admin = await signIn(server.url, ADMIN.email, ADMIN.password);
    anonymous = new Agent(server.url);
    const answer = await anonymous.get(API.getClient('aster dm healthcare'));
    expect(answer.status).toBe(200);
    const [row] = answer.body;
    expect(row).toMatchObject({
      name: 'aster dm healthcare',
      displayName: 'Aster Dm Healthcare',
      slug: 'aster-dm-healthcare',
    });
    expect(row.sites[0]).toMatchObject({ displayName: 'Aster Medcity', slug: 'aster-medcity' });
    // Existing slugs were left alone.
    expect((await anonymous.get('/api/v1/public/clients/ncb')).body.slug).toBe('ncb');
  });
});
