import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PROJECT_MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * A testimonial may name the project it is about (optional `siteId` on the post API);
 * that project's page shows it as the client's quote. Removing either leaves the other intact,
 * and a restore from the Trash brings the link back.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let clientId: string;
let site: { _id: string; slug: string };
const PROJECT_PAGE = '/projects/client/harbour-hospital/east-wing';

const testimonial = async (fields: Record<string, unknown>) =>
  form({
    title: 'Dr Rao, Medical Director',
    desc: 'They kept every ward open while they built.',
    img: file(await jpeg(80, 60), 'q.jpg'),
    ...fields,
  });
const html = async (path: string) => (await (await fetch(server.url + path)).text()).replace(/&amp;/g, '&');
const listed = async () => (await anonymous.get(API.posts('testimonials'))).body;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  const res = await admin.post(
    API.addClient,
    form({
      name: 'Harbour Hospital',
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      siteName: 'East Wing',
      area: '20000',
      industry: 'healthcare',
      project_scope: 'Interiors',
      state: 'Kerala',
      locations: 'kochi',
      description: 'Wards.',
      site_start: '2022',
      site_ongoing: 'true',
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
    }),
  );
  expect(res.status).toBe(201);
  clientId = res.body.client._id;
  site = res.body.client.sites[0];
});
afterAll(() => server?.stop());

describe('a testimonial linked to a project', () => {
  let postId: string;

  it('keeps the spec shape: a testimonial without a project has siteId null', async () => {
    const res = await admin.post(API.posts('testimonials'), await testimonial({}));
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({ title: 'Dr Rao, Medical Director', siteId: null });
    postId = res.body.post._id;
    expect(await html(PROJECT_PAGE)).not.toContain('They kept every ward open');
  });

  it('refuses a project that does not exist, changing nothing', async () => {
    const res = await admin.put(
      API.post('testimonials', postId),
      form({ title: 'Changed', desc: 'Changed', siteId: 'no-such-site' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROJECT_MESSAGES.testimonialSiteNotFound);
    expect((await listed())[0]).toMatchObject({ title: 'Dr Rao, Medical Director', siteId: null });
  });

  it('shows the quote on the project page once linked, and keeps the link when other fields change', async () => {
    const res = await admin.put(
      API.post('testimonials', postId),
      form({
        title: 'Dr Rao, Medical Director',
        desc: 'They kept every ward open while they built.',
        siteId: site._id,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.post.siteId).toBe(site._id);
    const page = await html(PROJECT_PAGE);
    expect(page).toContain('They kept every ward open while they built.');
    expect(page).toContain('Dr Rao, Medical Director');
    // Editing without siteId leaves the link as it is.
    await admin.put(
      API.post('testimonials', postId),
      form({ title: 'Dr Rao, Medical Director', desc: 'Every ward stayed open.' }),
    );
    expect((await listed())[0].siteId).toBe(site._id);
    expect(await html(PROJECT_PAGE)).toContain('Every ward stayed open.');
  });

  it('only testimonials carry a project', async () => {
    const res = await admin.post(
      API.posts('awards'),
      form({
        title: 'Best hospital fit-out',
        desc: 'An award.',
        img: file(await jpeg(80, 60), 'a.jpg'),
        siteId: site._id,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.post).not.toHaveProperty('siteId');
  });

  it('removing the post leaves the project; restoring the post brings the quote back', async () => {
    const removed = await admin.del(API.post('testimonials', postId));
    expect(removed.status).toBe(200);
    const page = await html(PROJECT_PAGE);
    expect(page).toContain('<h1');
    expect(page).not.toContain('Every ward stayed open.');
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    expect((await listed())[0]).toMatchObject({ _id: postId, siteId: site._id });
    expect(await html(PROJECT_PAGE)).toContain('Every ward stayed open.');
  });

  it('removing the project leaves the testimonial on the press page; restoring the project shows the quote again', async () => {
    const removed = await admin.del(API.removeSite, { clientId, siteId: site._id });
    expect(removed.status).toBe(200);
    expect((await listed()).map((p: any) => p.title)).toContain('Dr Rao, Medical Director');
    expect(await html('/press-awards-testimonials')).toContain('Every ward stayed open.');
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    expect(await html(PROJECT_PAGE)).toContain('Every ward stayed open.');
  });

  it('unlinks with an empty siteId', async () => {
    const res = await admin.put(
      API.post('testimonials', postId),
      form({ title: 'Dr Rao, Medical Director', desc: 'Every ward stayed open.', siteId: '' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.post.siteId).toBeNull();
    expect(await html(PROJECT_PAGE)).not.toContain('Every ward stayed open.');
  });
});
