import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_API, LINK_MESSAGES, PUBLIC_API, YOUTUBE_EMBED_ORIGIN } from '@portfolio/contract';
import type { CompanyPageData, PageBlock } from '@portfolio/contract';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { Agent, signIn } from '@portfolio/testkit/api';
import { openDatabase } from '@portfolio/testkit/db';
import { pdf } from '@portfolio/testkit/documents';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * Company pages built from blocks (Content Manager › Page › Blocks): the start-up move of old
 * plain-text sections into rich-text blocks, and the public read answering every block populated.
 */
let server: TestServer;
/** The first server owns the temporary folder; restarts reuse it. */
let first: TestServer;
let admin: Agent;
let panel: AdminPanel;

beforeAll(async () => {
  server = first = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await AdminPanel.signIn(server.url);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await first?.stop();
});

/** Stops the server (SIGKILL: it keeps its folder) and runs `change` on its database before starting it again on it. */
const restart = async (change?: () => Promise<void>) => {
  await server.kill();
  await change?.();
  server = await startServer({}, server);
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await AdminPanel.signIn(server.url);
};

const read = async (slug: string) => {
  const res = await fetch(server.url + PUBLIC_API.page(slug));
  expect(res.status).toBe(200);
  return ((await res.json()) as CompanyPageData).page!;
};
const html = async (path: string) => (await fetch(server.url + path)).text();
const of = <C extends PageBlock['__component']>(blocks: PageBlock[], component: C) =>
  blocks.filter((b) => b.__component === component) as Extract<PageBlock, { __component: C }>[];

const addClient = async (name: string, siteName: string, industry: string, services: string, start = '2022') => {
  const res = await admin.post(
    '/api/v1/clients/addClient',
    form({
      name,
      coverPhoto: file(await png(240, 120), 'logo.png', 'image/png'),
      siteName,
      area: '42000',
      industry,
      project_scope: 'Turnkey interiors',
      state: 'Kerala',
      locations: 'kochi',
      description: `${siteName}.`,
      site_start: start,
      site_ongoing: 'false',
      site_end: `${Number(start) + 1}-06-30`,
      services,
      photos: [file(await jpeg(1200, 800), 'p.jpg', 'image/jpeg')],
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.client.sites[0]._id as string;
};

describe('migration of plain-text sections', () => {
  it('seeds a fresh database with the default texts as rich-text blocks', async () => {
    const page = await read('about-us');
    expect(page.blocks.length).toBeGreaterThan(0);
    expect(page.blocks.every((b) => b.__component === 'blocks.rich-text')).toBe(true);
    expect(of(page.blocks, 'blocks.rich-text')[0].title).toBe('Who we are');
  });

  it('moves the old sections of a database from before blocks into rich-text blocks on start-up, nothing lost', async () => {
    const sections = [
      { title: 'Our story', body: 'Founded in **1998** in a joinery shed.\n\n- first point\n- second point' },
      { title: null, body: 'A section without a title.' },
      { title: 'Only a title', body: null },
    ];
    await restart(async () => {
      const db = openDatabase(server);
      try {
        // An old-style database: the page holds sections and no blocks.
        const pages = await db('pages').where({ slug: 'about-us' }).select('id');
        expect(pages.length).toBeGreaterThan(0);
        for (const { id } of pages) {
          await db('pages_cmps').where({ entity_id: id, field: 'blocks' }).delete();
          for (const [order, section] of sections.entries()) {
            const [row] = await db('components_content_sections').insert(section).returning('id');
            const cmpId = typeof row === 'object' ? row.id : row;
            await db('pages_cmps').insert({
              entity_id: id,
              cmp_id: cmpId,
              component_type: 'content.section',
              field: 'sections',
              order: order + 1,
            });
          }
        }
      } finally {
        await db.destroy();
      }
    });

    const page = await read('about-us');
    expect(page.blocks.map((b) => [b.__component, (b as any).title, (b as any).body])).toEqual(
      sections.map((s) => ['blocks.rich-text', s.title, s.body]),
    );
    expect(server.logs()).toContain('section(s) moved into rich-text blocks');
    const db2 = openDatabase(server);
    try {
      expect(Number((await db2('pages_cmps').where({ field: 'sections' }).count({ n: '*' }))[0].n)).toBe(0);
    } finally {
      await db2.destroy();
    }
    // The page shows them.
    const body = await html('/about-us');
    expect(body).toContain('<h2>Our story</h2>');
    expect(body).toContain('<strong>1998</strong>');
    expect(body).toContain('A section without a title.');

    // A further start changes nothing.
    await restart();
    expect((await read('about-us')).blocks.map((b) => (b as any).body)).toEqual(sections.map((s) => s.body));
  }, 300_000);
});

describe('public read of a page with every kind of block', () => {
  it('answers the blocks with media details, documents and projects resolved', async () => {
    const hospital = await addClient('harbour view hospital', 'East Wing', 'healthcare', 'fire-doors');
    await addClient('coastal bank', 'Main Branch', 'bank', 'design-and-build');
    const doc = await admin.post(
      DOCUMENTS_API.documents,
      form({
        title: 'IS 3614 fire test report',
        category: 'test report',
        // Expired: the downloads block says so, as the certifications page does.
        expiresOn: '2020-01-31',
        file: file(pdf('report'), 'report.pdf', 'application/pdf'),
      }),
    );
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const photo = await panel.upload(
      await jpeg(1600, 1000, '#556677'),
      'factory.jpg',
      'image/jpeg',
      'The press line in the factory',
    );

    const page = await panel.page('firedoors');
    const blocks = [
      { __component: 'blocks.image', image: photo, caption: 'Our press line' },
      {
        __component: 'blocks.spec-table',
        title: 'Ratings',
        columns: 'Door | Rating | Leaf',
        rows: 'Timber | 60 min | 1200 x 2400\nSteel | 120 min | 1000 x 2100',
      },
      {
        __component: 'blocks.faq',
        title: 'Questions',
        items: [{ question: 'Are the doors tested?', answer: 'Yes, to **IS 3614**.' }],
      },
      {
        __component: 'blocks.downloads',
        title: 'Test reports',
        documents: [doc.body.document._id],
      },
      {
        __component: 'blocks.projects',
        title: 'Chosen',
        source: 'chosen',
        projects: [hospital],
      },
      {
        __component: 'blocks.projects',
        title: 'Banks',
        source: 'sector',
        sector: 'bank',
        limit: 3,
      },
      {
        __component: 'blocks.projects',
        title: 'Fire doors',
        source: 'service',
        service: 'fire-doors',
      },
      {
        __component: 'blocks.projects',
        title: 'Featured',
        source: 'featured',
        limit: 2,
      },
      {
        __component: 'blocks.video',
        title: 'A tour',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        poster: photo,
      },
      {
        __component: 'blocks.people',
        title: 'Leadership',
        items: [{ name: 'Asha Rao', role: 'Managing Director', photo }],
      },
    ];
    const saved = await panel.savePage(page.documentId, { ...page, blocks });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await panel.publishPage(page.documentId, { ...page, blocks });

    const shown = await read('firedoors');
    const [image] = of(shown.blocks, 'blocks.image');
    expect(image.caption).toBe('Our press line');
    expect(image.image).toMatchObject({
      width: 1600,
      height: 1000,
      alt: 'The press line in the factory',
      mime: 'image/jpeg',
    });
    expect(image.image!.url).toMatch(/^\/uploads\//);
    expect(Object.keys(image.image!.formats).length).toBeGreaterThan(1);

    const [table] = of(shown.blocks, 'blocks.spec-table');
    expect(table.columns).toEqual(['Door', 'Rating', 'Leaf']);
    expect(table.rows).toEqual([
      ['Timber', '60 min', '1200 x 2400'],
      ['Steel', '120 min', '1000 x 2100'],
    ]);
    expect(of(shown.blocks, 'blocks.downloads')[0].documents.map((d) => [d.title, d.href, d.validity])).toEqual([
      ['IS 3614 fire test report', DOCUMENTS_API.download(doc.body.document._id), 'expired'],
    ]);
    const projects = of(shown.blocks, 'blocks.projects');
    expect(projects.map((b) => b.projects.map((p) => p.site.siteName))).toEqual([
      ['east wing'],
      ['main branch'],
      ['east wing'],
      expect.any(Array),
    ]);
    // No `featured` flag on sites yet: the newest projects.
    expect(projects[3].projects).toHaveLength(2);
    expect(projects[0].projects[0].site.photoFormats?.[0]?.width).toBe(1200);
    const [video] = of(shown.blocks, 'blocks.video');
    expect(video).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', file: null });
    expect(video.poster?.width).toBe(1600);
    expect(of(shown.blocks, 'blocks.people')[0].items[0]).toMatchObject({
      name: 'Asha Rao',
      role: 'Managing Director',
      photo: { width: 1600 },
    });

    // The page as served: one h1, the table, the FAQ as FAQPage JSON-LD, no YouTube request before a click.
    const body = await html('/firedoors');
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(body).toContain('<th scope="col">Rating</th>');
    expect(body).toContain('"@type":"FAQPage"');
    expect(body).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(body).not.toMatch(/<(script|iframe)[^>]+youtube/);
    expect(body).toMatch(
      /<img[^>]+alt="The press line in the factory"[^>]+width="1600"[^>]+height="1000"|<img[^>]+width="1600"[^>]+height="1000"[^>]+alt="The press line in the factory"/,
    );
  }, 120_000);
});

describe('a service page lists its own projects', () => {
  it('of a service: the chosen first, then the newest, a new one included; linked to the filtered list', async () => {
    const pinned = await addClient('riverside works', 'Old Press Hall', 'corporate', 'manufacturing');
    await addClient('lakeside labs', 'Bench Line', 'healthcare', 'manufacturing');
    const page = await panel.page('manufacturing');
    const block = { __component: 'blocks.projects', title: 'Manufacturing projects', source: 'service', limit: 3 };
    const blocks = [{ ...block, service: 'manufacturing', projects: [pinned] }];
    expect((await panel.savePage(page.documentId, { ...page, blocks })).status).toBe(200);
    expect((await panel.publishPage(page.documentId, { ...page, blocks })).status).toBe(200);
    const names = async () =>
      of((await read('manufacturing')).blocks, 'blocks.projects')[0].projects.map((p) => p.site.siteName);
    expect(await names()).toEqual(['old press hall', 'bench line']);

    // A project added later, with that service, appears on the page without editing it (after the pinned one).
    await addClient('hilltop school', 'New Joinery Wing', 'educational', 'manufacturing', '2024');
    await addClient('elsewhere bank', 'Not Ours', 'bank', 'interiors', '2025');
    expect(await names()).toEqual(['old press hall', 'new joinery wing', 'bench line']);
    const body = await html('/manufacturing');
    expect(body).toContain('New Joinery Wing');
    expect(body).not.toContain('Not Ours');
    expect(body).toMatch(/<a [^>]*href="\/projects\?service=manufacturing"[^>]*>All manufacturing projects<\/a>/);
  }, 120_000);
});

describe('links in blocks', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a call to action',
      { __component: 'blocks.cta', title: 'Talk to us', label: 'Go', url: '//evil.example/contact' },
      '//evil.example/contact',
      'the cta block "Talk to us"',
    ],
    [
      'a card',
      { __component: 'blocks.cards', title: 'Range', items: [{ title: 'Doors', linkUrl: '/\\evil.example' }] },
      '/\\evil.example',
      'the cards block "Range"',
    ],
    [
      'a rich text',
      { __component: 'blocks.rich-text', title: 'Who we are', body: '[Doors](/firedoors), [more](//evil.example).' },
      '//evil.example',
      'the rich-text block "Who we are"',
    ],
  ];

  it.each(cases)('a path to another host in %s is refused, nothing saved', async (_, block, link, where) => {
    const page = await panel.page('about-us');
    const draft = JSON.stringify(page.blocks);
    const published = JSON.stringify((await panel.page('about-us', 'published')).blocks);
    const saved = await panel.savePage(page.documentId, { ...page, blocks: [block] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(400);
    expect(saved.body.error.message).toBe(LINK_MESSAGES.offSite(link, where));
    expect(JSON.stringify((await panel.page('about-us')).blocks)).toBe(draft);
    expect((await panel.publishPage(page.documentId, { ...page, blocks: [block] })).status).toBe(400);
    expect(JSON.stringify((await panel.page('about-us', 'published')).blocks)).toBe(published);
  });

  it('site paths and other sites are saved as typed', async () => {
    const page = await panel.page('career');
    const blocks = [
      { __component: 'blocks.cta', title: 'Talk to us', label: 'Contact', url: '/contact' },
      {
        __component: 'blocks.rich-text',
        title: 'More',
        body: 'See [projects](/projects?service=fire-doors) and [IS 3614](https://www.bis.gov.in).',
      },
    ];
    expect((await panel.savePage(page.documentId, { ...page, blocks })).status).toBe(200);
  });
});

describe('the video block', () => {
  it('is served on a page whose CSP lets the YouTube no-cookie player be framed, and no other site', async () => {
    const page = await panel.page('designandbuild');
    const blocks = [{ __component: 'blocks.video', title: 'A tour', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }];
    expect((await panel.savePage(page.documentId, { ...page, blocks })).status).toBe(200);
    expect((await panel.publishPage(page.documentId, { ...page, blocks })).status).toBe(200);
    const res = await fetch(server.url + '/designandbuild');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    const policy = res.headers.get('content-security-policy') ?? '';
    const frameSrc = policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'frame-src');
    // Strapi's admin-panel preview adds the site's own origin (the same as 'self').
    expect(frameSrc?.slice(1).filter((source) => source !== server.url)).toEqual(["'self'", YOUTUBE_EMBED_ORIGIN]);
    expect(YOUTUBE_EMBED_ORIGIN).toBe('https://www.youtube-nocookie.com');
  });
});
