import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, KEY_FACT_MESSAGES, PUBLIC_API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Key facts: contractValue (rupees, above 32 bits), deliveryModel, greenRating,
 * safeManHours, referenceAllowed on addClient and updateSite; staff read the figure, every
 * anonymous answer only its band.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let photosOnly: TestUser;

/** ₹2,500 crore: beyond a 32-bit integer. */
const VALUE = 25_000_000_000;
const SPELLINGS = ['25000000000', '25,00,00,00,000', '25,000,000,000', '2.5e10', '2500 crore', '2,500 crore'];

const SITE = {
  area: '125000',
  industry: 'healthcare',
  project_scope: 'Hospital block',
  state: 'Kerala',
  site_start: '2019',
  locations: 'Kochi',
  description: 'A 300-bed hospital.',
  site_ongoing: 'false',
  site_end: '2022-03',
};
const FACTS = {
  contractValue: String(VALUE),
  deliveryModel: 'epc',
  greenRating: 'IGBC Gold',
  safeManHours: '1250000',
  referenceAllowed: 'true',
};

const photo = async () => file(await jpeg(), 'p.jpg', 'image/jpeg');
const addClient = async (name: string, fields: Record<string, any>) =>
  admin.post(
    API.addClient,
    form({ name, coverPhoto: file(await png(), 'logo.png', 'image/png'), ...SITE, photos: [await photo()], ...fields }),
  );
const staffSites = async (name: string) => (await admin.get(API.getClientSites(name))).body.items as any[];

const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, html: await res.text() };
};
const holdsFigure = (text: string) => SPELLINGS.some((s) => text.includes(s));

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  photosOnly = await createUser(admin, { 'edit-site-photos': true });
});
afterAll(() => server?.stop());

describe('key facts on addClient', () => {
  let client: any;
  beforeAll(async () => {
    const res = await addClient('Aster Medcity', { siteName: 'Aster Tower', ...FACTS });
    expect(res.status).toBe(201);
    client = res.body.client;
  });

  it('stores every fact and answers staff the exact value as a number (not a string) with its band', async () => {
    const expected = {
      contractValue: VALUE,
      valueBand: 'Above ₹100 crore',
      deliveryModel: 'epc',
      greenRating: 'IGBC Gold',
      safeManHours: 1_250_000,
      referenceAllowed: true,
    };
    expect(client.sites[0]).toMatchObject(expected);
    const [stored] = await staffSites('aster medcity');
    expect(stored).toMatchObject(expected);
    expect(typeof stored.contractValue).toBe('number');
  });

  it('never gives the figure to anonymous answers: getClients, getClient, /api/v1/public/* and the pages', async () => {
    const answers = [
      await anonymous.get(API.getClients),
      await anonymous.get(API.getClient('aster medcity')),
      await anonymous.get(PUBLIC_API.home),
      await anonymous.get(PUBLIC_API.projects),
      await anonymous.get(PUBLIC_API.clientPage(client.slug)),
      await anonymous.get(PUBLIC_API.project(client.slug, client.sites[0].slug)),
      await anonymous.get(PUBLIC_API.projectList({ scope: 'industry', id: 'healthcare', page: 1 })),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(holdsFigure(JSON.stringify(res.body))).toBe(false);
      expect(JSON.stringify(res.body)).not.toContain('"contractValue"');
    }
    // Staff reading the public getClient do not see it either (the answer is cached for everyone).
    expect(JSON.stringify((await admin.get(API.getClient('aster medcity'))).body)).not.toContain('"contractValue"');
    const project = (await anonymous.get(PUBLIC_API.project(client.slug, client.sites[0].slug))).body;
    expect(project.site).toMatchObject({
      valueBand: 'Above ₹100 crore',
      deliveryModel: 'epc',
      greenRating: 'IGBC Gold',
      safeManHours: 1_250_000,
    });
    for (const path of [
      '/',
      '/projects',
      `/projects/client/${client.slug}`,
      `/projects/client/${client.slug}/${client.sites[0].slug}`,
      '/sitemap.xml',
    ]) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(holdsFigure(html)).toBe(false);
    }
  });

  it('opens the project page with the key-facts bar and puts the facts in its JSON-LD', async () => {
    const { html } = await page(`/projects/client/${client.slug}/${client.sites[0].slug}`);
    const bar = /<dl class="pub-keyfacts"[^>]*>([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
    const facts = [...bar.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2].replace(/<[^>]+>/g, '')]);
    expect(Object.fromEntries(facts)).toMatchObject({
      'Contract value': 'Above ₹100 crore',
      Area: '1,25,000 sq ft',
      Duration: '2019 – 2022',
      'Delivery model': 'EPC',
      Sector: 'Healthcare',
      Location: 'Kochi, Kerala',
      'Green rating': 'IGBC Gold',
      'Safe man-hours': '12,50,000',
    });
    expect(html.indexOf('pub-keyfacts')).toBeLessThan(html.indexOf('aria-label="Photos"'));
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const work = ld.find((o) => o['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      award: 'IGBC Gold',
      size: { '@type': 'QuantitativeValue', value: 125000, unitText: 'sq ft' },
      temporalCoverage: '2019/2022',
    });
    expect(work.abstract).toContain('Contract value: Above ₹100 crore');
    expect(work.abstract).toContain('Delivery model: EPC');
    expect(work.abstract).toContain('Safe man-hours: 12,50,000');
  });

  it('bands each value without the figure', async () => {
    const res = await addClient('Band Check', { siteName: 'Small Branch', contractValue: '4,50,00,000' });
    expect(res.status).toBe(201);
    expect(res.body.client.sites[0]).toMatchObject({ contractValue: 45_000_000, valueBand: '₹1–5 crore' });
    const { html } = await page(`/projects/client/${res.body.client.slug}/${res.body.client.sites[0].slug}`);
    expect(html).toContain('₹1–5 crore');
    expect(html).not.toContain('45000000');
    expect(html).not.toContain('4,50,00,000');
  });

  it("leaves the facts empty when not sent (the spec's calls behave as before)", async () => {
    const res = await addClient('Plain Client', { siteName: 'Plain Site' });
    expect(res.status).toBe(201);
    expect(res.body.client.sites[0]).not.toHaveProperty('contractValue');
    expect(res.body.client.sites[0]).toMatchObject({
      valueBand: null,
      deliveryModel: null,
      greenRating: null,
      safeManHours: null,
      referenceAllowed: false,
    });
  });

  it.each([
    [{ contractValue: '12.5' }, KEY_FACT_MESSAGES.contractValueInvalid],
    [{ contractValue: 'ten crore' }, KEY_FACT_MESSAGES.contractValueInvalid],
    [{ contractValue: '100000000001' }, KEY_FACT_MESSAGES.contractValueRange],
    [{ deliveryModel: 'lump-sum' }, KEY_FACT_MESSAGES.deliveryModelInvalid],
    [{ greenRating: 'x'.repeat(61) }, KEY_FACT_MESSAGES.greenRatingTooLong],
    [{ safeManHours: '-3' }, KEY_FACT_MESSAGES.safeManHoursInvalid],
    [{ referenceAllowed: 'maybe' }, KEY_FACT_MESSAGES.referenceAllowedInvalid],
  ])('refuses %j with a clear message and stores nothing', async (fields, message) => {
    const before = (await admin.get(API.getClients)).body;
    const res = await addClient('Refused Client', { siteName: 'Refused Site', ...fields });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await admin.get(API.getClients)).body).toEqual(before);
  });
});

describe('key facts on updateSite', () => {
  let clientId: string;
  let siteId: string;
  beforeAll(async () => {
    const res = await addClient('Lodha Works', { siteName: 'Lodha HQ' });
    clientId = res.body.client._id;
    siteId = res.body.client.sites[0]._id;
  });

  it('sets, changes and clears facts, leaving facts not sent alone', async () => {
    let res = await admin.patch(API.updateSite, form({ clientId, siteId, ...FACTS }));
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({ contractValue: VALUE, deliveryModel: 'epc', referenceAllowed: true });
    res = await admin.patch(API.updateSite, form({ clientId, siteId, contractValue: '', deliveryModel: 'turnkey' }));
    expect(res.status).toBe(200);
    expect(res.body.site).not.toHaveProperty('contractValue');
    expect(res.body.site).toMatchObject({
      valueBand: null,
      deliveryModel: 'turnkey',
      greenRating: 'IGBC Gold',
      safeManHours: 1_250_000,
      referenceAllowed: true,
    });
    const [stored] = await staffSites('lodha works');
    expect(stored).not.toHaveProperty('contractValue');
    expect(stored).toMatchObject({ deliveryModel: 'turnkey', greenRating: 'IGBC Gold' });
  });

  it('refuses a bad fact and changes nothing', async () => {
    const before = await staffSites('lodha works');
    const res = await admin.patch(
      API.updateSite,
      form({ clientId, siteId, siteName: 'Renamed', safeManHours: 'many' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: KEY_FACT_MESSAGES.safeManHoursInvalid });
    expect(await staffSites('lodha works')).toEqual(before);
  });

  it('needs edit-site-details to change a fact', async () => {
    const res = await photosOnly.agent.patch(API.updateSite, form({ clientId, siteId, contractValue: '1000' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to change Contract value.' });
  });
});

describe('key facts and the Trash', () => {
  it('come back with a removed project restored from the Trash', async () => {
    const added = await addClient('Trash Facts', { siteName: 'Removed Tower', ...FACTS });
    const { _id: clientId, sites } = added.body.client;
    const removed = await admin.del(API.removeSite, { clientId, siteId: sites[0]._id });
    expect(removed.status).toBe(200);
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    const [restored] = await staffSites('trash facts');
    expect(restored).toMatchObject({
      contractValue: VALUE,
      deliveryModel: 'epc',
      greenRating: 'IGBC Gold',
      safeManHours: 1_250_000,
      referenceAllowed: true,
    });
  });
});
