import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, ADMIN, type TestServer } from '@portfolio/testkit/server';
import { signIn } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';

/** A valid 8x8 RGB PNG, so the upload's content checks and image processing accept it. */
const tinyPng = () => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array(24).fill(200)])));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const COMPANY_PAGES = [
  'home',
  'about-us',
  'designandbuild',
  'manufacturing',
  'firedoors',
  'career',
  'certifications',
  'projects',
  'press-awards-testimonials',
  'privacy',
];

let server: TestServer;
let panel: AdminPanel;
beforeAll(async () => {
  server = await startServer();
  panel = await AdminPanel.signIn(server.url);
});
afterAll(() => server?.stop());

/** The published content as the admin panel's Content Manager reads it (Strapi's REST API is closed to visitors). */
const getJson = async (p: string) => {
  return panel.call('GET', `/content-manager/${p}${p.includes('?') ? '&' : '?'}status=published`);
};

describe('public page content', () => {
  it('seeds every company page, published', async () => {
    const { status, body } = await getJson('collection-types/api::page.page?pageSize=100');
    expect(status).toBe(200);
    expect(body.results.map((p: any) => p.slug).sort()).toEqual([...COMPANY_PAGES].sort());
  });

  it('serves a page by slug with its blocks, title and meta description', async () => {
    const list = await getJson('collection-types/api::page.page?filters[slug][$eq]=firedoors');
    expect(list.body.results).toHaveLength(1);
    const { status, body } = await getJson(`collection-types/api::page.page/${list.body.results[0].documentId}`);
    expect(status).toBe(200);
    const page = body.data;
    expect(page.title).toBe('Fire Doors');
    expect(page.description.length).toBeGreaterThan(40);
    expect(page.intro).toBeTruthy();
    // Its texts are rich-text blocks (the old sections are empty).
    expect(page.blocks.length).toBeGreaterThan(0);
    expect(page.blocks[0]).toMatchObject({
      __component: 'blocks.rich-text',
      title: expect.any(String),
      body: expect.any(String),
    });
  });

  it('serves the site settings with contact details and the address in fields', async () => {
    const { status, body } = await getJson('single-types/api::site-setting.site-setting');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      companyName: 'Buildcraft Interiors & Infra',
      phone: expect.any(String),
      email: expect.stringContaining('@'),
      streetAddress: expect.any(String),
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560058',
      addressCountry: 'IN',
    });
    // The demo company has no social profiles (no bare network home pages in the footer or sameAs).
    expect(body.data.social).toEqual([]);
  });

  it("keeps Strapi's REST API closed to anonymous visitors, reads and writes", async () => {
    for (const path of ['/api/pages', '/api/site-setting']) {
      expect((await fetch(server.url + path)).status, path).toBe(403);
    }
    const res = await fetch(`${server.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { slug: 'x', title: 'X' } }),
    });
    expect([401, 403]).toContain(res.status);
    const put = await fetch(`${server.url}/api/site-setting`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { companyName: 'Hacked' } }),
    });
    expect([401, 403]).toContain(put.status);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public route with absolute URLs', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const p of [
      '/',
      '/about-us',
      '/designandbuild',
      '/manufacturing',
      '/firedoors',
      '/press-awards-testimonials',
      '/career',
      '/contact',
      '/projects',
      '/projects/clients',
      '/projects/educational',
      '/projects/government',
      '/projects/ongoing/all',
    ]) {
      expect(xml).toContain(`<loc>${server.url}${p}</loc>`);
    }
  });

  it('serves robots.txt pointing at the absolute sitemap URL', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /installer');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('lists a client added through the API, with its state', async () => {
    const agent = await signIn(server.url, ADMIN.email, ADMIN.password);
    const form = new FormData();
    const png = tinyPng();
    form.append('name', 'Sunrise Public School');
    form.append('coverPhoto', new Blob([png], { type: 'image/png' }), 'logo.png');
    form.append('siteName', 'Main Campus');
    form.append('area', '12000');
    form.append('industry', 'educational');
    form.append('project_scope', 'Interiors');
    form.append('state', 'Tamil Nadu');
    form.append('locations', 'chennai');
    form.append('description', 'Classrooms and library.');
    form.append('site_start', '2022');
    form.append('site_ongoing', 'true');
    form.append('photos', new Blob([png], { type: 'image/png' }), 'photo.png');
    const added = await agent.post('/api/v1/clients/addClient', form);
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${server.url}/projects/client/sunrise-public-school</loc>`);
    expect(xml).toContain(`<loc>${server.url}/projects/client/details/sunrise-public-school</loc>`);
    expect(xml).toContain(`<loc>${server.url}/projects/state/tamil-nadu</loc>`);
  });
});
