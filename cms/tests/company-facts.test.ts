import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  COMPANY_FACT_MESSAGES,
  COMPANY_ID_MESSAGES,
  PUBLIC_API,
  apiPath,
  capabilityPath,
  todayInZone,
  type CompanyPageData,
  type FiguresBlock,
  type SiteInfo,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * One company told one way: the company facts (Site settings › Company facts) are what the
 * home page, the about page's figures, the capability statements, the tender pack and the Organization
 * JSON-LD state; computed figures follow the portfolio, stated ones do not.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let panel: Awaited<ReturnType<typeof adminPanel>>;
let dir: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  panel = await adminPanel(server.url);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const thisYear = Number(todayInZone('Asia/Kolkata').slice(0, 4));
const facts = async () => ((await anonymous.get(PUBLIC_API.site)).body as SiteInfo).facts!;
const figure = async (key: string) => (await facts()).figures.find((f) => f.key === key);
const html = async (p: string) => (await (await fetch(server.url + p)).text()).replace(/&amp;/g, '&');
const organization = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]))
    .flat()
    .find((d: { '@type'?: string }) => d['@type'] === 'Organization');
/** A PDF's text: as laid out (a row of figures reads across), or `flowing` (a column's lines in order). */
const pdfText = (bytes: Uint8Array, name: string, flowing = false) => {
  const saved = path.join(dir, name);
  fs.writeFileSync(saved, bytes);
  return execFileSync('pdftotext', [...(flowing ? [] : ['-layout']), saved, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
};
const addProject = async (client: string, siteName: string, area: string, state = 'Kerala') => {
  const res = await admin.post(
    API.addClient,
    form({
      name: client,
      siteName,
      area,
      industry: 'healthcare',
      project_scope: 'Fit-out',
      state,
      locations: 'Kochi',
      description: 'A project.',
      site_start: '2015',
      site_ongoing: 'false',
      site_end: '2023-06-30',
      contractValue: '73500000',
      referenceAllowed: 'true',
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      photos: [file(await jpeg(1600, 1200, '#8899aa'), 'site.jpg', 'image/jpeg')],
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

describe('company facts', () => {
  it('on a fresh site: no founding year, the three portfolio figures computed, nothing stated', async () => {
    expect(await facts()).toMatchObject({ foundingYear: null, yearsInBusiness: null });
    expect((await facts()).figures).toEqual([
      { key: 'projectsDelivered', label: 'Projects delivered', value: 0, source: 'computed', asOf: null },
      { key: 'statesWorkedIn', label: 'States worked in', value: 0, source: 'computed', asOf: null },
      { key: 'squareFeetDelivered', label: 'Sq ft delivered', value: 0, source: 'computed', asOf: null },
    ]);
    const ld = organization(await html('/'));
    expect(ld.foundingDate).toBeUndefined();
    expect(ld.numberOfEmployees).toBeUndefined();
  });

  it('refuses facts that cannot be true, with what to enter, and keeps the saved ones', async () => {
    await expect(panel.updateSiteSettings({ foundingYear: thisYear + 1 })).rejects.toThrow(
      COMPANY_FACT_MESSAGES.foundingYearFuture,
    );
    await expect(panel.updateSiteSettings({ projectsDelivered: { source: 'stated' } })).rejects.toThrow(
      COMPANY_FACT_MESSAGES.statedWithoutValue('Projects delivered'),
    );
    await expect(panel.updateSiteSettings({ pan: 'ABC12' })).rejects.toThrow(COMPANY_ID_MESSAGES.panInvalid);
    expect((await panel.siteSettings()).foundingYear ?? null).toBeNull();
  });

  it('states the facts staff set on every page that shows them, and in the Organization JSON-LD', async () => {
    await addProject('Aster Hospitals', 'Cardiac Block', '20000');
    await panel.updateSiteSettings({
      foundingYear: 1998,
      legalName: 'Test Builders Private Limited',
      pan: 'abcde1234f',
      projectsDelivered: { source: 'stated', value: '250', asOf: '2026-03-31' },
      squareFeetDelivered: { source: 'computed' },
      peopleEmployed: { value: '420', asOf: '2026-03-31' },
    });
    expect(await facts()).toMatchObject({
      foundingYear: 1998,
      yearsInBusiness: thisYear - 1998,
      legalName: 'Test Builders Private Limited',
      pan: 'ABCDE1234F',
    });
    expect((await facts()).figures.map((f) => [f.key, f.value, f.source, f.asOf])).toEqual([
      ['projectsDelivered', 250, 'stated', '2026-03-31'],
      ['statesWorkedIn', 1, 'computed', null],
      ['squareFeetDelivered', 20000, 'computed', null],
      ['peopleEmployed', 420, 'stated', '2026-03-31'],
    ]);

    const home = await html('/');
    const stats = /<dl class="pub-stats[^"]*" aria-label="Our work in numbers">([\s\S]*?)<\/dl>/.exec(home)![1];
    const shown = [...stats.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(shown).toEqual([
      ['Years in business', String(thisYear - 1998)],
      ['Projects delivered', '250'],
      ['States worked in', '1'],
      ['Sq ft delivered', '20,000'],
    ]);
    const ld = organization(home);
    expect(ld).toMatchObject({
      foundingDate: '1998',
      legalName: 'Test Builders Private Limited',
      numberOfEmployees: { '@type': 'QuantitativeValue', value: 420 },
    });
  });

  it('moves the computed figures when staff add a project, never the stated ones', async () => {
    await addProject('Bharat Bank', 'Head Office', '15000', 'Goa');
    expect((await figure('squareFeetDelivered'))!.value).toBe(35000);
    expect((await figure('statesWorkedIn'))!.value).toBe(2);
    expect((await figure('projectsDelivered'))!.value).toBe(250);
  });

  it("lets a figures block pick a fact instead of a typed number (the fact's label unless one is typed)", async () => {
    const editor = await AdminPanel.signIn(server.url);
    const { documentId } = await editor.page('about-us');
    const draft = await editor.call(
      'GET',
      `/content-manager/collection-types/api::page.page/${documentId}?status=draft`,
    );
    const blocks = (draft.body.data.blocks as Array<Record<string, unknown>>).map(({ id, ...b }) => (void id, b));
    const figures = {
      __component: 'blocks.figures',
      title: 'In figures',
      items: [
        { fact: 'founding-year', label: 'Founded in Bengaluru' },
        { fact: 'projects-delivered' },
        { fact: 'doors-per-year' },
        { value: '12,000', label: 'Square metres of factory' },
      ],
    };
    expect((await editor.savePage(documentId, { blocks: [...blocks, figures] })).status).toBe(200);
    expect((await editor.publishPage(documentId)).status).toBe(200);
    const { page } = (await anonymous.get(PUBLIC_API.page('about-us'))).body as CompanyPageData;
    const block = page!.blocks.find((b) => b.__component === 'blocks.figures') as FiguresBlock;
    // Doors a year is not stated: that item leaves the block rather than show a number nobody gave.
    expect(block.items).toEqual([
      { value: '1998', label: 'Founded in Bengaluru' },
      { value: '250', label: 'Projects delivered' },
      { value: '12,000', label: 'Square metres of factory' },
    ]);
  });

  it("puts them in the company's capability statement and the tender pack: years from the founding year", async () => {
    const res = await fetch(server.url + capabilityPath('company'));
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = pdfText(bytes, 'company.pdf');
    expect(text).toContain(
      `250 2 35,000 ${thisYear - 1998} Projects delivered States worked in Sq ft delivered Years in business`,
    );
    const flowing = pdfText(bytes, 'company.pdf', true);
    expect(flowing).toContain(
      'Projects delivered: as stated on 31 March 2026. Other figures are computed from our project records',
    );
    expect(flowing).toContain('Registered name: Test Builders Private Limited');
    expect(flowing).toContain('PAN: ABCDE1234F');
    // A service's statement counts its own projects, and the years are the company's.
    const service = pdfText(
      new Uint8Array(await (await fetch(server.url + capabilityPath('interiors'))).arrayBuffer()),
      'interiors.pdf',
    );
    expect(service).toMatch(new RegExp(`${thisYear - 1998} .*Years in business`));

    const pack = await fetch(`${server.url}${apiPath('tenders.pack')}?value=7000000`, {
      headers: { cookie: admin.cookie },
    });
    expect(pack.status).toBe(200);
    const summary = pdfText(unzipSync(new Uint8Array(await pack.arrayBuffer()))['Summary.pdf'], 'summary.pdf');
    expect(summary).toContain(`Founded 1998 · ${thisYear - 1998} years in business`);
    expect(summary).toContain('Projects delivered: 250 (as of 31 Mar 2026)');
    expect(summary).toContain('People employed: 420');
    expect(summary).toContain('PAN: ABCDE1234F');
  });
});
