import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DOCUMENTS_API,
  DOOR_CHECKLIST,
  DOOR_FIELDS,
  DOOR_MESSAGES as M,
  SESSION_COOKIE,
  apiPath,
  staffLinkPath,
  type DoorDetails,
  type DoorListAnswer,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { serverClock } from '@portfolio/testkit/clock';
import { pdf } from '@portfolio/testkit/documents';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel, createUser, type TestUser } from '@portfolio/testkit/users';
import { sql } from '@portfolio/testkit/db';
import type { TestClock } from '@portfolio/testkit/totp';

/**
 * The fire-door register: labels made in batches (admins), installs and inspections with the
 * checklist (the project-details editors), defects that only a sign-off with a photo closes, the
 * next inspection due 6 months after the last, withdrawals (admins).
 */
let server: TestServer;
let admin: Agent;
let inspector: Agent;
let inspectorUser: TestUser;
let clientAdderUser: TestUser;
let clientAdder: Agent;
let anonymous: Agent;
let clock: TestClock;
let doorType: string;
let report: string;
let brochure: string;
let siteId: string;

const DOOR_TYPES = '/content-manager/collection-types/api::door-type.door-type';
const START = Date.parse('2026-03-10T06:00:00Z');

const door = (labelId: string) => apiPath('doors.findOne', { labelId });
const list = async (query = '') => {
  const res = await admin.get<DoorListAnswer>(`${apiPath('doors.list')}${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const details = async (labelId: string) => {
  const res = await admin.get<DoorDetails>(door(labelId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const batchOf = (extra: Record<string, unknown> = {}) => ({
  doorType,
  minutes: 60,
  standard: 'IS 3614 (Part 2)',
  testReport: report,
  batch: 'PR-2026-031',
  manufacturedOn: '2026-03-02',
  count: 3,
  ...extra,
});
const createBatch = async (extra: Record<string, unknown> = {}) => {
  const res = await admin.post(apiPath('doors.createBatch'), batchOf(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.labels as string[];
};
const install = (who: Agent, labelId: string, extra: Record<string, string | File | undefined> = {}) =>
  who.post(
    apiPath('doors.install', { labelId }),
    form({
      site: siteId,
      location: 'Block A, Level 2, Stair 1',
      installedOn: '2026-03-05',
      installer: 'Door crew 2',
      ...extra,
    }),
  );
const allPass = () => DOOR_CHECKLIST.map(({ key }) => ({ key, result: 'pass', note: '' }));
const inspect = (who: Agent, labelId: string, inspection: Record<string, unknown>, photos: Record<string, File> = {}) =>
  who.post(
    apiPath('doors.inspect', { labelId }),
    form({ [DOOR_FIELDS.inspection]: JSON.stringify({ items: allPass(), ...inspection }), ...photos }),
  );
const photo = async (color = '#776655') => file(await jpeg(320, 240, color), 'door.jpg', 'image/jpeg');

beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  clock = await serverClock(admin, START);
  inspectorUser = await createUser(admin, { 'edit-site-details': true });
  inspector = inspectorUser.agent;
  clientAdderUser = await createUser(admin, { 'add-client': true, 'edit-site-photos': true });
  clientAdder = clientAdderUser.agent;
  anonymous = new Agent(server.url);
  const upload = async (title: string, category: string) => {
    const res = await admin.post(
      DOCUMENTS_API.documents,
      form({ title, category, issuedOn: '2025-01-10', file: file(pdf(title), 'report.pdf', 'application/pdf') }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.document._id as string;
  };
  report = await upload('IS 3614 test report, 60-minute timber door', 'test report');
  brochure = await upload('Door brochure', 'brochure');
  const panel = await AdminPanel.signIn(server.url);
  const created = await panel.call('POST', DOOR_TYPES, {
    name: 'Timber fire door',
    slug: 'timber-fire-door',
    material: 'timber',
    leafConfiguration: 'single',
    ratings: [{ minutes: 30 }, { minutes: 60 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  doorType = created.body.data.documentId;
  const client = await admin.post(
    API.addClient,
    form({
      name: 'Aster Hospitals',
      siteName: 'Block A',
      area: '20000',
      industry: 'healthcare',
      project_scope: 'Hospital fit-out',
      state: 'Kerala',
      locations: 'Kochi',
      description: 'A hospital.',
      site_start: '2024',
      site_ongoing: 'true',
      fireDoors: 'true',
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      photos: [file(await jpeg(800, 600, '#8899aa'), 'site.jpg', 'image/jpeg')],
    }),
  );
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  siteId = client.body.client.sites[0]._id;
});
afterAll(() => server?.stop());

describe('labels and batches', () => {
  it('makes a batch of 40 labels numbered from the year’s sequence, all in stock', async () => {
    const labels = await createBatch({ count: 40 });
    expect(labels).toHaveLength(40);
    expect(labels[0]).toBe('BC-FD-2026-000001');
    expect(labels[39]).toBe('BC-FD-2026-000040');
    expect(new Set(labels).size).toBe(40);
    const first = await details(labels[0]);
    expect(first).toMatchObject({
      labelId: 'BC-FD-2026-000001',
      doorType: { _id: doorType, name: 'Timber fire door', material: 'timber' },
      minutes: 60,
      standard: 'IS 3614 (Part 2)',
      testReport: { _id: report },
      batch: 'PR-2026-031',
      manufacturedOn: '2026-03-02',
      state: 'in-stock',
      site: null,
      nextDueOn: null,
      verdict: 'valid',
      inspections: [],
      defects: [],
    });
    // The next batch continues the numbering: an id is never made twice.
    expect(await createBatch({ count: 2, batch: 'PR-2026-032' })).toEqual(['BC-FD-2026-000041', 'BC-FD-2026-000042']);
  });

  it('refuses a bad batch with a clear message and makes no label', async () => {
    const before = (await list()).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ doorType: '' }, M.doorTypeRequired],
      [{ doorType: 'nope' }, M.doorTypeNotFound],
      [{ minutes: 120 }, M.minutesInvalid],
      [{ standard: ' ' }, M.standardRequired],
      [{ testReport: brochure }, M.testReportNotFound],
      [{ batch: '' }, M.batchRequired],
      [{ manufacturedOn: '2026-02-30' }, M.manufacturedOnInvalid],
      [{ manufacturedOn: '2026-03-11' }, M.manufacturedOnInvalid],
      [{ count: 0 }, M.countInvalid],
      [{ count: 201 }, M.countInvalid],
      [{ count: 2.5 }, M.countInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post(apiPath('doors.createBatch'), batchOf(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await list()).total).toBe(before);
  });

  it('answers 404 for an unknown or malformed label id, and reads a typed one in any case', async () => {
    for (const id of ['BC-FD-2026-999999', 'BC-FD-26-1', 'nonsense']) {
      const res = await admin.get(door(id));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.notFound);
    }
    expect((await admin.get(door('bc-fd-2026-000002'))).body.labelId).toBe('BC-FD-2026-000002');
  });
});

describe('powers', () => {
  it('lets only signed-in staff read the register', async () => {
    expect((await anonymous.get(apiPath('doors.list'))).status).toBe(401);
    expect((await anonymous.get(door('BC-FD-2026-000001'))).status).toBe(401);
    expect((await clientAdder.get(apiPath('doors.list'))).status).toBe(200);
    expect((await inspector.get(door('BC-FD-2026-000001'))).status).toBe(200);
  });

  it('lets only admins create and withdraw labels', async () => {
    for (const who of [inspector, clientAdder, anonymous]) {
      expect((await who.post(apiPath('doors.createBatch'), batchOf())).status).toBeGreaterThanOrEqual(401);
      const withdraw = await who.post(apiPath('doors.withdraw', { labelId: 'BC-FD-2026-000001' }), { reason: 'x' });
      expect([401, 403]).toContain(withdraw.status);
    }
    expect((await details('BC-FD-2026-000001')).state).toBe('in-stock');
  });

  it('lets only the project-details editors record installs and inspections', async () => {
    const res = await install(clientAdder, 'BC-FD-2026-000001');
    expect(res.status).toBe(403);
    expect((await inspect(clientAdder, 'BC-FD-2026-000001', { inspectedOn: '2026-03-06' })).status).toBe(403);
    expect((await details('BC-FD-2026-000001')).state).toBe('in-stock');
  });
});

describe('installs', () => {
  it('records where the door went, with photos; the next inspection falls due 6 months later', async () => {
    const res = await install(inspector, 'BC-FD-2026-000001', { photos: await photo() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.installed);
    expect(res.body.door).toMatchObject({
      state: 'installed',
      site: { _id: siteId, name: 'Block A', client: 'Aster Hospitals' },
      location: 'Block A, Level 2, Stair 1',
      installedOn: '2026-03-05',
      installer: 'Door crew 2',
      nextDueOn: '2026-09-05',
      verdict: 'valid',
    });
    expect(res.body.door.installPhotos).toHaveLength(1);
    expect((await anonymous.get(res.body.door.installPhotos[0])).status).toBe(200);
  });

  it('refuses a second install and bad input, changing nothing', async () => {
    const again = await install(inspector, 'BC-FD-2026-000001');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.notInStock);
    const cases: [Record<string, string>, string][] = [
      [{ site: '' }, M.siteRequired],
      [{ site: 'missing' }, M.siteNotFound],
      [{ location: '' }, M.locationRequired],
      [{ installedOn: '2026-03-11' }, M.installedOnInvalid],
      [{ installedOn: '2026-03-01' }, M.installedOnInvalid],
      [{ installer: '' }, M.installerRequired],
    ];
    for (const [change, message] of cases) {
      const res = await install(inspector, 'BC-FD-2026-000002', change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await details('BC-FD-2026-000002')).state).toBe('in-stock');
    const stock = await inspect(inspector, 'BC-FD-2026-000002', { inspectedOn: '2026-03-06' });
    expect(stock.body.message).toBe(M.notInstalled);
  });
});

describe('inspections and defects', () => {
  const labelId = 'BC-FD-2026-000001';

  it('records a passing inspection and moves the due date', async () => {
    const res = await inspect(inspector, labelId, { inspectedOn: '2026-03-08' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(M.inspected);
    expect(res.body.door).toMatchObject({
      lastInspectedOn: '2026-03-08',
      lastResult: 'pass',
      nextDueOn: '2026-09-08',
      verdict: 'valid',
    });
    expect(res.body.door.inspections[0].items).toHaveLength(DOOR_CHECKLIST.length);
  });

  it('wants every item answered and a defect for every failed one', async () => {
    const missing = await inspect(inspector, labelId, { inspectedOn: '2026-03-09', items: allPass().slice(1) });
    expect(missing.body.message).toBe(M.itemMissing(DOOR_CHECKLIST[0].label));
    const failed = allPass().map((i) => (i.key === 'closer' ? { ...i, result: 'fail' } : i));
    const noDefect = await inspect(inspector, labelId, { inspectedOn: '2026-03-09', items: failed });
    expect(noDefect.body.message).toBe(M.defectMissing('Self-closer closes fully'));
    const badDue = await inspect(inspector, labelId, {
      inspectedOn: '2026-03-09',
      items: failed,
      defects: { closer: { severity: 'high', remedial: 'Adjust the closer', dueOn: '2026-03-01' } },
    });
    expect(badDue.body.message).toBe(M.defectDueInvalid);
    const future = await inspect(inspector, labelId, { inspectedOn: '2026-03-11' });
    expect(future.body.message).toBe(M.inspectedOnInvalid);
    expect((await details(labelId)).inspections).toHaveLength(1);
  });

  let defectId: number;
  it('raises a defect for a failed item, with the photo and note', async () => {
    const items = allPass().map((i) =>
      i.key === 'closer' ? { ...i, result: 'fail', note: 'Stops 40 mm short of the frame' } : i,
    );
    const res = await inspect(
      inspector,
      labelId,
      {
        inspectedOn: '2026-03-09',
        items,
        defects: { closer: { severity: 'high', remedial: 'Adjust the closer', dueOn: '2026-03-16' } },
      },
      { [DOOR_FIELDS.itemPhoto('closer')]: await photo('#aa3322') },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(M.inspectedWithDefects(1));
    const d: DoorDetails = res.body.door;
    expect(d).toMatchObject({ lastResult: 'fail', openDefects: 1, verdict: 'remedial' });
    const closer = d.inspections[0].items.find((i) => i.key === 'closer')!;
    expect(closer).toMatchObject({ result: 'fail', note: 'Stops 40 mm short of the frame' });
    expect(closer.photo).toMatch(/^\/uploads\//);
    expect(d.defects).toHaveLength(1);
    expect(d.defects[0]).toMatchObject({
      item: 'closer',
      severity: 'high',
      remedial: 'Adjust the closer',
      dueOn: '2026-03-16',
      open: true,
      raisedOn: '2026-03-09',
      closedOn: null,
    });
    defectId = d.defects[0].id;
  });

  it('never closes an open defect with a routine pass, nor with a sign-off without a photo', async () => {
    const routine = await inspect(inspector, labelId, { inspectedOn: '2026-03-10' });
    expect(routine.status).toBe(201);
    expect(routine.body.door).toMatchObject({ lastResult: 'pass', openDefects: 1, verdict: 'remedial' });
    const noPhoto = await inspect(inspector, labelId, { inspectedOn: '2026-03-10', signOffs: [defectId] });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe(M.signOffPhotoRequired);
    const unknown = await inspect(
      inspector,
      labelId,
      { inspectedOn: '2026-03-10', signOffs: [defectId + 1000] },
      { [DOOR_FIELDS.signOffPhoto(defectId + 1000)]: await photo() },
    );
    expect(unknown.body.message).toBe(M.signOffUnknown);
    expect((await details(labelId)).defects[0].open).toBe(true);
  });

  it('closes a defect when a follow-up inspection signs it off with a photo', async () => {
    const res = await inspect(
      inspector,
      labelId,
      { inspectedOn: '2026-03-10', signOffs: [defectId] },
      { [DOOR_FIELDS.signOffPhoto(defectId)]: await photo('#22aa33') },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const d: DoorDetails = res.body.door;
    expect(d).toMatchObject({ openDefects: 0, verdict: 'valid', nextDueOn: '2026-09-10' });
    expect(d.defects[0]).toMatchObject({ open: false, closedOn: '2026-03-10' });
    expect(d.defects[0].signOffPhoto).toMatch(/^\/uploads\//);
    expect((await inspect(inspector, labelId, { inspectedOn: '2026-03-10', signOffs: [defectId] })).body.message).toBe(
      M.signOffUnknown,
    );
  });

  it('shows a door as overdue once its due date passes, and lists it under due=overdue', async () => {
    expect((await list('due=overdue')).total).toBe(0);
    await clock.set(Date.parse('2026-09-11T06:00:00Z'));
    expect((await details(labelId)).verdict).toBe('overdue');
    const overdue = await list('due=overdue');
    expect(overdue.doors.map((d) => d.labelId)).toEqual([labelId]);
    await clock.set(Date.parse('2026-09-09T06:00:00Z'));
    expect((await list('due=overdue')).total).toBe(0);
    expect((await list('due=soon')).doors.map((d) => d.labelId)).toEqual([labelId]);
  });

  it('counts the interval from Site settings › Door inspection months', async () => {
    const panel = await adminPanel(server.url);
    await panel.updateSiteSettings({ doorInspectionMonths: 12 });
    expect((await details(labelId)).nextDueOn).toBe('2027-03-10');
    await panel.updateSiteSettings({ doorInspectionMonths: 6 });
    expect((await details(labelId)).nextDueOn).toBe('2026-09-10');
    await clock.set(START);
  });
});

describe('the register list', () => {
  it('pages on the server and searches by id, project, state and open defects', async () => {
    const all = await list();
    expect(all.total).toBe(42);
    expect(all.doors).toHaveLength(all.pageSize);
    expect(all.doors[0].labelId).toBe('BC-FD-2026-000042');
    const page2 = await list('page=2');
    expect(page2.doors[0].labelId).toBe(`BC-FD-2026-${String(42 - all.pageSize).padStart(6, '0')}`);
    expect((await list('q=bc-fd-2026-00004')).doors.map((d) => d.labelId)).toEqual([
      'BC-FD-2026-000042',
      'BC-FD-2026-000041',
      'BC-FD-2026-000040',
    ]);
    expect((await list(`site=${siteId}`)).doors.map((d) => d.labelId)).toEqual(['BC-FD-2026-000001']);
    expect((await list('state=installed')).total).toBe(1);
    expect((await list('state=in-stock')).total).toBe(41);
    expect((await list('defects=open')).total).toBe(0);
  });
});

describe('withdrawals', () => {
  it('withdraws a door with a reason; it can then not be installed or inspected', async () => {
    const path = apiPath('doors.withdraw', { labelId: 'BC-FD-2026-000003' });
    const noReason = await admin.post(path, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(M.reasonRequired);
    const res = await admin.post(path, { reason: 'Leaf damaged in transit' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.door).toMatchObject({
      state: 'withdrawn',
      withdrawnReason: 'Leaf damaged in transit',
      verdict: 'withdrawn',
    });
    expect((await admin.post(path, { reason: 'again' })).body.message).toBe(M.alreadyWithdrawn);
    expect((await install(inspector, 'BC-FD-2026-000003')).body.message).toBe(M.withdrawnDoor);
    expect((await list('state=withdrawn')).doors.map((d) => d.labelId)).toEqual(['BC-FD-2026-000003']);
  });
});

describe('the public answer for a label', () => {
  const verify = (labelId: string) => anonymous.get(apiPath('doors.verify', { labelId }));
  let referenceSite: string;

  beforeAll(async () => {
    const res = await admin.post(
      API.addClient,
      form({
        name: 'Civic Works',
        siteName: 'Town Hall',
        area: '5000',
        industry: 'government',
        project_scope: 'Fit-out',
        state: 'Karnataka',
        locations: 'Mysuru',
        description: 'A town hall.',
        site_start: '2024',
        site_ongoing: 'true',
        site_ongoing: 'true',
        referenceAllowed: 'true',
        coverPhoto: file(await png(), 'logo.png', 'image/png'),
        photos: [file(await jpeg(800, 600, '#8899aa'), 'site.jpg', 'image/jpeg')],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    referenceSite = res.body.client.sites[0]._id;
    const installed = await install(inspector, 'BC-FD-2026-000004', {
      site: referenceSite,
      location: 'Council chamber, east exit',
      installer: 'Ravi Kumar',
      photos: await photo(),
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(200);
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    for (const id of ['BC-FD-2026-999999', 'BC-FD-2026-1', '../etc']) {
      const res = await verify(id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.notFound);
    }
  });

  it('shows a door in stock: its type, rating, standard, test report and batch', async () => {
    const res = await verify('BC-FD-2026-000002');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.body).toMatchObject({
      labelId: 'BC-FD-2026-000002',
      doorType: { name: 'Timber fire door', material: 'timber' },
      minutes: 60,
      standard: 'IS 3614 (Part 2)',
      testReport: { title: 'IS 3614 test report, 60-minute timber door' },
      manufacturedOn: '2026-03-02',
      batch: 'PR-2026-031',
      installed: false,
      place: null,
      client: null,
      verdict: 'valid',
      verdictLabel: 'Valid',
    });
    expect(res.body.company).toBeTruthy();
    expect((await anonymous.get(res.body.testReport.href)).status).toBe(200);
  });

  it('never names the client unless the project allows it, nor shows the location, photos or people', async () => {
    const hidden = await verify('BC-FD-2026-000001');
    expect(hidden.body).toMatchObject({ installed: true, place: { city: 'Kochi', state: 'Kerala' }, client: null });
    const named = await verify('BC-FD-2026-000004');
    expect(named.body).toMatchObject({ place: { city: 'Mysuru', state: 'Karnataka' }, client: 'Civic Works' });
    for (const res of [hidden, named]) {
      const text = JSON.stringify(res.body);
      for (const secret of [
        'Aster',
        'Stair 1',
        'Council chamber',
        'Ravi Kumar',
        'Door crew',
        '/uploads/',
        '@example.com',
      ])
        expect(text).not.toContain(secret);
    }
  });

  it('says Failed inspection — remedial pending, Inspection overdue and Withdrawn (with the reason)', async () => {
    const items = allPass().map((i) => (i.key === 'seals' ? { ...i, result: 'fail' } : i));
    const failed = await inspect(inspector, 'BC-FD-2026-000004', {
      inspectedOn: '2026-03-10',
      items,
      defects: { seals: { severity: 'medium', remedial: 'Replace the smoke seal', dueOn: '2026-03-20' } },
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    expect((await verify('BC-FD-2026-000004')).body).toMatchObject({
      verdict: 'remedial',
      verdictLabel: 'Failed inspection — remedial pending',
      lastInspection: { on: '2026-03-10', result: 'fail' },
    });
    await clock.set(Date.parse('2026-09-12T06:00:00Z'));
    expect((await verify('BC-FD-2026-000001')).body).toMatchObject({
      verdict: 'overdue',
      verdictLabel: 'Inspection overdue',
      nextDueOn: '2026-09-10',
    });
    await clock.set(START);
    expect((await verify('BC-FD-2026-000003')).body).toMatchObject({
      verdict: 'withdrawn',
      verdictLabel: 'Withdrawn — do not rely on this door',
      withdrawnReason: 'Leaf damaged in transit',
    });
  });
});

describe('the verify page /verify/{labelId}', () => {
  const page = async (path: string) => {
    const res = await fetch(server.url + path, { redirect: 'manual' });
    return { status: res.status, html: await res.text(), headers: res.headers };
  };
  const textOf = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&rsquo;/g, '’')
      .replace(/\s+/g, ' ');

  it('is rendered on the server, noindex, with the door’s facts and its status', async () => {
    const { status, html } = await page('/verify/BC-FD-2026-000001');
    expect(status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const text = textOf(html);
    for (const fact of [
      'BC-FD-2026-000001',
      'Valid',
      'Timber fire door (timber)',
      '60 minutes',
      'IS 3614 (Part 2)',
      'IS 3614 test report, 60-minute timber door (PDF)',
      '2 March 2026',
      'PR-2026-031',
      'Kochi, Kerala',
      'Last inspection 10 March 2026: passed',
      'Next inspection due 10 September 2026',
    ])
      expect(text).toContain(fact);
    for (const secret of ['Aster', 'Stair 1', 'Door crew', '/uploads/', '@example.com'])
      expect(html).not.toContain(secret);
  });

  it('names the client only when the project allows it, and says each status', async () => {
    const named = textOf((await page('/verify/BC-FD-2026-000004')).html);
    expect(named).toContain('Client Civic Works');
    expect(named).toContain('Failed inspection — remedial pending');
    expect(named).not.toContain('Council chamber');
    expect(named).not.toContain('Ravi Kumar');
    const withdrawn = textOf((await page('/verify/BC-FD-2026-000003')).html);
    expect(withdrawn).toContain('Withdrawn — do not rely on this door');
    expect(withdrawn).toContain('Reason: Leaf damaged in transit');
    expect(textOf((await page('/verify/BC-FD-2026-000002')).html)).toContain('Not yet installed');
    await clock.set(Date.parse('2026-09-12T06:00:00Z'));
    expect(textOf((await page('/verify/BC-FD-2026-000001')).html)).toContain('Inspection overdue');
    await clock.set(START);
  });

  it('gives signed-in staff (a phone that scanned the label) the register’s Record inspection or Record install', async () => {
    const staffPage = async (path: string) =>
      (await fetch(server.url + path, { headers: { cookie: admin.cookie } })).text();
    expect(await staffPage('/verify/BC-FD-2026-000001')).toContain(
      '<a class="pub-button" href="/installer/dashboard/doors/BC-FD-2026-000001">Record inspection</a>',
    );
    expect(await staffPage('/verify/BC-FD-2026-000002')).toContain(
      'href="/installer/dashboard/doors/BC-FD-2026-000002">Record install</a>',
    );
    // A withdrawn door is not installed or inspected again; a visitor sees neither link.
    expect(await staffPage('/verify/BC-FD-2026-000003')).not.toContain('/installer/dashboard/doors/');
    const visitor = (await page('/verify/BC-FD-2026-000001')).html;
    expect(visitor).not.toContain('Record inspection');
    expect(visitor).not.toContain('/installer/dashboard');
    // The session is checked, not the cookie's presence: a made-up cookie, or a signed-in user who
    // may not record inspections, gets the visitor's page; an inspector gets the link.
    const as = async (cookie: string) =>
      (await fetch(server.url + '/verify/BC-FD-2026-000001', { headers: { cookie } })).text();
    expect(await as(`${SESSION_COOKIE}=forged; ${SESSION_COOKIE}.sig=forged`)).not.toContain('Record inspection');
    expect(await as(clientAdder.cookie)).not.toContain('Record inspection');
    expect(await as(inspector.cookie)).toContain('>Record inspection</a>');
  });

  it('answers 404 for an id that is not ours, with how to report a suspected counterfeit', async () => {
    for (const path of ['/verify/BC-FD-2026-999999', '/verify/not-a-label', '/verify?id=BC-FD-1']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      const text = textOf(html);
      expect(text).toContain('This label is not ours');
      expect(text).toContain('Report a suspected counterfeit');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      // The report is a short form on the page itself (label-reports.test.ts sends it).
      expect(html).toMatch(/<form[^>]*aria-label="Report a suspected counterfeit"[^>]*method="post"/);
      expect(html).toContain('name="labelId"');
    }
  });

  it('takes a typed id from the "Verify a label" box on /certifications and /firedoors', async () => {
    for (const path of ['/certifications', '/firedoors']) {
      const { html } = await page(path);
      expect(html, path).toMatch(/<form[^>]*action="\/verify"[^>]*method="get"/);
      expect(html).toContain('name="id"');
    }
    const typed = await page('/verify?id=bc-fd-2026-000002');
    expect(typed.status).toBe(303);
    expect(typed.headers.get('location')).toBe('/verify/BC-FD-2026-000002');
    const lower = await page('/verify/bc-fd-2026-000002');
    expect(lower.status).toBe(301);
    expect(lower.headers.get('location')).toBe('/verify/BC-FD-2026-000002');
  });
});

describe('the label sheet and the door schedule', () => {
  const download = async (who: Agent, url: string) => {
    const res = await fetch(server.url + url, { headers: { cookie: who.cookie } });
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const pdfText = (bytes: Buffer) =>
    execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString().replace(/\s+/g, ' ');

  it('prints a batch on A4 label stock: QR code, id, rating and company on each label', async () => {
    const url = `${apiPath('doors.labels')}?batch=PR-2026-031`;
    for (const who of [inspector, clientAdder]) expect((await download(who, url)).status).toBe(403);
    const { status, type, bytes } = await download(admin, url);
    expect(status).toBe(200);
    expect(type).toBe('application/pdf');
    const info = execFileSync('pdfinfo', ['-'], { input: bytes }).toString();
    expect(info).toMatch(/Pages:\s+2/); // 40 labels, 21 a sheet
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+/);
    const text = pdfText(bytes);
    for (const id of ['BC-FD-2026-000001', 'BC-FD-2026-000021', 'BC-FD-2026-000040']) expect(text).toContain(id);
    expect(text).not.toContain('BC-FD-2026-000041'); // another batch
    expect(text).toContain('60 min');

    // The first label's QR code, read back from the rendered page: the label's verify page.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labels-'));
    try {
      fs.writeFileSync(path.join(dir, 'sheet.pdf'), bytes);
      execFileSync('pdftoppm', [
        '-r',
        '200',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        path.join(dir, 'sheet.pdf'),
        path.join(dir, 'p'),
      ]);
      const png = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
      const px = (mmValue: number) => Math.round((mmValue / 25.4) * 200);
      const { data, info: raw } = await sharp(path.join(dir, png))
        .extract({ left: px(7.2), top: px(15.15), width: px(63.5), height: px(38.1) })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data), raw.width, raw.height);
      expect(code?.data).toBe(`${server.url}/verify/BC-FD-2026-000001`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await download(admin, `${apiPath('doors.labels')}?batch=nope`)).status).toBe(404);
  });

  it("downloads a project's door schedule as PDF and CSV", async () => {
    const base = apiPath('doors.schedule', { siteId });
    expect((await anonymous.get(base)).status).toBe(401);
    const pdf = await download(inspector, base);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes);
    for (const words of [
      'Aster Hospitals, Block A',
      'BC-FD-2026-000001',
      'Block A, Level 2, Stair 1',
      'Timber fire door',
      '60 min',
    ])
      expect(text).toContain(words);
    const csv = await download(inspector, `${base}?format=csv`);
    expect(csv.type).toMatch(/^text\/csv/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Label,Location,Door type,Rating,Last inspection,Result,Open defects,Next due,Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      'BC-FD-2026-000001,"Block A, Level 2, Stair 1",Timber fire door,60 min,10 Mar 2026,Pass,0,10 Sep 2026,Valid',
    );
    expect((await inspector.get(`${base}?format=xls`)).body.message).toBe(M.scheduleFormatInvalid);
    expect((await inspector.get(apiPath('doors.schedule', { siteId: 'missing' }))).status).toBe(404);
  });
});

describe('the morning digest', () => {
  it('tells the staff who record inspections, per project, which doors are overdue or have open defects', async () => {
    const at = Date.parse('2026-09-12T06:00:00Z'); // 11:30 in Kolkata, after the digest time
    // The scheduler may already have sent a digest for an earlier day (START is after the digest time
    // too, and it ticks every real minute), even between reading the outbox's last id and moving the
    // clock: only the mails queued since are read, and each recipient's newest is this day's.
    const [{ last }] = await sql<{ last: number | null }>(server, `select max(id) as last from installer_mails`);
    const run = await admin.put(API.testClock, { now: new Date(at).toISOString(), run: ['digest'] });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    // What the register says on that day, per project: the digest must say the same.
    const perProject = new Map<string, { overdue: number; defects: number; siteId: string }>();
    for (const [query, key] of [
      ['due=overdue', 'overdue'],
      ['defects=open', 'defects'],
    ] as const)
      for (const d of (await list(`${query}&pageSize=100`)).doors) {
        const name = [d.site!.client, d.site!.name].filter(Boolean).join(', ');
        const entry = perProject.get(name) ?? { overdue: 0, defects: 0, siteId: d.site!._id };
        entry[key] += 1;
        perProject.set(name, entry);
      }
    expect(perProject.size).toBeGreaterThan(0);
    const mails = await sql<{ to: string; subject: string; text: string }>(
      server,
      `select "to", subject, text from installer_mails where kind = ? and id > ? order by id`,
      ['enquiry-digest', last ?? 0],
    );
    const to = (email: string) => mails.filter((m) => String(m.to).includes(email));
    // The inspector (edit-site-details) and the admin get it; a user who cannot record inspections does not.
    expect(to(clientAdderUser.email)).toEqual([]);
    for (const email of [inspectorUser.email, ADMIN.email]) {
      const mail = to(email).at(-1)!;
      expect(mail.subject).toBe(
        `Today: fire doors to see to on ${perProject.size} project${perProject.size === 1 ? '' : 's'}`,
      );
      for (const [project, { overdue, defects, siteId }] of perProject) {
        const said = [
          overdue ? `${overdue} door${overdue === 1 ? '' : 's'} overdue for inspection` : '',
          defects ? `${defects} door${defects === 1 ? '' : 's'} with open defects` : '',
        ]
          .filter(Boolean)
          .join(', ');
        expect(mail.text).toContain(`- ${project}: ${said}`);
        expect(mail.text).toContain(staffLinkPath(`/installer/dashboard/doors?site=${siteId}`));
      }
    }
    await clock.set(START);
  });
});
