import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, publicUrl } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The public site's facts: durations read one way ("2020", "2025 – ongoing"),
 * "Sq ft delivered" counts completed projects only, the home page's copy does not contradict its
 * figures, and a service page's "All projects" leads to that service's projects.
 */
let server: TestServer;
let admin: Agent;

const SITE = {
  area: '5000',
  industry: 'government',
  project_scope: 'Fire doors',
  state: 'Mizoram',
  locations: 'aizawl',
  description: 'Doors.',
  services: 'fire-doors',
};

const add = async (fields: Record<string, string>, logo = false) => {
  const res = await admin.post(
    API.addClient,
    form({
      name: 'Facts Council',
      ...(logo ? { coverPhoto: file(await png(), 'logo.png', 'image/png') } : {}),
      ...SITE,
      ...fields,
      photos: [file(await jpeg(400, 300), 'p.jpg', 'image/jpeg')],
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  // Completed within its start year; an ongoing one (its area is not delivered yet).
  await add({ siteName: 'Secretariat Doors', site_start: '2020', site_ongoing: 'false', site_end: '2020-11' }, true);
  await add({ siteName: 'Assembly Annexe', area: '7000', site_start: '2025', site_ongoing: 'true' });
}, 240_000);
afterAll(() => server?.stop());

const text = async (path: string) => {
  const res = await fetch(server.url + path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return {
    html,
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
  };
};

describe('the public facts of projects', () => {
  it('reads a duration "2020" within one year and "2025 – ongoing", never "– Completed" or "2020 – 2020"', async () => {
    const details = (await text('/projects/client/details/facts-council')).text;
    expect(details).toContain('Duration 2020 ');
    expect(details).toContain('Duration 2025 – ongoing');
    expect(details).not.toMatch(/2020 – 2020|– Completed|On Going/);
    const project = (await text('/projects/client/facts-council/secretariat-doors')).text;
    expect(project).toContain('Duration 2020 ');
    expect(project).not.toMatch(/2020 – 2020|– Completed/);
    expect((await text('/projects/client/facts-council/assembly-annexe')).text).toContain('2025 – ongoing');
  });

  it('counts only completed projects as "Sq ft delivered"', async () => {
    const state = (await text('/projects/state/details/mizoram')).text;
    expect(state).toContain('Sq ft delivered 5,000');
  });

  it('keeps the home page copy free of a state count that its figures contradict', async () => {
    const home = (await text('/')).text;
    expect(home).toMatch(/States worked in 1 /);
    expect(home).not.toMatch(/dozen states/i);
  });

  it("links a service page's projects to that service's list", async () => {
    const { html, text: page } = await text('/firedoors');
    expect(page).toContain('Secretariat Doors');
    expect(html).toContain(`href="${publicUrl.serviceProjects('fire-doors')}"`);
    expect(publicUrl.serviceProjects('fire-doors')).toBe('/projects?service=fire-doors');
    // The list it leads to holds that service's projects.
    expect((await text('/projects?service=fire-doors')).text).toContain('Secretariat Doors');
    expect((await text('/designandbuild')).html).not.toContain('Secretariat Doors');
  });
});
