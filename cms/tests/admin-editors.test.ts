import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The Strapi admin made for the people who edit the site: every field of every content type and
 * component an admin sees has a plain label and a line under it, list views show useful columns,
 * and the Editor role edits and publishes pages, settings and media, and nothing else.
 */
const EDITOR = {
  firstname: 'Priya',
  lastname: 'Editor',
  email: 'priya.editor@example.com',
  password: 'Editor-password-1',
};
/** Fields every model has, which Strapi labels itself. */
const SYSTEM_FIELDS = [
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
];

let server: TestServer;
let admin: AdminPanel;
beforeAll(async () => {
  server = await startServer();
  admin = await AdminPanel.signIn(server.url);
});
afterAll(() => server?.stop());

const configuration = async (kind: 'content-types' | 'components', uid: string) => {
  const res = await admin.call('GET', `/content-manager/${kind}/${uid}/configuration`);
  expect(res.status, uid).toBe(200);
  return (kind === 'content-types' ? res.body.data.contentType : res.body.data.component) as {
    metadatas: Record<string, { edit: { label: string; description: string }; list?: { label: string } }>;
    layouts: { list: string[] };
  };
};

describe('the content manager’s labels', () => {
  it('gives every field of every content type and component an admin sees a plain label and a description', async () => {
    const types = (await admin.call('GET', '/content-manager/content-types')).body.data as Array<{
      uid: string;
      isDisplayed: boolean;
      attributes: Record<string, unknown>;
    }>;
    const components = (await admin.call('GET', '/content-manager/components')).body.data as Array<{
      uid: string;
      attributes: Record<string, unknown>;
    }>;
    const shown = types.filter(
      (t) => t.isDisplayed && !t.uid.startsWith('admin::') && t.uid !== 'plugin::users-permissions.user',
    );
    expect(shown.map((t) => t.uid)).toContain('api::page.page');
    const unlabelled: string[] = [];
    for (const [kind, models] of [
      ['content-types', shown],
      ['components', components],
    ] as const)
      for (const model of models) {
        const { metadatas } = await configuration(kind, model.uid);
        for (const field of Object.keys(model.attributes).filter((f) => !SYSTEM_FIELDS.includes(f))) {
          const edit = metadatas[field]?.edit;
          if (!edit || edit.label === field || !edit.description) unlabelled.push(`${model.uid}.${field}`);
        }
      }
    expect(unlabelled).toEqual([]);
  });

  it('labels a page’s fields in words and lists pages by title, address and heading', async () => {
    const { metadatas, layouts } = await configuration('content-types', 'api::page.page');
    expect(metadatas.slug.edit.label).toBe('Address');
    expect(metadatas.heading.edit).toMatchObject({
      label: 'Page heading',
      description: 'The large heading at the top of the page.',
    });
    expect(metadatas.shareImage.edit.label).toBe('Share image');
    expect(metadatas.title.list?.label).toBe('Browser title');
    expect(layouts.list).toEqual(['title', 'slug', 'heading', 'updatedAt']);
  });
});

describe('a label an admin changed in "Configure the view"', () => {
  // The change, then a restart on the same database (stop() would remove it): in a hook, whose time
  // limit allows a busy machine's restart.
  beforeAll(async () => {
    const current = await admin.call('GET', '/content-manager/content-types/api::page.page/configuration');
    const { settings, metadatas, layouts } = current.body.data.contentType;
    metadatas.intro.edit.label = 'Standfirst';
    // As the admin's form sends it: Strapi answers the creator fields' list with a key it does not take back.
    for (const field of ['createdBy', 'updatedBy']) delete metadatas[field]?.list?.mainField;
    const saved = await admin.call('PUT', '/content-manager/content-types/api::page.page/configuration', {
      settings,
      metadatas,
      layouts,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.kill();
    server = await startServer({}, server);
    admin = await AdminPanel.signIn(server.url);
  });

  it('stays across a restart, and the labels it did not change are still ours', async () => {
    const after = await configuration('content-types', 'api::page.page');
    expect(after.metadatas.intro.edit.label).toBe('Standfirst');
    expect(after.metadatas.heading.edit.label).toBe('Page heading');
  });
});

describe('the Editor role', () => {
  let editor: AdminPanel;
  beforeAll(async () => {
    editor = await admin.createEditor(EDITOR);
  });

  it('edits and publishes a page, and the site shows it', async () => {
    const page = await editor.page('about-us');
    const saved = await editor.savePage(page.documentId, { heading: 'About the firm, by its editor' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await editor.publishPage(page.documentId);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const html = await (await fetch(`${server.url}/about-us`)).text();
    expect(html).toContain('About the firm, by its editor');
  });

  it('edits the site settings and uploads to the media library', async () => {
    expect((await editor.call('GET', '/content-manager/single-types/api::site-setting.site-setting')).status).toBe(200);
    expect((await editor.call('GET', '/upload/files')).status).toBe(200);
  });

  it('cannot open users, roles or the technical records', async () => {
    expect((await editor.call('GET', '/admin/users')).status).toBe(403);
    expect((await editor.call('GET', '/admin/roles')).status).toBe(403);
    for (const uid of [
      'plugin::installer.enquiry',
      'plugin::installer.audit-log',
      'plugin::installer.mail',
      'api::site.site',
    ])
      expect((await editor.call('GET', `/content-manager/collection-types/${uid}`)).status, uid).toBe(403);
    const permissions = (await editor.call('GET', '/admin/users/me/permissions')).body.data as Array<{
      subject: string | null;
    }>;
    const subjects = [...new Set(permissions.map((p) => p.subject).filter(Boolean))].sort();
    expect(subjects).toEqual(['api::door-type.door-type', 'api::page.page', 'api::site-setting.site-setting']);
  });
});
