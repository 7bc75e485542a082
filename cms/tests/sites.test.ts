import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, currentYear } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import {
  existsOnDisk,
  inTrashOnDisk,
  fakePng,
  file,
  form,
  jpeg,
  mp4,
  png,
  webm,
  webp,
  uploadedFiles,
} from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

let server: TestServer;
let admin: Agent;
let detailsOnly: TestUser;
let photosOnly: TestUser;
let clientId: string;
let otherClientId: string;

/** Photos of distinct widths, so their order is visible through photoFormats. */
const photo = async (width: number) => file(await jpeg(width, 30), `p${width}.jpg`, 'image/jpeg');

const SITE = {
  siteName: 'Tower A',
  area: '5000',
  industry: 'corporate',
  project_scope: 'Interiors',
  state: 'Delhi',
  site_start: '2020',
  locations: 'Saket',
  description: 'Offices',
  site_ongoing: 'true',
};

const addSite = async (name: string, widths: number[], extra: Record<string, any> = {}) => {
  const res = await admin.post(
    API.addClient,
    form({ name, ...SITE, photos: await Promise.all(widths.map(photo)), ...extra }),
  );
  expect(res.status).toBe(201);
  return res.body.client;
};

/** A client's sites as getClient answers them: every photo with its formats (the list has covers only). */
const sitesOf = async (id = clientId) => {
  const clients = (await admin.get(API.getClients)).body.clients as any[];
  const { name } = clients.find((c) => c._id === id);
  const [client] = (await admin.get(API.getClient(name))).body as any[];
  return client.sites as any[];
};
const siteById = async (siteId: string) => (await sitesOf()).find((s) => s._id === siteId);

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  detailsOnly = await createUser(admin, { 'edit-site-details': true });
  photosOnly = await createUser(admin, { 'edit-site-photos': true });
  const first = await addSite('Orbit Corp', [40, 41, 42], { coverPhoto: file(await png(), 'logo.png') });
  clientId = first._id;
  otherClientId = (await addSite('Other Corp', [50], { coverPhoto: file(await png(), 'logo.png') }))._id;
});
afterAll(() => server?.stop());

const expectRefused = async (
  request: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string | RegExp,
) => {
  const before = (await admin.get(API.getClients)).body;
  const filesBefore = uploadedFiles(server.publicDir);
  const res = await request();
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body).toEqual({ message });
  else expect(res.body.message).toMatch(message);
  expect((await admin.get(API.getClients)).body).toEqual(before);
  expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
};

describe('PATCH /clients/updateSite', () => {
  it('updates the text fields, normalised like on creation', async () => {
    const [site] = await sitesOf();
    const res = await admin.patch(
      API.updateSite,
      form({
        clientId,
        siteId: site._id,
        siteName: ' Tower B ',
        area: '7500.25',
        industry: 'BANK',
        project_scope: 'Fit-out',
        state: 'karnataka',
        locations: ' Mysuru ',
        description: 'Changed',
        site_start: '2018',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Site updated successfully.');
    expect(res.body.site).toMatchObject({
      _id: site._id,
      siteName: 'tower b',
      area: 7500.25,
      industry: 'bank',
      project_scope: 'Fit-out',
      state: 'Karnataka',
      locations: 'mysuru',
      description: 'Changed',
      site_start: 2018,
      photos: site.photos,
      video: null,
      site_ongoing: true,
      site_end: null,
    });
    // getClient is the public answer: the staff one without `draft`.
    const { draft: _draft, ...shown } = res.body.site;
    expect(await siteById(site._id)).toEqual(shown);
  });

  it('stores site_end when completed and clears it when ongoing again', async () => {
    const [site] = await sitesOf();
    const done = await admin.patch(
      API.updateSite,
      form({ clientId, siteId: site._id, site_ongoing: 'false', site_end: '2022-05-31' }),
    );
    expect(done.body.site).toMatchObject({ site_ongoing: false, site_end: '2022-05-31' });
    const again = await admin.patch(API.updateSite, form({ clientId, siteId: site._id, site_ongoing: 'true' }));
    expect(again.body.site).toMatchObject({ site_ongoing: true, site_end: null });
  });

  it('refuses to leave a Completed site without its completion date, changing nothing', async () => {
    const [site] = await sitesOf();
    expect(site.site_ongoing).toBe(true);
    // Marked Completed with no date, or with the date cleared.
    await expectRefused(
      async () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, site_ongoing: 'false' })),
      400,
      MESSAGES.siteEndRequired,
    );
    await expectRefused(
      async () =>
        admin.patch(API.updateSite, form({ clientId, siteId: site._id, site_ongoing: 'false', site_end: '' })),
      400,
      MESSAGES.siteEndRequired,
    );
    const done = await admin.patch(
      API.updateSite,
      form({ clientId, siteId: site._id, site_ongoing: 'false', site_end: '2022-05' }),
    );
    expect(done.body.site).toMatchObject({ site_ongoing: false, site_end: '2022-05-01' });
    // A Completed site's date cannot be cleared; other fields change without sending it.
    await expectRefused(
      async () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, site_end: '' })),
      400,
      MESSAGES.siteEndRequired,
    );
    const renamed = await admin.patch(
      API.updateSite,
      form({ clientId, siteId: site._id, description: 'Still completed' }),
    );
    expect(renamed.body.site).toMatchObject({
      site_ongoing: false,
      site_end: '2022-05-01',
      description: 'Still completed',
    });
    await admin.patch(API.updateSite, form({ clientId, siteId: site._id, site_ongoing: 'true' }));
  });

  it('appends new photos after the existing ones', async () => {
    const [site] = await sitesOf();
    const res = await admin.patch(
      API.updateSite,
      form({ clientId, siteId: site._id, photos: [await photo(43), file(await webp(44, 30), 'w.webp')] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.site.photos.slice(0, 3)).toEqual(site.photos);
    expect(res.body.site.photoFormats.map((p: any) => p.width)).toEqual([40, 41, 42, 43, 44]);
  });

  it('keeps, reorders and drops existing photos with keepPhotos, deleting the dropped files', async () => {
    const [site] = await sitesOf();
    const [p40, p41, p42, p43, p44] = site.photos;
    const res = await admin.patch(
      API.updateSite,
      form({
        clientId,
        siteId: site._id,
        keepPhotos: JSON.stringify([p44, p40, `http://localhost:5000${p42}`]),
        photos: [await photo(45)],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.site.photoFormats.map((p: any) => p.width)).toEqual([44, 40, 42, 45]);
    expect(res.body.site.photos.slice(0, 3)).toEqual([p44, p40, p42]);
    expect(existsOnDisk(server.publicDir, p41)).toBe(false);
    expect(existsOnDisk(server.publicDir, p43)).toBe(false);
    for (const p of res.body.site.photos) expect(existsOnDisk(server.publicDir, p)).toBe(true);
    expect((await siteById(site._id)).photos).toEqual(res.body.site.photos);
  });

  it('replaces the video and deletes the old one', async () => {
    const [site] = await sitesOf();
    const first = await admin.patch(API.updateSite, form({ clientId, siteId: site._id, video: file(mp4(), 'a.mp4') }));
    expect(first.body.site.video).toMatch(/\.mp4$/);
    const second = await admin.patch(
      API.updateSite,
      form({ clientId, siteId: site._id, video: file(webm(), 'b.webm') }),
    );
    expect(second.body.site.video).toMatch(/\.webm$/);
    expect(existsOnDisk(server.publicDir, first.body.site.video)).toBe(false);
    expect(existsOnDisk(server.publicDir, second.body.site.video)).toBe(true);
  });

  describe('per-field powers', () => {
    it('lets a user with edit-site-details change text fields', async () => {
      const [site] = await sitesOf();
      const res = await detailsOnly.agent.patch(
        API.updateSite,
        form({ clientId, siteId: site._id, siteName: 'Tower C', site_ongoing: 'false', site_end: '2023-01-31' }),
      );
      expect(res.status).toBe(200);
      expect(res.body.site).toMatchObject({ siteName: 'tower c', site_ongoing: false, site_end: '2023-01-31' });
    });

    it('lets a user with edit-site-photos add photos', async () => {
      const [site] = await sitesOf();
      const res = await photosOnly.agent.patch(
        API.updateSite,
        form({ clientId, siteId: site._id, photos: [await photo(46)] }),
      );
      expect(res.status).toBe(200);
      expect(res.body.site.photos).toHaveLength(site.photos.length + 1);
    });

    it('refuses a text field from a user with only edit-site-photos', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        async () =>
          photosOnly.agent.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, siteName: 'Hacked', photos: [await photo(47)] }),
          ),
        403,
        'You do not have permission to change Site Name.',
      );
    });

    it('refuses photos, keepPhotos or a video from a user with only edit-site-details', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        async () =>
          detailsOnly.agent.patch(API.updateSite, form({ clientId, siteId: site._id, photos: [await photo(48)] })),
        403,
        'You do not have permission to change Photos.',
      );
      await expectRefused(
        () =>
          detailsOnly.agent.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, keepPhotos: JSON.stringify(site.photos) }),
          ),
        403,
        'You do not have permission to change Photos.',
      );
      await expectRefused(
        () =>
          detailsOnly.agent.patch(API.updateSite, form({ clientId, siteId: site._id, video: file(mp4(), 'v.mp4') })),
        403,
        'You do not have permission to change Video.',
      );
    });
  });

  describe('refuses, changing nothing', () => {
    it('a missing siteId or clientId', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteName: 'x' })),
        400,
        MESSAGES.missingSiteOrClient,
      );
      await expectRefused(
        () => admin.patch(API.updateSite, form({ siteId: site._id, siteName: 'x' })),
        400,
        MESSAGES.missingSiteOrClient,
      );
    });

    it('a site that belongs to another client, or no site at all', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId: otherClientId, siteId: site._id, siteName: 'x' })),
        404,
        'Site not found.',
      );
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteId: 'no-such-site', siteName: 'x' })),
        404,
        'Site not found.',
      );
    });

    const invalid: Array<[string, string, string]> = [
      ['siteName', ' ', MESSAGES.required('Site Name')],
      ['area', '-1', MESSAGES.areaPositive],
      ['industry', 'retail', MESSAGES.industryInvalid],
      ['state', 'Narnia', MESSAGES.stateInvalid],
      ['site_start', String(currentYear() + 1), MESSAGES.startYearRange(currentYear())],
      ['site_start', '1899', MESSAGES.startYearRange(currentYear())],
      ['site_end', 'yesterday', MESSAGES.siteEndInvalid],
      ['site_end', `${currentYear() + 1}-01`, MESSAGES.siteEndInFuture],
      ['site_end', '1900-01', MESSAGES.siteEndBeforeStart],
    ];
    for (const [field, value, message] of invalid) {
      it(`${field} = ${JSON.stringify(value)}`, async () => {
        const [site] = await sitesOf();
        await expectRefused(
          async () =>
            admin.patch(
              API.updateSite,
              form({ clientId, siteId: site._id, [field]: value, photos: [await photo(49)] }),
            ),
          400,
          message,
        );
      });
    }

    it("keepPhotos naming a photo that is not this site's, or not JSON", async () => {
      const [site] = await sitesOf();
      const [other] = await sitesOf(otherClientId);
      await expectRefused(
        () =>
          admin.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, keepPhotos: JSON.stringify([other.photos[0]]) }),
          ),
        400,
        MESSAGES.keepPhotosInvalid,
      );
      await expectRefused(
        () =>
          admin.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, keepPhotos: JSON.stringify(['/uploads/../../etc/passwd']) }),
          ),
        400,
        MESSAGES.keepPhotosInvalid,
      );
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, keepPhotos: 'not json' })),
        400,
        MESSAGES.keepPhotosInvalid,
      );
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, keepPhotos: '["http://", {}]' })),
        400,
        MESSAGES.keepPhotosInvalid,
      );
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, keepPhotos: '["http://"]' })),
        400,
        MESSAGES.keepPhotosInvalid,
      );
      await expectRefused(
        () =>
          admin.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, keepPhotos: JSON.stringify([site.photos[0], site.photos[0]]) }),
          ),
        400,
        MESSAGES.keepPhotosInvalid,
      );
    });

    it('leaving no photo', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, keepPhotos: '[]' })),
        400,
        MESSAGES.photoRequired,
      );
    });

    it('more than 10 photos in total', async () => {
      const [site] = await sitesOf();
      const extra = await Promise.all(Array.from({ length: 11 - site.photos.length }, (_, i) => photo(60 + i)));
      await expectRefused(
        () => admin.patch(API.updateSite, form({ clientId, siteId: site._id, photos: extra })),
        400,
        MESSAGES.tooManyPhotos,
      );
    });

    it('a new photo that is not an image (all files refused, none stored)', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        async () =>
          admin.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, photos: [await photo(50), file(fakePng(), 'x.png')] }),
          ),
        415,
        'Each photo must be a JPG, PNG, WebP file.',
      );
    });

    it('a GIF photo (photos are JPG, PNG or WebP)', async () => {
      const [site] = await sitesOf();
      const { gif } = await import('@portfolio/testkit/files');
      await expectRefused(
        async () =>
          admin.patch(API.updateSite, form({ clientId, siteId: site._id, photos: [file(await gif(), 'x.gif')] })),
        415,
        'Each photo must be a JPG, PNG, WebP file.',
      );
    });

    it('a video that is an image', async () => {
      const [site] = await sitesOf();
      await expectRefused(
        async () =>
          admin.patch(
            API.updateSite,
            form({ clientId, siteId: site._id, video: file(await png(), 'v.mp4', 'video/mp4') }),
          ),
        415,
        'Video must be a MP4, WebM, MOV file.',
      );
    });
  });
});

describe('DELETE /clients/removeSite', () => {
  it('refuses missing ids and foreign sites, changing nothing', async () => {
    const [site] = await sitesOf();
    await expectRefused(() => admin.del(API.removeSite, { clientId }), 400, MESSAGES.missingSiteOrClient);
    await expectRefused(
      () => admin.del(API.removeSite, { clientId: otherClientId, siteId: site._id }),
      404,
      'Site not found.',
    );
  });

  it('moves the site and its files to the Trash, and the client counts one site less', async () => {
    const [site] = await sitesOf();
    const paths = [
      ...site.photos,
      site.video,
      ...site.photoFormats.flatMap((p: any) => Object.values(p.formats).map((f: any) => f.url)),
    ].filter(Boolean);
    for (const p of paths) expect(existsOnDisk(server.publicDir, p)).toBe(true);
    const res = await admin.del(API.removeSite, { clientId, siteId: site._id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Site deleted successfully.', trashId: expect.any(String) });
    // In the Trash the files are out of public reach, kept for a restore.
    for (const p of paths)
      expect(existsOnDisk(server.publicDir, p) || !inTrashOnDisk(server.publicDir, p), p).toBe(false);
    expect((await admin.del(API.trashItem(res.body.trashId))).status).toBe(200);
    for (const p of paths)
      expect(existsOnDisk(server.publicDir, p) || inTrashOnDisk(server.publicDir, p), p).toBe(false);
    const client = (await admin.get(API.getClients)).body.clients.find((c: any) => c._id === clientId);
    expect(client).toMatchObject({ totalSites: 0, sites: [] });
    expect(existsOnDisk(server.publicDir, client.coverPhoto)).toBe(true);
  });
});
