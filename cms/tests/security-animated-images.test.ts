import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DOCUMENTS_API, FILE_KINDS, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import {
  animated,
  animatedWebpBomb,
  apng,
  file,
  form,
  gif,
  jpeg,
  png,
  svgEmbedding,
  uploadedFiles,
  webp,
} from '@portfolio/testkit/files';
import { ADMIN, SUPER_ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminLogin } from '@portfolio/testkit/users';

/**
 * Animated images (GIF, WebP, APNG) passed the pixel cap, which reads the
 * first frame only; Strapi then decoded and resized every frame (a 20-frame 2000 x 2000 WebP took
 * 78 s). Every upload path refuses them from their headers (400), stores nothing, and still takes
 * still images.
 */
let server: TestServer;
let admin: Agent;
let clientId: string;
let siteId: string;

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
const photo = async () => file(await jpeg(64, 48), 'still.jpg', 'image/jpeg');

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const res = await admin.post(
    API.addClient,
    form({ name: 'Frames Corp', ...SITE, coverPhoto: file(await png(), 'logo.png'), photos: [await photo()] }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  clientId = res.body.client._id;
  siteId = res.body.client.sites[0]._id;
});
afterAll(() => server?.stop());

/** Everything a refused upload could have changed: the dashboard's clients, logos and posts, and the upload folder. */
const snapshot = async () => ({
  clients: (await admin.get(API.getClients)).body,
  client: (await admin.get(API.getClient('Frames Corp'))).body,
  logos: (await admin.get(API.logos)).body,
  posts: (await admin.get(API.posts('press'))).body,
  documents: (await admin.get(DOCUMENTS_API.documents)).body,
  files: uploadedFiles(server.publicDir),
});

const expectRefused = async (label: string, request: () => Promise<{ status: number; body: any }>, message: string) => {
  const before = await snapshot();
  const res = await request();
  expect(res.status, label).toBe(400);
  expect(res.body, label).toEqual({ message });
  expect(await snapshot(), label).toEqual(before);
};

const webpFrames = () => animated('webp', 3);
const gifFrames = () => animated('gif', 3);

describe('animated images are refused on every dashboard upload path, from their headers', () => {
  it('site photos: addClient and updateSite refuse an animated WebP and an APNG; a still WebP and PNG are stored', async () => {
    const message = MESSAGES.animatedImage('Each photo');
    for (const [kind, bytes, name] of [
      ['animated WebP', await webpFrames(), 'a.webp'],
      ['APNG', await apng(), 'a.png'],
    ] as const) {
      await expectRefused(
        `addClient, ${kind}`,
        async () =>
          admin.post(
            API.addClient,
            form({
              name: `New ${kind}`,
              ...SITE,
              coverPhoto: file(await png(), 'logo.png'),
              photos: [await photo(), file(bytes, name)],
            }),
          ),
        message,
      );
      await expectRefused(
        `updateSite, ${kind}`,
        async () => admin.patch(API.updateSite, form({ clientId, siteId, photos: [file(bytes, name)] })),
        message,
      );
    }
    const added = await admin.patch(
      API.updateSite,
      form({
        clientId,
        siteId,
        photos: [file(await webp(70, 50), 'still.webp'), file(await png(71, 50), 'still.png')],
      }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  });

  it('a 60-frame 2000 x 2000 WebP (240 megapixels to decode, the first frame within the cap) is refused and nothing is stored', async () => {
    const bomb = await animatedWebpBomb(60, 2000, 2000);
    expect(bomb.length).toBeLessThan(FILE_KINDS.photo.maxBytes);
    await expectRefused(
      'updateSite, 60 frames',
      () => admin.patch(API.updateSite, form({ clientId, siteId, photos: [file(bomb, 'bomb.webp')] })),
      MESSAGES.animatedImage('Each photo'),
    );
  });

  it('client logos (addClient, updateClient) and the logo library refuse an APNG and an SVG embedding an animated GIF; still logos are stored', async () => {
    const message = MESSAGES.animatedImage('Logo');
    const svgAnimation = svgEmbedding(await gifFrames(), 'image/gif');
    for (const [kind, bytes, name] of [
      ['APNG', await apng(), 'logo.png'],
      ['SVG with an animated GIF', svgAnimation, 'logo.svg'],
    ] as const) {
      await expectRefused(
        `addClient logo, ${kind}`,
        async () =>
          admin.post(
            API.addClient,
            form({ name: `Logo ${kind}`, ...SITE, coverPhoto: file(bytes, name), photos: [await photo()] }),
          ),
        message,
      );
      await expectRefused(
        `updateClient logo, ${kind}`,
        () => admin.patch(API.updateClient(clientId), form({ coverPhoto: file(bytes, name) })),
        message,
      );
      await expectRefused(
        `logo library, ${kind}`,
        () => admin.post(API.uploadLogo, form({ name: `Library ${kind}`, logo: file(bytes, name) })),
        message,
      );
    }
    expect(
      (await admin.patch(API.updateClient(clientId), form({ coverPhoto: file(await png(80, 40), 'still.png') })))
        .status,
    ).toBe(200);
    expect(
      (
        await admin.post(
          API.uploadLogo,
          form({ name: 'Still Logo', logo: file(svgEmbedding(await gif(), 'image/gif'), 'still.svg') }),
        )
      ).status,
    ).toBe(201);
  });

  it('post images refuse an animated GIF, an animated WebP and an APNG; a still GIF is stored', async () => {
    const message = MESSAGES.animatedImage('Image');
    for (const [kind, bytes, name] of [
      ['animated GIF', await gifFrames(), 'a.gif'],
      ['animated WebP', await webpFrames(), 'a.webp'],
      ['APNG', await apng(), 'a.png'],
    ] as const) {
      await expectRefused(
        `press post, ${kind}`,
        () =>
          admin.post(
            API.posts('press'),
            form({ title: 'Moving', desc: 'x', nav: 'press-release', img: file(bytes, name) }),
          ),
        message,
      );
    }
    expect(
      (
        await admin.post(
          API.posts('press'),
          form({ title: 'Still', desc: 'x', nav: 'press-release', img: file(await gif(), 'still.gif') }),
        )
      ).status,
    ).toBe(201);
  });

  it('document scans refuse an APNG; a still PNG scan is stored', async () => {
    await expectRefused(
      'document scan, APNG',
      async () =>
        admin.post(
          DOCUMENTS_API.documents,
          form({ title: 'Moving scan', category: 'test report', file: file(await apng(), 'scan.png', 'image/png') }),
        ),
      MESSAGES.animatedImage('The scan'),
    );
    expect(
      (
        await admin.post(
          DOCUMENTS_API.documents,
          form({ title: 'Still scan', category: 'test report', file: file(await png(), 'scan.png', 'image/png') }),
        )
      ).status,
    ).toBe(201);
  });
});

describe("the admin panel's media library (share images, page pictures) refuses animations too", () => {
  it('an animated GIF or WebP uploaded to /upload answers 400 with the message and stores nothing; a still image is stored', async () => {
    const { token } = await adminLogin(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const fd = new FormData();
      fd.append('files', new Blob([bytes], { type }), name);
      const res = await fetch(`${server.url}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: fd,
      });
      return { status: res.status, body: await res.json() };
    };
    for (const [bytes, name, type] of [
      [await gifFrames(), 'share.gif', 'image/gif'],
      [await animatedWebpBomb(20, 2000, 2000), 'share.webp', 'image/webp'],
    ] as const) {
      const before = uploadedFiles(server.publicDir);
      const res = await upload(bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).toBe(MESSAGES.animatedImage('The image'));
      expect(uploadedFiles(server.publicDir), name).toEqual(before);
    }
    const still = await upload(await webp(300, 200), 'share.webp', 'image/webp');
    expect(still.status).toBe(201);
    expect(still.body[0].mime).toBe('image/webp');
  });
});
