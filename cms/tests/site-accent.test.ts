import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API, type SiteInfo } from '@portfolio/contract';
import { startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * The firm's own look: Site settings › Accent colour (`#rrggbb`), served with the name and
 * logo the dashboard reads (public site info); anything but a hex colour is refused and changes nothing.
 */
let server: TestServer;
let panel: Awaited<ReturnType<typeof adminPanel>>;

beforeAll(async () => {
  server = await startServer();
  panel = await adminPanel(server.url);
}, 240_000);
afterAll(() => server?.stop());

const site = async () => (await (await fetch(server.url + PUBLIC_API.site)).json()) as SiteInfo;

describe('Site settings › Accent colour', () => {
  it('is none until set; once published, the site info carries it (lowercase)', async () => {
    expect((await site()).accentColor).toBeNull();
    await panel.updateSiteSettings({ accentColor: '#C0392B' });
    expect((await site()).accentColor).toBe('#c0392b');
  });

  it('refuses to publish anything but a #rrggbb colour: the dashboard keeps the published one', async () => {
    await expect(panel.updateSiteSettings({ accentColor: 'orange' })).rejects.toThrow(/400/);
    await expect(panel.updateSiteSettings({ accentColor: '#fff' })).rejects.toThrow(/400/);
    expect((await site()).accentColor).toBe('#c0392b');
    expect((await panel.siteSettings('published')).accentColor).toBe('#C0392B');
  });
});
