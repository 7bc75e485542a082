import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENTS_API,
  DOOR_TYPE_MESSAGES,
  PUBLIC_API,
  capabilityPath,
  doorRangeAnswer,
  todayInZone,
  type CompanyPageData,
  type DoorRangeBlock,
  type FaqBlock,
  type FireDoorRangeData,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { pdf } from '@portfolio/testkit/documents';
import { file, form } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The fire-door range as data: door types staff make in the Strapi admin, each rating backed
 * by documents of the certificate register; the public read shows a rating only while a test report
 * or certificate in date backs it, and a door type only with such a rating.
 */
let server: TestServer;
let admin: Agent;
let panel: AdminPanel;
let anonymous: Agent;

const DOOR_TYPES = '/content-manager/collection-types/api::door-type.door-type';

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await AdminPanel.signIn(server.url);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

const day = (offsetDays: number) => todayInZone('Asia/Kolkata', new Date(Date.now() + offsetDays * 86_400_000));

const upload = async (fields: Record<string, string>) => {
  const res = await admin.post(
    DOCUMENTS_API.documents,
    form({ ...fields, file: file(pdf(fields.title), 'report.pdf', 'application/pdf') }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.document._id as string;
};

const range = async () => {
  const res = await anonymous.get(PUBLIC_API.doorTypes);
  expect(res.status).toBe(200);
  return res.body as FireDoorRangeData;
};

const connect = (...documentIds: string[]) => ({ connect: documentIds.map((documentId) => ({ documentId })) });

describe('door types', () => {
  let report: string;
  let expired: string;
  let brochure: string;
  let certificate: string;

  beforeAll(async () => {
    report = await upload({
      title: 'IS 3614 test report, 30-minute timber door',
      category: 'test report',
      issuer: 'Test lab',
      issuedOn: day(-400),
    });
    expired = await upload({
      title: 'Product certificate, 60-minute timber door',
      category: 'certificate',
      issuedOn: day(-800),
      expiresOn: day(-1),
    });
    brochure = await upload({ title: 'Door brochure', category: 'brochure' });
    certificate = await upload({
      title: 'Product certificate, 60-minute timber door (renewed)',
      category: 'certificate',
      issuedOn: day(-2),
      expiresOn: day(700),
    });
  });

  it('starts empty on a fresh site', async () => {
    expect(await range()).toEqual({ doorTypes: [] });
  });

  it('shows only the ratings a test report or certificate in date backs, fewest minutes first', async () => {
    const res = await panel.call('POST', DOOR_TYPES, {
      name: 'Timber fire door',
      slug: 'timber-fire-door',
      material: 'timber',
      leafConfiguration: 'single-or-double',
      summary: 'Hardwood lipped.',
      standards: 'IS 3614 (Part 2)\n\nBS 476 (Part 22)\n',
      acoustic: 'Up to Rw 35 dB',
      ratings: [
        { minutes: 120, documents: connect() },
        { minutes: 60, maxLeafWidth: 1200, maxLeafHeight: 2400, glazing: true, documents: connect(expired) },
        { minutes: 90, documents: connect(brochure) },
        { minutes: 30, maxLeafWidth: 1000, maxLeafHeight: 2100, glazing: true, documents: connect(report) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // A steel door type whose only rating no document backs: not on the site at all.
    const steel = await panel.call('POST', DOOR_TYPES, {
      name: 'Steel fire door',
      slug: 'steel-fire-door',
      material: 'steel',
      leafConfiguration: 'single',
      ratings: [{ minutes: 120 }],
    });
    expect(steel.status, JSON.stringify(steel.body)).toBe(201);

    const { doorTypes } = await range();
    expect(doorTypes).toHaveLength(1);
    const [timber] = doorTypes;
    expect(timber).toMatchObject({
      name: 'Timber fire door',
      slug: 'timber-fire-door',
      material: 'timber',
      leafConfiguration: 'single-or-double',
      summary: 'Hardwood lipped.',
      standards: ['IS 3614 (Part 2)', 'BS 476 (Part 22)'],
      acoustic: 'Up to Rw 35 dB',
      leadLined: null,
      photo: null,
    });
    expect(timber.ratings).toEqual([
      {
        minutes: 30,
        maxLeafWidth: 1000,
        maxLeafHeight: 2100,
        glazing: true,
        documents: [
          expect.objectContaining({
            _id: report,
            category: 'test report',
            issuer: 'Test lab',
            href: DOCUMENTS_API.download(report),
            validity: 'no-expiry',
          }),
        ],
      },
    ]);
  });

  it('shows a rating once a document in date backs it (the cached read moves on)', async () => {
    const found = await panel.call('GET', `${DOOR_TYPES}?filters[slug][$eq]=timber-fire-door`);
    const { documentId } = found.body.results[0];
    const opened = await panel.call('GET', `${DOOR_TYPES}/${documentId}`);
    const ratings = opened.body.data.ratings.map(({ id, minutes }: { id: number; minutes: number }) => ({
      id,
      minutes,
      ...(minutes === 60 ? { documents: connect(certificate) } : {}),
    }));
    const saved = await panel.call('PUT', `${DOOR_TYPES}/${documentId}`, { ratings });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [timber] = (await range()).doorTypes;
    expect(timber.ratings.map((r) => r.minutes)).toEqual([30, 60]);
    expect(timber.ratings[1].documents.map((d) => d._id).sort()).toEqual([expired, certificate].sort());
    expect(timber.ratings[1].documents.find((d) => d._id === expired)?.validity).toBe('expired');
  });

  it('refuses a rating listed twice with what to do, and saves nothing', async () => {
    const res = await panel.call('POST', DOOR_TYPES, {
      name: 'Glazed timber door',
      slug: 'glazed-timber-door',
      material: 'timber',
      leafConfiguration: 'single',
      ratings: [
        { minutes: 30, documents: connect(report) },
        { minutes: 30, documents: connect(report) },
      ],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(DOOR_TYPE_MESSAGES.duplicateMinutes(30));
    const list = await panel.call('GET', `${DOOR_TYPES}?filters[slug][$eq]=glazed-timber-door`);
    expect(list.body.results).toHaveLength(0);
  });
});

/** The page's text as a visitor reads it (tags out, entities decoded). */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the fire-doors page, its FAQ and the capability statement read the range', () => {
  it("shows the backed ratings in the page's rating table, and no other", async () => {
    const { page } = (await anonymous.get(PUBLIC_API.page('firedoors'))).body as CompanyPageData;
    const table = page!.blocks.find((b) => b.__component === 'blocks.door-range') as DoorRangeBlock;
    expect(table).toMatchObject({ view: 'table', title: 'Ratings at a glance' });
    expect(table.doorTypes.map((t) => [t.name, t.ratings.map((r) => r.minutes)])).toEqual([
      ['Timber fire door', [30, 60]],
    ]);
    const text = visible(await (await fetch(`${server.url}/firedoors`)).text());
    expect(text).toContain('Timber fire door');
    expect(text).toMatch(/30 min .*1000 × 2100 mm/);
    expect(text).toContain('60 min');
    expect(text).not.toMatch(/\b(90|120) min/);
    expect(text).not.toContain('Steel fire door');
  });

  it('writes an FAQ answer from the range when the question says so, in the page and its FAQPage data', async () => {
    const { documentId } = await panel.page('firedoors');
    const draft = await panel.call(
      'GET',
      `/content-manager/collection-types/api::page.page/${documentId}?status=draft`,
    );
    const blocks = (draft.body.data.blocks as Array<Record<string, unknown>>).map(({ id, ...b }) => (void id, b));
    const faq = {
      __component: 'blocks.faq',
      title: 'Questions',
      items: [
        { question: 'Which fire ratings do you make?', answerFrom: 'fire-ratings', answer: 'Typed: 240 minutes.' },
        { question: 'Can a fire door have glass?', answerFrom: 'glazing' },
        { question: 'Do you install?', answer: 'Yes.' },
      ],
    };
    expect((await panel.savePage(documentId, { blocks: [...blocks, faq] })).status).toBe(200);
    expect((await panel.publishPage(documentId)).status).toBe(200);

    const { page } = (await anonymous.get(PUBLIC_API.page('firedoors'))).body as CompanyPageData;
    const block = page!.blocks.find((b) => b.__component === 'blocks.faq') as FaqBlock;
    const { doorTypes } = await range();
    expect(block.items).toEqual([
      { question: 'Which fire ratings do you make?', answer: doorRangeAnswer('fire-ratings', doorTypes) },
      { question: 'Can a fire door have glass?', answer: doorRangeAnswer('glazing', doorTypes) },
      { question: 'Do you install?', answer: 'Yes.' },
    ]);
    expect(block.items[0].answer).toBe(
      'Timber fire door: 30 and 60 minutes. Each rating is backed by a fire test report you can download.',
    );
    const html = await (await fetch(`${server.url}/firedoors`)).text();
    expect(html).not.toContain('240 minutes');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const faqPage = jsonLd.flat().find((d: { '@type'?: string }) => d['@type'] === 'FAQPage');
    expect(faqPage.mainEntity[0].acceptedAnswer.text).toBe(block.items[0].answer);
  });

  it("lists the range on the fire-doors capability statement's own page, each rating with its report", async () => {
    const res = await fetch(server.url + capabilityPath('fire-doors'));
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'door-pdf-'));
    try {
      const file = path.join(dir, 'fire-doors.pdf');
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('The tested range');
      expect(text).toMatch(/30 minutes 1000 × 2100 mm Vision panel IS 3614 test report, 30-minute timber door/);
      expect(text).toContain('60 minutes');
      expect(text).not.toMatch(/\b(90|120) minutes/);
      expect(text).not.toContain('Steel fire door');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
