import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_MESSAGES, DRAFT_MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * The add form's Preview saves a draft and keeps the form: addClient answers a `draftKey`, and a
 * later Submit sends `draftOf` (the draft's id) with it, so that draft is saved again (published)
 * instead of a second project being added. The key is this user's for this draft only.
 */
let server: TestServer;
let admin: Agent;
let adder: TestUser;
let otherAdder: TestUser;

const SITE = {
  area: '5000',
  industry: 'corporate',
  project_scope: 'Office fit-out',
  state: 'Karnataka',
  site_start: '2020',
  locations: 'Bengaluru',
  description: 'Offices.',
  site_ongoing: 'true',
};
const photos = async (n: number) =>
  Promise.all(Array.from({ length: n }, async (_, i) => file(await jpeg(), `p${i}.jpg`, 'image/jpeg')));
const sitesOf = async (name: string) => (await admin.get(API.getClientSites(name))).body.items as any[];

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  // Only add-client: no power to edit a site, as many staff who add projects have.
  adder = await createUser(admin, { 'add-client': true });
  otherAdder = await createUser(admin, { 'add-client': true });
});
afterAll(() => server?.stop());

describe('Preview, then Submit on the add form', () => {
  let draftOf = '';
  let draftKey = '';

  it('a draft saved by addClient comes with a key; a published save does not', async () => {
    const cover = file(await png(), 'logo.png', 'image/png');
    const res = await adder.agent.post(
      API.addClient,
      form({
        name: 'Kite Co',
        coverPhoto: cover,
        ...SITE,
        siteName: 'Kite One',
        photos: await photos(1),
        draft: 'true',
      }),
    );
    expect(res.status).toBe(201);
    expect(typeof res.body.draftKey).toBe('string');
    draftOf = res.body.client.sites[0]._id;
    draftKey = res.body.draftKey;
    const published = await adder.agent.post(
      API.addClient,
      form({ name: 'Kite Co', ...SITE, siteName: 'Kite Two', photos: await photos(1) }),
    );
    expect(published.status).toBe(201);
    expect(published.body.draftKey).toBeUndefined();
  });

  it('another user with the key, or a wrong key, is refused and nothing changes', async () => {
    const before = await sitesOf('kite co');
    for (const [agent, key] of [
      [otherAdder.agent, draftKey],
      [adder.agent, `${draftKey}x`],
    ] as const) {
      const res = await agent.post(
        API.addClient,
        form({ name: 'Kite Co', ...SITE, siteName: 'Changed', photos: await photos(1), draftOf, draftKey: key }),
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: DRAFT_MESSAGES.draftKeyInvalid });
    }
    expect(await sitesOf('kite co')).toEqual(before);
  });

  it('Submit with draftOf saves that draft again, published: no second project, its photos the ones sent', async () => {
    const res = await adder.agent.post(
      API.addClient,
      form({ name: 'Kite Co', ...SITE, siteName: 'Kite One Renamed', photos: await photos(2), draftOf, draftKey }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(API_MESSAGES.clientSiteAdded);
    expect(res.body.draftKey).toBeUndefined();
    const sites = await sitesOf('kite co');
    expect(sites.map((s) => s.displayName).sort()).toEqual(['Kite One Renamed', 'Kite Two']);
    const saved = sites.find((s) => s._id === draftOf);
    expect(saved.draft).toBe(false);
    expect(saved.photos).toHaveLength(2);
  });

  it('once published, the key no longer saves it from the add form', async () => {
    const res = await adder.agent.post(
      API.addClient,
      form({ name: 'Kite Co', ...SITE, siteName: 'Again', photos: await photos(1), draftOf, draftKey }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: DRAFT_MESSAGES.draftPublished });
    expect((await sitesOf('kite co')).map((s) => s.displayName).sort()).toEqual(['Kite One Renamed', 'Kite Two']);
  });
});
