import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PHOTO_WORD_MESSAGES, PUBLIC_API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Photos with words: photoCaptions and photoAlts (JSON arrays in photo order) on
 * addClient and updateSite, stored on each photo's file so they follow it through reorders and
 * removals; keepPhotos' `new:N` places a new photo among the kept ones; the public gallery shows
 * the captions and uses alt text, else caption, else the project name as `alt`.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let detailsOnly: TestUser;
let photosOnly: TestUser;
let client: any;

/** Photos of distinct widths, so their order is visible through photoFormats. */
const photo = async (width: number) => file(await jpeg(width, 30), `p${width}.jpg`, 'image/jpeg');
const SITE = {
  siteName: 'Harbour Atrium',
  area: '5000',
  industry: 'corporate',
  project_scope: 'Interiors',
  state: 'Delhi',
  site_start: '2020',
  locations: 'Saket',
  description: 'Offices',
  site_ongoing: 'true',
};
const json = (v: unknown) => JSON.stringify(v);

const siteNow = async () => {
  const [c] = (await admin.get(API.getClient(client.name))).body as any[];
  return c.sites[0];
};
const words = (site: any) =>
  site.photoFormats.map((p: any, i: number) => [p.width, site.photoCaptions[i], site.photoAlts[i]]);
const update = (agent: Agent, fields: Record<string, any>) =>
  agent.patch(API.updateSite, form({ clientId: client._id, siteId: client.sites[0]._id, ...fields }));

/** The request is refused with `message`, and the site (words included) and the upload folder are as they were. */
const expectRefused = async (
  request: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string,
) => {
  const before = await siteNow();
  const filesBefore = uploadedFiles(server.publicDir);
  const res = await request();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ message });
  expect(await siteNow()).toEqual(before);
  expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  detailsOnly = await createUser(admin, { 'edit-site-details': true });
  photosOnly = await createUser(admin, { 'edit-site-photos': true });
  const res = await admin.post(
    API.addClient,
    form({
      name: 'Harbour Group',
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      ...SITE,
      photos: [await photo(40), await photo(41), await photo(42)],
      photoCaptions: json(['Lobby & atrium at dusk', '', '  Reception\n desk  ']),
      photoAlts: json(['Double-height lobby with a timber screen', null, '']),
    }),
  );
  expect(res.status).toBe(201);
  client = res.body.client;
});
afterAll(() => server?.stop());

describe('photo captions and alt texts', () => {
  it('addClient stores them with each photo, cleaned, and every answer returns them in photo order', async () => {
    const expected = [
      [40, 'Lobby & atrium at dusk', 'Double-height lobby with a timber screen'],
      [41, '', ''],
      [42, 'Reception desk', ''],
    ];
    expect(words(client.sites[0])).toEqual(expected);
    expect(words(await siteNow())).toEqual(expected);
    const project = (await anonymous.get(PUBLIC_API.project(client.slug, client.sites[0].slug))).body;
    expect(words(project.site)).toEqual(expected);
    const staffList = (await admin.get(API.getClientSites(client.name))).body.items as any[];
    expect(words(staffList[0])).toEqual(expected);
    // The whole-portfolio list carries the cover's words only, like its formats.
    const listed = ((await anonymous.get(API.getClients)).body.clients as any[]).find((c) => c._id === client._id);
    expect(listed.sites[0].photoCaptions).toEqual(['Lobby & atrium at dusk']);
    expect(listed.sites[0].photoAlts).toEqual(['Double-height lobby with a timber screen']);
  });

  it('the project page shows the captions under the photos; alt is the alt text, else the caption, else the project name', async () => {
    const html = await (await fetch(`${server.url}/projects/client/${client.slug}/${client.sites[0].slug}`)).text();
    const gallery = html.slice(
      html.indexOf('class="pub-gallery'),
      html.indexOf('</ul>', html.indexOf('class="pub-gallery')),
    );
    const alts = [...gallery.matchAll(/<img[^>]*\salt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toEqual(['Double-height lobby with a timber screen', 'Harbour Atrium', 'Reception desk']);
    const captions = [...gallery.matchAll(/<figcaption[^>]*>([^<]*)<\/figcaption>/g)].map((m) => m[1]);
    expect(captions).toEqual(['Lobby &amp; atrium at dusk', 'Reception desk']);
  });

  it('updateSite edits the words of existing photos without touching the photos', async () => {
    const before = await siteNow();
    const res = await update(photosOnly.agent, {
      photoCaptions: json(['Lobby', 'Corridor', '']),
      photoAlts: json(['', 'Corridor with fire doors', '']),
    });
    expect(res.status).toBe(200);
    expect(res.body.site.photos).toEqual(before.photos);
    expect(words(res.body.site)).toEqual([
      [40, 'Lobby', ''],
      [41, 'Corridor', 'Corridor with fire doors'],
      [42, '', ''],
    ]);
    expect(words(await siteNow())).toEqual(words(res.body.site));
  });

  it('words follow their photos when photos are reordered or removed, and a new photo can be placed first (the cover)', async () => {
    const [p40, p41] = (await siteNow()).photos;
    // 42 dropped, 41 moved before 40; the new 43 placed first with its words, 44 appended.
    const res = await update(admin, {
      keepPhotos: json(['new:0', p41, p40]),
      photos: [await photo(43), await photo(44)],
      photoCaptions: json(['New entrance', 'Corridor', 'Lobby', 'Terrace']),
    });
    expect(res.status).toBe(200);
    expect(words(res.body.site)).toEqual([
      [43, 'New entrance', ''],
      [41, 'Corridor', 'Corridor with fire doors'],
      [40, 'Lobby', ''],
      [44, 'Terrace', ''],
    ]);
    // Reordered again without sending words: each keeps its own.
    const [p43, , , p44] = res.body.site.photos;
    const again = await update(admin, { keepPhotos: json([p44, p40, p43]) });
    expect(words(again.body.site)).toEqual([
      [44, 'Terrace', ''],
      [40, 'Lobby', ''],
      [43, 'New entrance', ''],
    ]);
    expect(words(await siteNow())).toEqual(words(again.body.site));
  });

  it('refuses wrong words with a clear message and changes nothing', async () => {
    const { photos } = await siteNow();
    await expectRefused(
      () => update(admin, { photoCaptions: json(['a', 'b']) }),
      400,
      PHOTO_WORD_MESSAGES.wrongCount('photoCaptions', 2, 3),
    );
    await expectRefused(() => update(admin, { photoAlts: '{"0":"a"}' }), 400, PHOTO_WORD_MESSAGES.notList('photoAlts'));
    await expectRefused(
      () => update(admin, { photoCaptions: 'Lobby' }),
      400,
      PHOTO_WORD_MESSAGES.notList('photoCaptions'),
    );
    await expectRefused(
      () => update(admin, { photoCaptions: json(['a', 7, 'c']) }),
      400,
      'The caption of photo 2 must be a text (or empty for none).',
    );
    await expectRefused(
      () => update(admin, { photoCaptions: json(['ok', 'ok', 'x'.repeat(201)]) }),
      400,
      'The caption of photo 3 must be at most 200 characters.',
    );
    // A right caption list with a wrong alt list: neither is stored.
    await expectRefused(
      () => update(admin, { photoCaptions: json(['a', 'b', 'c']), photoAlts: json(['x'.repeat(251), '', '']) }),
      400,
      'The alt text of photo 1 must be at most 250 characters.',
    );
    // The count is that of the photos once the request is applied (one removed, one added: still 3).
    await expectRefused(
      async () =>
        update(admin, {
          keepPhotos: json([photos[0], photos[1]]),
          photos: [await photo(45)],
          photoCaptions: json(['a', 'b']),
        }),
      400,
      PHOTO_WORD_MESSAGES.wrongCount('photoCaptions', 2, 3),
    );
    await expectRefused(
      async () => update(admin, { keepPhotos: json(['new:1', ...photos]), photos: [await photo(45)] }),
      400,
      PHOTO_WORD_MESSAGES.newPhotoInvalid,
    );
    await expectRefused(
      async () => update(admin, { keepPhotos: json(['new:0', 'new:0', photos[0]]), photos: [await photo(45)] }),
      400,
      PHOTO_WORD_MESSAGES.newPhotoInvalid,
    );
    // Words are photos' business: edit-site-details alone may not change them.
    await expectRefused(
      () => update(detailsOnly.agent, { photoCaptions: json(['a', 'b', 'c']) }),
      403,
      'You do not have permission to change Photo captions.',
    );
    await expectRefused(
      () => update(detailsOnly.agent, { photoAlts: json(['a', 'b', 'c']) }),
      403,
      'You do not have permission to change Photo alt texts.',
    );
  });

  it('addClient refuses wrong words before storing anything', async () => {
    const before = (await admin.get(API.getClients)).body;
    const filesBefore = uploadedFiles(server.publicDir);
    const res = await admin.post(
      API.addClient,
      form({
        name: 'Harbour Group',
        ...SITE,
        siteName: 'Second Site',
        photos: [await photo(50), await photo(51)],
        photoCaptions: json(['only one']),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PHOTO_WORD_MESSAGES.wrongCount('photoCaptions', 1, 2) });
    expect((await admin.get(API.getClients)).body).toEqual(before);
    expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
  });
});
