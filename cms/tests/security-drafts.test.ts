import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { adminPanel } from '@portfolio/testkit/users';
import { startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * Drafts never leave through Strapi's REST content API (security review, finding 1): no anonymous or
 * public-role request reads an unpublished page or Site settings, whatever `status` it asks for and
 * whatever reads a super-admin grants the public role; and the public reads earlier versions granted
 * on every start (which the site never used) are removed on start, from an existing database too.
 */
let server: TestServer;
let panel: AdminPanel;

const MARK = 'unpublished-draft-marker';
const API_DIR = path.resolve(__dirname, '..', 'src', 'api');
/** Every api:: content type, from its schema: its REST paths. */
const CONTENT_TYPES = fs
  .readdirSync(API_DIR)
  .flatMap((api) => {
    const dir = path.join(API_DIR, api, 'content-types');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((name) => ({
          api,
          name,
          schema: JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8')),
        }))
      : [];
  })
  .map(({ api, name, schema }) => ({
    uid: `api::${api}.${name}`,
    controller: name,
    api,
    single: schema.kind === 'singleType',
    path: `/api/${schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName}`,
  }));
const RETIRED = ['api::page.page.find', 'api::page.page.findOne', 'api::site-setting.site-setting.find'];

let draftOnlyPage = '';
let draftedPage = '';

beforeAll(async () => {
  server = await startServer();
  panel = await AdminPanel.signIn(server.url);
  // A page that was never published, a published page with a newer draft, and a Site settings draft.
  const created = await panel.call('POST', '/content-manager/collection-types/api::page.page', {
    slug: 'draft-only-page',
    title: `Title ${MARK}`,
    heading: `Heading ${MARK}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  draftOnlyPage = created.body.data.documentId;
  const page = await panel.page('designandbuild');
  draftedPage = page.documentId;
  const {
    id: _id,
    documentId: _doc,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    status: _s,
    ...fields
  } = page as Record<string, any>;
  const saved = await panel.savePage(draftedPage, {
    ...fields,
    blocks: (fields.blocks ?? []).map(({ id: _b, ...b }: any) => b),
    heading: `Heading ${MARK}`,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await (
    await adminPanel(server.url)
  ).updateSiteSettings({ tagline: `Tagline ${MARK}`, phone: '+91 99999 00000' }, { publish: false });
}, 240_000);
afterAll(() => server?.stop());

/** The public role, as the admin panel's Users & Permissions screen reads it. */
const publicRole = async () => {
  const roles = await panel.call('GET', '/users-permissions/roles');
  const { id } = roles.body.roles.find((r: any) => r.type === 'public');
  return (await panel.call('GET', `/users-permissions/roles/${id}`)).body.role;
};
const enabledActions = (role: any): string[] =>
  Object.entries(role.permissions as Record<string, any>).flatMap(([scope, { controllers }]) =>
    Object.entries(controllers as Record<string, Record<string, { enabled: boolean }>>).flatMap(
      ([controller, actions]) =>
        Object.entries(actions).flatMap(([action, { enabled }]) =>
          enabled ? [`${scope}.${controller}.${action}`] : [],
        ),
    ),
  );

/** Every REST read of every api:: content type, with status=draft (both spellings a client may try). */
const sweep = async () => {
  const answers: Array<{ url: string; status: number; body: string }> = [];
  const read = async (url: string) => {
    const res = await fetch(server.url + url);
    answers.push({ url, status: res.status, body: await res.text() });
  };
  for (const type of CONTENT_TYPES) {
    for (const query of ['status=draft&populate=*', 'status=draft', 'publicationState=preview&populate=*']) {
      await read(`${type.path}?${query}`);
      if (type.single) continue;
      await read(`${type.path}?${query}&filters[slug][$eq]=designandbuild`);
      for (const id of [draftOnlyPage, draftedPage]) await read(`${type.path}/${id}?${query}`);
    }
  }
  return answers;
};

describe('Strapi REST content API: drafts', () => {
  it('every type is swept: pages and Site settings have Draft & Publish, and the content manager holds the drafts', async () => {
    expect(CONTENT_TYPES.map((t) => t.path)).toEqual(
      expect.arrayContaining(['/api/pages', '/api/site-setting', '/api/clients', '/api/sites']),
    );
    expect(
      JSON.stringify(
        (await panel.call('GET', `/content-manager/collection-types/api::page.page/${draftOnlyPage}`)).body,
      ),
    ).toContain(MARK);
  });

  it('as shipped, an anonymous sweep with status=draft finds no draft and no public read', async () => {
    for (const { url, status, body } of await sweep()) {
      expect(body, url).not.toContain(MARK);
      expect(body, url).not.toContain('99999 00000');
      expect([403, 404], url).toContain(status);
    }
  });

  it('with every find and findOne granted to the public role, still only published versions', async () => {
    const role = await publicRole();
    // Every type with REST routes (documents and jobs have none: their sweep answers 404).
    const routed = CONTENT_TYPES.filter((type) => role.permissions[`api::${type.api}`]?.controllers?.[type.controller]);
    expect(routed.map((t) => t.path)).toEqual(expect.arrayContaining(['/api/pages', '/api/site-setting']));
    for (const type of routed) {
      const controllers = role.permissions[`api::${type.api}`].controllers[type.controller];
      for (const action of ['find', 'findOne']) if (controllers[action]) controllers[action].enabled = true;
    }
    const saved = await panel.call('PUT', `/users-permissions/roles/${role.id}`, {
      name: role.name,
      description: role.description,
      permissions: role.permissions,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const answers = await sweep();
    for (const { url, body } of answers) {
      expect(body, url).not.toContain(MARK);
      expect(body, url).not.toContain('99999 00000');
    }
    // The reads themselves work: the published versions answer, the draft-only page is not found.
    const byUrl = new Map(answers.map((a) => [a.url, a]));
    expect(byUrl.get('/api/pages?status=draft&populate=*')!.status).toBe(200);
    expect(byUrl.get('/api/pages?status=draft&filters[slug][$eq]=designandbuild')!.body).toContain('designandbuild');
    expect(byUrl.get(`/api/pages/${draftedPage}?status=draft`)!.status).toBe(200);
    expect(byUrl.get(`/api/pages/${draftOnlyPage}?status=draft`)!.status).toBe(404);
    expect(byUrl.get('/api/site-setting?status=draft')!.status).toBe(200);
  });

  it("removes the public role's retired reads on start, from a database that has them", async () => {
    expect(enabledActions(await publicRole())).toEqual(expect.arrayContaining(RETIRED));
    // A restart on the same database (kill: stop() would remove the temporary folder).
    await server.kill();
    server = await startServer({}, server);
    panel = await AdminPanel.signIn(server.url);
    const enabled = enabledActions(await publicRole());
    for (const action of RETIRED) expect(enabled).not.toContain(action);
    // What a super-admin granted beyond them is theirs to keep.
    expect(enabled).toContain('api::client.client.find');
    expect((await fetch(`${server.url}/api/pages`)).status).toBe(403);
    expect((await fetch(`${server.url}/api/site-setting`)).status).toBe(403);
  }, 240_000);
});
