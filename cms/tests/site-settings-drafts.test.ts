import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PUBLIC_API, TWO_FACTOR_API as TF, TWO_FACTOR_MESSAGES as M, type SiteInfo } from '@portfolio/contract';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { Agent, signIn } from '@portfolio/testkit/api';
import { openDatabase, sql } from '@portfolio/testkit/db';
import { png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { codeSource } from '@portfolio/testkit/totp';
import { adminPanel, createUser } from '@portfolio/testkit/users';

/**
 * Site settings have Draft & Publish: an edit in /admin is a draft, visitors (and every
 * server behaviour) use the published settings until Publish. The dashboard's own setting (two-factor
 * for admins, /api/v1) stays live at once: it writes the published settings and the draft alike.
 * A database from before drafts keeps its settings (Strapi clones them as the draft), nothing lost.
 */
let server: TestServer;
let first: TestServer;
let admin: Agent;
let panel: Awaited<ReturnType<typeof adminPanel>>;

beforeAll(async () => {
  server = first = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await adminPanel(server.url);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await first?.stop();
});

const get = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, body: await res.text() };
};
const site = async () => JSON.parse((await get(PUBLIC_API.site)).body) as SiteInfo;
const rows = () =>
  sql<{ id: number; company_name: string; published_at: unknown; require_two_factor_for_admins: unknown }>(
    server,
    'SELECT * FROM site_settings ORDER BY id',
  );
const truthy = (v: unknown) => v === true || v === 1 || v === '1';

const DRAFT_NAME = 'Buildcraft Draft Name Pvt Ltd';
const DRAFT_FOOTER = 'A footer line only the draft has.';

describe('editing the site settings in /admin', () => {
  let publishedName: string;

  it('saves a draft: the site, the API, Strapi REST and the emails keep the published settings', async () => {
    publishedName = (await site()).companyName;
    expect(publishedName).toBeTruthy();
    expect((await get('/about-us')).body).toContain(publishedName); // primes the page cache

    await panel.updateSiteSettings({ companyName: DRAFT_NAME, footerText: DRAFT_FOOTER }, { publish: false });
    expect((await panel.siteSettings('draft')).companyName).toBe(DRAFT_NAME);
    expect((await panel.siteSettings('published')).companyName).toBe(publishedName);

    expect((await site()).companyName).toBe(publishedName);
    const page = await get('/about-us');
    expect(page.body).toContain(publishedName);
    expect(page.body).not.toContain(DRAFT_NAME);
    expect(page.body).not.toContain(DRAFT_FOOTER);
    // Strapi's REST API is closed to visitors (security-drafts.test.ts), its ?status=draft too.
    const rest = await get('/api/site-setting?status=draft');
    expect(rest.status).toBe(403);
    expect(rest.body).not.toContain(DRAFT_NAME);
    // The capability statement names the published company.
    const pdf = await fetch(`${server.url}/capability/company.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition') ?? '').not.toContain('Draft Name');
  }, 120_000);

  it('makes the draft live on Publish: the cached pages follow at once', async () => {
    await panel.updateSiteSettings({});
    expect((await site()).companyName).toBe(DRAFT_NAME);
    const page = await get('/about-us');
    expect(page.body).toContain(DRAFT_NAME);
    expect(page.body).toContain(DRAFT_FOOTER);
  }, 60_000);
});

describe("the dashboard's two-factor setting (staff, /api/v1)", () => {
  it('is live at once while an editor has an unpublished draft, which keeps it and stays a draft', async () => {
    const PENDING = 'An unpublished company name';
    await panel.updateSiteSettings({ companyName: PENDING }, { publish: false });

    // An admin with two-factor turns the requirement on from the dashboard.
    const boss = await createUser(admin);
    expect((await admin.put(API.updateStatus(boss.id), { status: true })).status).toBe(200);
    const setup = await boss.agent.post(TF.setup, { password: boss.password });
    expect((await boss.agent.post(TF.enable, { code: await codeSource(setup.body.secret).next() })).status).toBe(200);
    expect((await boss.agent.put(TF.policy, { requireForAdmins: true })).body).toEqual({ message: M.policyOn });

    // Live: the status answers it and an admin without two-factor is sent to setup at sign-in.
    expect((await boss.agent.get(TF.status)).body.requiredForAdmins).toBe(true);
    const login = await new Agent(server.url).post(API.login, { email: ADMIN.email, password: ADMIN.password });
    expect(login.body.user.twoFactorSetupRequired).toBe(true);

    // Both the published settings and the draft hold it; the draft's other edit is still unpublished.
    const stored = await rows();
    expect(stored.length).toBe(2);
    expect(stored.every((r) => truthy(r.require_two_factor_for_admins))).toBe(true);
    expect(stored.find((r) => r.published_at === null)?.company_name).toBe(PENDING);
    expect((await site()).companyName).toBe(DRAFT_NAME);

    // Publishing the draft later does not undo the dashboard's change.
    await panel.updateSiteSettings({});
    expect((await site()).companyName).toBe(PENDING);
    expect((await boss.agent.get(TF.status)).body.requiredForAdmins).toBe(true);

    expect((await boss.agent.put(TF.policy, { requireForAdmins: false })).body).toEqual({ message: M.policyOff });
    expect((await rows()).every((r) => !truthy(r.require_two_factor_for_admins))).toBe(true);
    expect((await boss.agent.get(TF.status)).body.requiredForAdmins).toBe(false);
  }, 120_000);
});

describe('a database from before site settings had drafts', () => {
  it('keeps every setting on start-up, published, with an equal draft to edit', async () => {
    // Social links (a component) and a logo (media) to carry over.
    const uploader = await AdminPanel.signIn(server.url);
    const logo = await uploader.upload(await png(120, 60), 'logo.png', 'image/png', 'Company logo');
    const social = [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/buildcraft-interiors' }];
    await panel.updateSiteSettings({ companyName: 'Before Drafts Ltd', tagline: 'Kept tagline', social, logo });
    const before = await site();
    expect(before.companyName).toBe('Before Drafts Ltd');
    expect(before.social).toEqual(social);
    expect(before.logo?.url).toBeTruthy();

    // Back to the database as the version before drafts left it: one (published) row, and the
    // stored schema saying the type had no drafts.
    await server.kill();
    const db = openDatabase(server);
    try {
      const drafts = await db('site_settings').whereNull('published_at').select('id');
      expect(drafts.length).toBe(1);
      const ids = drafts.map((d: { id: number }) => d.id);
      await db('site_settings_cmps').whereIn('entity_id', ids).delete();
      await db('files_related_mph')
        .where({ related_type: 'api::site-setting.site-setting' })
        .whereIn('related_id', ids)
        .delete();
      await db('site_settings').whereIn('id', ids).delete();
      const store = await db('strapi_core_store_settings').where({ key: 'strapi_content_types_schema' }).first();
      const schema = JSON.parse(store.value);
      schema['api::site-setting.site-setting'].options.draftAndPublish = false;
      await db('strapi_core_store_settings')
        .where({ id: store.id })
        .update({ value: JSON.stringify(schema) });
    } finally {
      await db.destroy();
    }
    server = await startServer({}, server);
    panel = await adminPanel(server.url);

    // Visitors see exactly what they saw (the restarted server has another port).
    expect({ ...(await site()), publicUrl: null }).toEqual({ ...before, publicUrl: null });
    // The published row is the one that was there, and a draft equal to it is there to edit.
    const stored = await rows();
    expect(stored.length).toBe(2);
    const draft = await panel.siteSettings('draft');
    expect(draft).toMatchObject({
      companyName: 'Before Drafts Ltd',
      tagline: 'Kept tagline',
      social: [expect.objectContaining(social[0])],
      logo: expect.objectContaining({ id: logo }),
    });
    // Editing it is a draft again.
    await panel.updateSiteSettings({ tagline: 'A new draft tagline' }, { publish: false });
    expect((await site()).tagline).toBe('Kept tagline');
  }, 300_000);
});
