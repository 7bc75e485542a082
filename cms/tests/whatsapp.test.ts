import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API, SETTINGS_MESSAGES } from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * Click-to-call and WhatsApp: the Site settings' WhatsApp number (checked when saved in
 * the admin panel) gives every public page a wa.me link naming the page, beside the tel: link.
 */
let server: TestServer;
let panel: Awaited<ReturnType<typeof adminPanel>>;
let anonymous: Agent;

beforeAll(async () => {
  server = await startServer();
  panel = await adminPanel(server.url);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

const html = async (path: string) => (await (await fetch(server.url + path)).text()).replace(/&amp;/g, '&');
const chatLinks = (page: string) => [...page.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map((m) => m[1]);
const whatsapp = async () => (await anonymous.get(PUBLIC_API.site)).body.whatsapp;

describe('the WhatsApp number', () => {
  it('comes seeded, as the digits wa.me dials', async () => {
    expect(await whatsapp()).toBe('919845012345');
  });

  it('puts a wa.me link naming the page beside the tel: link on every public page', async () => {
    for (const [path, names] of [
      ['/firedoors', '“Fire Doors”'],
      ['/contact', '“Contact us”'],
      ['/', 'your work'],
    ]) {
      const page = await html(path);
      const links = chatLinks(page);
      expect(links.length, path).toBeGreaterThanOrEqual(2); // header and phone dock (and the call-to-action)
      const url = new URL(links[0]);
      expect(url.pathname).toBe('/919845012345');
      expect(url.searchParams.get('text')).toBe(
        `Hello Buildcraft Interiors & Infra, I would like to know more about ${names}: ${server.url}${path}`,
      );
      expect(page).toContain('href="tel:+918041235678"');
      expect(page).not.toMatch(/<script[^>]+src="https?:\/\//); // no third-party script
    }
  });

  it("names a previewed page by its public address: the Preview link's token never goes into the message", async () => {
    const admin = await AdminPanel.signIn(server.url);
    const { documentId } = await admin.page('firedoors');
    const res = await admin.call(
      'GET',
      `/content-manager/preview/url/api::page.page?documentId=${documentId}&status=draft`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = new URL(res.body.data.url, server.url);
    const token = preview.searchParams.get('preview')!;
    expect(token).toBeTruthy();
    const page = await html(preview.pathname + preview.search);
    const links = chatLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link).not.toContain(encodeURIComponent(token));
      const text = new URL(link).searchParams.get('text');
      expect(text).toBe(
        `Hello Buildcraft Interiors & Infra, I would like to know more about “Fire Doors”: ${server.url}/firedoors`,
      );
    }
    expect(page).not.toMatch(/href="https:\/\/wa\.me\/[^"]*preview/);
  });

  it('refuses a number wa.me cannot dial with what to type, and keeps the saved one', async () => {
    for (const bad of ['98450 12345', 'call us', '+91 98450 1234x']) {
      await expect(panel.updateSiteSettings({ whatsapp: bad })).rejects.toThrow(SETTINGS_MESSAGES.whatsappInvalid);
    }
    expect(await whatsapp()).toBe('919845012345');
  });

  it('accepts the ways people write a number, and no number means no link', async () => {
    await panel.updateSiteSettings({ whatsapp: '0091 98450-99999' });
    expect(await whatsapp()).toBe('919845099999');
    expect(chatLinks(await html('/about-us'))[0]).toMatch(/^https:\/\/wa\.me\/919845099999\?text=/);
    await panel.updateSiteSettings({ whatsapp: '' });
    expect(await whatsapp()).toBeNull();
    const page = await html('/about-us');
    expect(chatLinks(page)).toEqual([]);
    expect(page).toContain('href="tel:+918041235678"');
  });
});
