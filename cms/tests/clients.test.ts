import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS, MESSAGES, SITE_LABELS, currentYear } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import {
  existsOnDisk,
  file,
  form,
  jpeg,
  mp4,
  png,
  svg,
  fakePng,
  bigPng,
  MB,
  uploadedFiles,
} from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel } from '@portfolio/testkit/users';

let server: TestServer;
let admin: Agent;
let anonymous: Agent;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

/** Photos of distinct sizes, so their order can be checked through photoFormats. */
const photos = async (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => file(await jpeg(40 + i, 30), `photo-${i + 1}.jpg`, 'image/jpeg')),
  );

const SITE_FIELDS = {
  siteName: '  Main Campus ',
  area: '12500.5',
  industry: 'Educational',
  project_scope: 'Design and build',
  state: 'tamil nadu',
  site_start: '2019',
  locations: ' Chennai ',
  description: 'A new school campus.',
  site_ongoing: 'false',
  site_end: '2021-06',
};

const newClientForm = async (overrides: Record<string, any> = {}) =>
  form({
    name: '  Acme Schools ',
    coverPhoto: file(await png(), 'logo.png', 'image/png'),
    ...SITE_FIELDS,
    photos: await photos(2),
    ...overrides,
  });

const getClients = async () => {
  const res = await anonymous.get(API.getClients);
  expect(res.status).toBe(200);
  return res.body.clients as any[];
};

/**
 * A client as getClient answers it once every photo has its responsive formats: they are made in
 * the background after the save, so the test polls the API for them (generous deadline).
 */
const withFormats = async (name: string) => {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const client = (await anonymous.get(API.getClient(name))).body?.[0];
    const photos = client?.sites?.flatMap((s: any) => s.photoFormats) ?? [];
    if (photos.every((p: any) => (p.width <= 245 && p.height <= 156) || p.formats?.thumbnail) || Date.now() > deadline)
      return client;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Runs a request that must be refused, asserting that neither the database nor the upload folder changed. */
const expectRefused = async (
  request: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string | RegExp,
) => {
  const clientsBefore = await getClients();
  const filesBefore = uploadedFiles(server.publicDir);
  const res = await request();
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body).toEqual({ message });
  else expect(res.body.message).toMatch(message);
  expect(await getClients()).toEqual(clientsBefore);
  expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
};

describe('GET /clients/getClients', () => {
  it('answers an empty list on a fresh database', async () => {
    expect(await getClients()).toEqual([]);
  });

  it("keeps Strapi's own REST routes for the content types, closed to the public", async () => {
    for (const plural of ['clients', 'sites', 'logos', 'posts']) {
      expect((await anonymous.get(`/api/${plural}`)).status).toBe(403);
    }
  });
});

describe('POST /clients/addClient', () => {
  let acme: any;

  it('creates a new client with its logo and first site', async () => {
    const res = await admin.post(API.addClient, await newClientForm({ photos: await photos(3) }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Client/Site added successfully!');
    acme = res.body.client;
    expect(acme).toMatchObject({ _id: expect.any(String), name: 'acme schools', totalSites: 1 });
    expect(acme.coverPhoto).toMatch(/^\/uploads\/[\w.-]+\.png$/);
    expect(acme.coverPhotoFormats).toMatchObject({ url: acme.coverPhoto, width: 64, height: 48, mime: 'image/png' });

    const [site] = acme.sites;
    expect(Object.keys(site)).toEqual(
      expect.arrayContaining([
        '_id',
        'siteName',
        'area',
        'industry',
        'project_scope',
        'state',
        'locations',
        'description',
        'photos',
        'video',
        'site_start',
        'site_ongoing',
        'site_end',
      ]),
    );
    expect(site).toMatchObject({
      siteName: 'main campus',
      area: 12500.5,
      industry: 'educational',
      project_scope: 'Design and build',
      state: 'Tamil Nadu',
      locations: 'chennai',
      description: 'A new school campus.',
      video: null,
      site_start: 2019,
      site_ongoing: false,
      site_end: '2021-06-01',
    });
    expect(site.photos).toHaveLength(3);
    // Photos keep the order they were sent in: photo-1 is 40px wide, photo-2 41px, photo-3 42px.
    expect(site.photoFormats.map((p: any) => p.width)).toEqual([40, 41, 42]);
    expect(site.photoFormats.map((p: any) => p.url)).toEqual(site.photos);
    for (const path of [acme.coverPhoto, ...site.photos]) expect(existsOnDisk(server.publicDir, path)).toBe(true);
  });

  it('lists clients sorted by name and finds one by name in any casing', async () => {
    await admin.post(API.addClient, form({ name: 'Zeta Bank', coverPhoto: file(await png(), 'z.png') }));
    await admin.post(API.addClient, form({ name: 'beta hospital', coverPhoto: file(await png(), 'b.png') }));
    expect((await getClients()).map((c) => c.name)).toEqual(['acme schools', 'beta hospital', 'zeta bank']);

    const found = await anonymous.get(API.getClient('ACME Schools'));
    expect(found.status).toBe(200);
    // The public answer is the staff one without `draft` (drafts never reach anonymous reads).
    expect(found.body).toEqual([{ ...acme, sites: acme.sites.map(({ draft: _draft, ...site }: any) => site) }]);
    const missing = await anonymous.get(API.getClient('nobody'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Client not found.' });
  });

  it('creates a client without a site when no site field is filled', async () => {
    const zeta = (await getClients()).find((c) => c.name === 'zeta bank');
    expect(zeta).toMatchObject({ totalSites: 0, sites: [] });
  });

  it('adds a site to an existing client named in any casing, with a video', async () => {
    const res = await admin.post(
      API.addClient,
      form({
        ...SITE_FIELDS,
        name: 'ACME SCHOOLS',
        siteName: 'Second Block',
        site_ongoing: 'true',
        photos: [file(await jpeg(600, 400), 'wide.jpg')],
        video: file(mp4(), 'tour.mp4', 'video/mp4'),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({ _id: acme._id, totalSites: 2, coverPhoto: acme.coverPhoto });
    const second = res.body.client.sites[1];
    expect(second).toMatchObject({ siteName: 'second block', site_ongoing: true, site_end: null });
    expect(second.video).toMatch(/^\/uploads\/[\w.-]+\.mp4$/);
    expect(existsOnDisk(server.publicDir, second.video)).toBe(true);
    // The responsive formats narrower than the original, made in the background.
    const made = (await withFormats('acme schools')).sites[1];
    expect(Object.keys(made.photoFormats[0].formats).sort()).toEqual(['small', 'thumbnail', 'xsmall']);
    expect(made.photoFormats[0].formats.small).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/small_/),
      width: 500,
      height: 333,
    });
  });

  it("stores a JPEG photo's responsive formats as WebP (the original as uploaded), a PNG's as PNG", async () => {
    const photo = await jpeg(1200, 800);
    const res = await admin.post(
      API.addClient,
      form({
        ...SITE_FIELDS,
        name: 'webp works',
        coverPhoto: file(await png(), 'logo.png'),
        siteName: 'Atrium',
        photos: [file(photo, 'atrium.jpg'), file(await png(800, 600), 'plan.png')],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.client.sites[0].photoFormats[0].url).toMatch(/\.jpg$/);
    const [jpegPhoto, pngPhoto] = (await withFormats('webp works')).sites[0].photoFormats;
    expect(jpegPhoto.url).toBe(res.body.client.sites[0].photoFormats[0].url);
    const original = await fetch(`${server.url}${jpegPhoto.url}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
    for (const key of ['xsmall', 'small', 'medium', 'large']) {
      const format = jpegPhoto.formats[key];
      expect(format.url, key).toMatch(new RegExp(`^/uploads/${key}_[\\w-]+\\.webp$`));
      const served = await fetch(`${server.url}${format.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual([
        'RIFF',
        'WEBP',
      ]);
    }
    expect(jpegPhoto.formats.medium).toMatchObject({ width: 750, height: 500 });
    expect(pngPhoto.formats.small.url).toMatch(/\.png$/);
    await admin.del(API.deleteClient, { clientId: res.body.client._id });
  });

  it('takes a completion month and year, stored as that month', async () => {
    const res = await admin.post(
      API.addClient,
      await newClientForm({ name: 'gamma college', siteName: 'Library', site_end: '2021-07', photos: await photos(1) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.client.sites[0]).toMatchObject({ site_ongoing: false, site_end: '2021-07-01' });
  });

  it('stores site_end for a completed site', async () => {
    const res = await admin.post(
      API.addClient,
      form({
        ...SITE_FIELDS,
        name: 'beta hospital',
        siteName: 'Ward A',
        site_end: '2021-03-31',
        photos: await photos(1),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.client.sites[0]).toMatchObject({ siteName: 'ward a', site_ongoing: false, site_end: '2021-03-31' });
  });

  it('creates one client when the same new name arrives several times at once', async () => {
    const attempts = await Promise.all(
      ['Twin Towers', 'twin towers', ' TWIN TOWERS '].map(async (name) =>
        admin.post(API.addClient, form({ name, coverPhoto: file(await png(), 'l.png') })),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await getClients()).filter((c) => c.name === 'twin towers')).toHaveLength(1);
    await admin.del(API.deleteClient, { clientId: attempts.find((r) => r.status === 201)!.body.client._id });
  });

  describe('refuses, changing nothing', () => {
    it('a missing client name', async () => {
      await expectRefused(
        async () => admin.post(API.addClient, await newClientForm({ name: '   ' })),
        400,
        MESSAGES.selectClient,
      );
    });

    it('a new client without a logo', async () => {
      await expectRefused(
        async () => admin.post(API.addClient, await newClientForm({ name: 'New One', coverPhoto: undefined })),
        400,
        MESSAGES.logoRequired,
      );
    });

    it('a new client whose name exists already (trimmed, any casing)', async () => {
      await expectRefused(
        async () => admin.post(API.addClient, await newClientForm({ name: '  acme SCHOOLS ' })),
        409,
        MESSAGES.clientExists,
      );
    });

    it('an existing client without a site', async () => {
      await expectRefused(
        async () => admin.post(API.addClient, form({ name: 'acme schools' })),
        400,
        MESSAGES.required(SITE_LABELS.siteName),
      );
    });

    for (const [field, label] of Object.entries(SITE_LABELS)) {
      it(`a site without ${label}`, async () => {
        await expectRefused(
          async () => admin.post(API.addClient, await newClientForm({ name: 'New One', [field]: '' })),
          400,
          MESSAGES.required(label),
        );
      });
    }

    const invalid: Array<[string, string, string]> = [
      ['area', '-5', MESSAGES.areaPositive],
      ['area', '0', MESSAGES.areaPositive],
      ['area', 'lots', MESSAGES.areaPositive],
      ['site_start', '1899', MESSAGES.startYearRange(currentYear())],
      ['site_start', String(currentYear() + 1), MESSAGES.startYearRange(currentYear())],
      ['site_start', '2001.5', MESSAGES.startYearRange(currentYear())],
      ['industry', 'retail', MESSAGES.industryInvalid],
      ['state', 'Atlantis', MESSAGES.stateInvalid],
      ['siteName', 'x'.repeat(LIMITS.textMax + 1), MESSAGES.tooLong('Site Name', LIMITS.textMax)],
      ['site_ongoing', 'maybe', 'Site Status must be true (ongoing) or false (completed).'],
      ['site_end', '2021-02-30', MESSAGES.siteEndInvalid],
      ['site_end', '2018-12', MESSAGES.siteEndBeforeStart],
      ['site_end', `${currentYear() + 1}-01`, MESSAGES.siteEndInFuture],
    ];
    for (const [field, value, message] of invalid) {
      it(`${field} = ${JSON.stringify(value.slice(0, 20))}`, async () => {
        await expectRefused(
          async () => admin.post(API.addClient, await newClientForm({ name: 'New One', [field]: value })),
          400,
          message,
        );
      });
    }

    it('a Completed site without its completion date (site_end blank, left out, or site_ongoing left out)', async () => {
      for (const overrides of [
        { site_end: '' },
        { site_end: undefined },
        { site_ongoing: undefined, site_end: undefined },
        { site_end: 'null' },
      ]) {
        await expectRefused(
          async () => admin.post(API.addClient, await newClientForm({ name: 'New One', ...overrides })),
          400,
          MESSAGES.siteEndRequired,
        );
      }
      // An Ongoing site needs none.
      const res = await admin.post(
        API.addClient,
        await newClientForm({
          name: 'Ongoing One',
          site_ongoing: 'true',
          site_end: undefined,
          photos: await photos(1),
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.client.sites[0]).toMatchObject({ site_ongoing: true, site_end: null });
      await admin.del(API.deleteClient, { clientId: res.body.client._id });
    });

    it('a site without photos', async () => {
      await expectRefused(
        async () => admin.post(API.addClient, await newClientForm({ name: 'New One', photos: [] })),
        400,
        MESSAGES.photoRequired,
      );
    });

    it('a site with 11 photos', async () => {
      await expectRefused(
        async () => admin.post(API.addClient, await newClientForm({ name: 'New One', photos: await photos(11) })),
        400,
        MESSAGES.tooManyPhotos,
      );
    });

    it('a photo that is not an image, whatever its name says', async () => {
      const bad = [file(await jpeg(), 'ok.jpg'), file(fakePng(), 'bad.png', 'image/png')];
      await expectRefused(
        async () => admin.post(API.addClient, await newClientForm({ name: 'New One', photos: bad })),
        415,
        'Each photo must be a JPG, PNG, WebP file.',
      );
    });

    it('a photo over 10MB', async () => {
      await expectRefused(
        async () =>
          admin.post(
            API.addClient,
            await newClientForm({ name: 'New One', photos: [file(bigPng(10 * MB + 1), 'big.png')] }),
          ),
        413,
        'Each photo must be smaller than 10MB.',
      );
    });

    it('a logo of the wrong type (a JPEG photo is fine, a video is not)', async () => {
      await expectRefused(
        async () =>
          admin.post(
            API.addClient,
            await newClientForm({ name: 'New One', coverPhoto: file(mp4(), 'logo.png', 'image/png') }),
          ),
        415,
        'Logo must be a PNG, JPG, JPEG, SVG file.',
      );
    });

    it('a logo of 5MB or more', async () => {
      await expectRefused(
        async () =>
          admin.post(
            API.addClient,
            await newClientForm({ name: 'New One', coverPhoto: file(bigPng(5 * MB), 'logo.png') }),
          ),
        413,
        'Logo must be smaller than 5MB.',
      );
    });

    it('an SVG logo carrying a script', async () => {
      await expectRefused(
        async () =>
          admin.post(
            API.addClient,
            await newClientForm({ name: 'New One', coverPhoto: file(svg('<script>alert(1)</script>'), 'logo.svg') }),
          ),
        415,
        /scripts, event handlers or external references/,
      );
    });

    it('a video that is not a video', async () => {
      await expectRefused(
        async () =>
          admin.post(
            API.addClient,
            await newClientForm({ name: 'New One', video: file(await png(), 'clip.mp4', 'video/mp4') }),
          ),
        415,
        'Video must be a MP4, WebM, MOV file.',
      );
    });

    it('a caller without the add-client power (not signed in)', async () => {
      await expectRefused(
        async () => anonymous.post(API.addClient, await newClientForm({ name: 'New One' })),
        401,
        MESSAGES.notSignedIn,
      );
    });
  });
});

describe('PATCH /clients/updateClient/:clientId', () => {
  const byName = async (name: string) => (await getClients()).find((c) => c.name === name);

  it('renames a client (stored lowercase, shown as typed, a new slug) and keeps its logo', async () => {
    const zeta = await byName('zeta bank');
    const res = await admin.patch(API.updateClient(zeta._id), form({ name: '  Zeta Finance ' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Client updated successfully.',
      client: { ...zeta, name: 'zeta finance', displayName: 'Zeta Finance', slug: 'zeta-finance' },
    });
  });

  it('replaces the logo and deletes the old file', async () => {
    const zeta = await byName('zeta finance');
    const res = await admin.patch(
      API.updateClient(zeta._id),
      form({ coverPhoto: file(await jpeg(90, 45), 'new-logo.jpg') }),
    );
    expect(res.status).toBe(200);
    expect(res.body.client.name).toBe('zeta finance');
    expect(res.body.client.coverPhoto).not.toBe(zeta.coverPhoto);
    expect(res.body.client.coverPhotoFormats).toMatchObject({ width: 90, height: 45 });
    expect(existsOnDisk(server.publicDir, res.body.client.coverPhoto)).toBe(true);
    expect(existsOnDisk(server.publicDir, zeta.coverPhoto)).toBe(false);
  });

  it('accepts an SVG logo', async () => {
    const zeta = await byName('zeta finance');
    const res = await admin.patch(
      API.updateClient(zeta._id),
      form({ coverPhoto: file(svg(), 'logo.svg', 'image/svg+xml') }),
    );
    expect(res.status).toBe(200);
    expect(res.body.client.coverPhoto).toMatch(/\.svg$/);
  });

  describe('refuses, changing nothing', () => {
    it('renaming onto another client (any casing)', async () => {
      const zeta = await byName('zeta finance');
      await expectRefused(
        async () => admin.patch(API.updateClient(zeta._id), form({ name: 'ACME schools' })),
        409,
        MESSAGES.clientExists,
      );
    });

    it('an empty name', async () => {
      const zeta = await byName('zeta finance');
      await expectRefused(
        async () => admin.patch(API.updateClient(zeta._id), form({ name: '  ' })),
        400,
        MESSAGES.clientNameRequired,
      );
    });

    it('a logo that is not an image', async () => {
      const zeta = await byName('zeta finance');
      await expectRefused(
        async () =>
          admin.patch(API.updateClient(zeta._id), form({ name: 'renamed', coverPhoto: file(fakePng(), 'x.png') })),
        415,
        'Logo must be a PNG, JPG, JPEG, SVG file.',
      );
    });

    it('an SVG logo with an onload handler', async () => {
      const zeta = await byName('zeta finance');
      await expectRefused(
        async () =>
          admin.patch(
            API.updateClient(zeta._id),
            form({ coverPhoto: file(svg('<rect onload="alert(1)" width="1" height="1"/>'), 'x.svg') }),
          ),
        415,
        /scripts, event handlers or external references/,
      );
    });

    it('an unknown client', async () => {
      await expectRefused(
        async () => admin.patch(API.updateClient('no-such-client'), form({ name: 'whatever' })),
        404,
        'Client not found.',
      );
    });
  });
});

describe('DELETE /clients/deleteClient', () => {
  it('refuses a missing or unknown clientId, changing nothing', async () => {
    await expectRefused(() => admin.del(API.deleteClient, {}), 400, 'Missing client information.');
    await expectRefused(() => admin.del(API.deleteClient, { clientId: 'no-such-client' }), 404, 'Client not found.');
  });

  it('moves the client, its sites and every file (logo, photos, video and their formats) to the Trash; delete for ever removes the files', async () => {
    await withFormats('acme schools');
    const acme = (await getClients()).find((c) => c.name === 'acme schools');
    const paths = [acme.coverPhoto, ...acme.sites.flatMap((s: any) => [...s.photos, s.video].filter(Boolean))];
    const formatPaths = [acme.coverPhotoFormats, ...acme.sites.flatMap((s: any) => s.photoFormats)].flatMap(
      (img: any) => Object.values(img.formats).map((f: any) => f.url),
    );
    expect(formatPaths.length).toBeGreaterThan(0);
    for (const p of [...paths, ...formatPaths]) expect(existsOnDisk(server.publicDir, p)).toBe(true);

    const res = await admin.del(API.deleteClient, { clientId: acme._id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Client deleted successfully', trashId: expect.any(String) });
    expect((await getClients()).map((c) => c.name)).not.toContain('acme schools');
    expect((await anonymous.get(API.getClient('acme schools'))).status).toBe(404);
    // Kept while in the Trash, but no longer public (uploads/.trash, services/trash-files).
    const kept = uploadedFiles(server.publicDir);
    for (const p of [...paths, ...formatPaths]) {
      expect(existsOnDisk(server.publicDir, p)).toBe(false);
      expect(kept.some((f) => f.startsWith('.trash/') && f.endsWith(`/${p.replace('/uploads/', '')}`))).toBe(true);
      expect((await fetch(server.url + p)).status).toBe(404);
    }
    expect((await admin.del(API.trashItem(res.body.trashId))).status).toBe(200);
    const names = [...paths, ...formatPaths].map((p) => p.replace('/uploads/', ''));
    expect(uploadedFiles(server.publicDir).filter((f) => names.some((n) => f.endsWith(`/${n}`)))).toEqual([]);
    for (const p of [...paths, ...formatPaths]) expect(existsOnDisk(server.publicDir, p)).toBe(false);
    // The sites are gone too: adding "acme schools" again starts from zero.
    const again = await admin.post(
      API.addClient,
      form({ name: 'acme schools', coverPhoto: file(await png(), 'l.png') }),
    );
    expect(again.body.client.totalSites).toBe(0);
  });
});

describe('the Strapi admin panel', () => {
  it('has an audit entry for each dashboard write, naming the admin', async () => {
    const panel = await adminPanel(server.url);
    const created = await admin.post(API.addClient, form({ name: 'Audited', coverPhoto: file(await png(), 'l.png') }));
    const id = created.body.client._id;
    await admin.post(API.addClient, form({ ...SITE_FIELDS, name: 'audited', photos: await photos(1) }));
    await admin.patch(API.updateClient(id), form({ name: 'Audited Two' }));
    await admin.del(API.deleteClient, { clientId: id });
    const entries = (await panel.auditEntries()).filter((e) => e.targetId === id);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'client.create',
      'client.delete',
      'client.update',
      'site.create',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ actorEmail: ADMIN.email, targetType: 'client' });
  });
});
