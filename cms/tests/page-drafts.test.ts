import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS, PREVIEW_MESSAGES, PUBLIC_API, type CompanyPageData } from '@portfolio/contract';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { startServer, type TestServer } from '@portfolio/testkit/server';
import { previewKey, signPreviewToken } from '../src/plugins/installer/server/src/utils/preview-token';

/**
 * Draft & Publish for company pages and the admin panel's Preview: visitors read the published
 * version until Publish; a Preview link (a short-lived token signed for one page) shows the draft,
 * never cached or indexed; without a valid token nothing of the draft is shown.
 */
let server: TestServer;
let panel: AdminPanel;

beforeAll(async () => {
  server = await startServer();
  panel = await AdminPanel.signIn(server.url);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const DRAFT_TITLE = 'Fire doors tested to 120 minutes (draft)';
const DRAFT_TEXT = 'A brand-new paragraph only the draft has.';

const get = async (path: string) => {
  const res = await fetch(server.url + path, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
};
const apiRead = async (slug: string, preview?: string) => {
  const res = await get(PUBLIC_API.page(slug, preview));
  expect(res.status).toBe(200);
  return { ...(JSON.parse(res.body) as CompanyPageData), headers: res.headers };
};
/** The Preview button's URL for a page (GET /content-manager/preview/url/...). */
const previewUrl = async (documentId: string) => {
  const res = await panel.call(
    'GET',
    `/content-manager/preview/url/api::page.page?documentId=${documentId}&status=draft`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.data.url);
};
const tokenOf = (url: URL) => url.searchParams.get('preview')!;
const sign = (claims: { d: string; s: string; e: number }) =>
  signPreviewToken(previewKey(server.secrets.ADMIN_JWT_SECRET), claims);

let firedoors: { documentId: string; [key: string]: unknown };

describe('drafts', () => {
  it('keeps an edited page out of anonymous reads until Publish', async () => {
    // Prime the caches with the published page.
    const before = await get('/firedoors');
    expect(before.status).toBe(200);
    const publishedTitle = (await apiRead('firedoors')).page!.title;

    firedoors = await panel.page('firedoors');
    const blocks = [
      ...((firedoors.blocks as any[]) ?? []).map(({ id: _id, ...b }: any) => b),
      { __component: 'blocks.rich-text', title: 'Draft only', body: DRAFT_TEXT },
    ];
    const saved = await panel.savePage(firedoors.documentId, { ...firedoors, title: DRAFT_TITLE, blocks });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // The site, the API, Strapi's own REST API and the sitemap show nothing of the draft.
    const page = await get('/firedoors');
    expect(page.body).not.toContain(DRAFT_TEXT);
    expect(page.body).not.toContain(DRAFT_TITLE);
    expect(page.body).toContain(publishedTitle);
    const read = await apiRead('firedoors');
    expect(read.page!.title).toBe(publishedTitle);
    expect(JSON.stringify(read)).not.toContain(DRAFT_TEXT);
    expect(read.preview).toBeUndefined();
    const rest = await get('/api/pages?filters[slug][$eq]=firedoors&populate=*');
    expect(rest.body).not.toContain(DRAFT_TEXT);
    expect(rest.body).not.toContain(DRAFT_TITLE);
    // Other pages still read.
    expect((await apiRead('about-us')).page?.title).toBe('About Us');
  });

  it('makes the change live on Publish: the cached page and the API follow at once', async () => {
    const published = await panel.publishPage(firedoors.documentId, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await get('/firedoors');
    expect(page.body).toContain(DRAFT_TEXT);
    expect(page.body).toContain(DRAFT_TITLE);
    expect((await apiRead('firedoors')).page!.title).toBe(DRAFT_TITLE);
    // The sitemap dates the page by its published version.
    expect((await get('/sitemap.xml')).body).toContain('/firedoors</loc>');
  });
});

describe('Preview links', () => {
  const NEXT_TITLE = 'Fire doors, the next draft';

  it('opens the draft with the token the Preview button makes: marked, noindex, never cached', async () => {
    const saved = await panel.savePage(firedoors.documentId, { ...(await panel.page('firedoors')), title: NEXT_TITLE });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const url = await previewUrl(firedoors.documentId);
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe('/firedoors');

    const preview = await get(url.pathname + url.search);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain(NEXT_TITLE);
    expect(preview.body).toContain(PREVIEW_MESSAGES.draft);
    expect(preview.body).toContain('<meta name="robots" content="noindex"');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('etag')).toBeNull();
    // The draft did not go into the page cache: the public page is still the published one.
    const page = await get('/firedoors');
    expect(page.body).not.toContain(NEXT_TITLE);
    expect(page.body).not.toContain(PREVIEW_MESSAGES.draft);

    const api = await apiRead('firedoors', tokenOf(url));
    expect(api.page!.title).toBe(NEXT_TITLE);
    expect(api.preview).toBe('draft');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect((await apiRead('firedoors')).page!.title).toBe(DRAFT_TITLE);
  });

  it.each([
    [
      'expired',
      () => sign({ d: firedoors.documentId, s: 'firedoors', e: Date.now() - 1000 }),
      '/firedoors',
      'firedoors',
    ],
    [
      'tampered',
      () => {
        const [payload, mac] = sign({ d: firedoors.documentId, s: 'firedoors', e: Date.now() + 600_000 }).split('.');
        return `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
      },
      '/firedoors',
      'firedoors',
    ],
    [
      'signed with another key',
      () =>
        signPreviewToken(previewKey('not the server secret'), {
          d: firedoors.documentId,
          s: 'firedoors',
          e: Date.now() + 600_000,
        }),
      '/firedoors',
      'firedoors',
    ],
    [
      'for another page',
      () => sign({ d: firedoors.documentId, s: 'about-us', e: Date.now() + 600_000 }),
      '/firedoors',
      'firedoors',
    ],
    [
      'for this slug but another page document',
      () => sign({ d: 'someotherdocumentid', s: 'firedoors', e: Date.now() + 600_000 }),
      '/firedoors',
      'firedoors',
    ],
    ['garbage', () => 'not-a-token', '/firedoors', 'firedoors'],
  ])('shows nothing of the draft with a token %s', async (_name, token, path, slug) => {
    const t = token();
    const preview = await get(`${path}?preview=${encodeURIComponent(t)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).not.toContain(NEXT_TITLE);
    expect(preview.body).toContain(DRAFT_TITLE);
    expect(preview.body).not.toContain(PREVIEW_MESSAGES.draft);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const api = await apiRead(slug, t);
    expect(api.page!.title).toBe(DRAFT_TITLE);
    expect(api.preview).toBe('invalid');
  });

  it('answers the published page again once the draft is published', async () => {
    const url = await previewUrl(firedoors.documentId);
    expect((await panel.publishPage(firedoors.documentId, {})).status).toBe(200);
    expect((await get('/firedoors')).body).toContain(NEXT_TITLE);
    // The old link now shows the same (published) content, still as a preview.
    expect((await get(url.pathname + url.search)).body).toContain(NEXT_TITLE);
  });
});

describe('Preview on every page of the Page type', () => {
  // The home, projects and press pages read their texts with their own data; career and
  // certifications beside their lists; the others are plain company pages (above).
  it.each(['home', 'projects', 'press-awards-testimonials', 'career', 'certifications'])(
    'opens the draft of %s from the Preview button',
    async (slug) => {
      const draftTitle = `Draft of ${slug.slice(0, 12)} ${Date.now() % 1000}`;
      const doc = await panel.page(slug);
      const saved = await panel.savePage(doc.documentId, { ...doc, title: draftTitle, heading: draftTitle });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const url = await previewUrl(doc.documentId);
      expect(url.pathname).toBe(PAGE_PATHS[slug]);

      const preview = await get(url.pathname + url.search);
      expect(preview.status).toBe(200);
      expect(preview.body).toContain(draftTitle);
      expect(preview.body).toContain(PREVIEW_MESSAGES.draft);
      expect(preview.body).toContain('<meta name="robots" content="noindex"');
      expect(preview.headers.get('cache-control')).toBe('no-store');
      // Visitors, and a link with a token for another page, get the published page.
      const page = await get(PAGE_PATHS[slug]);
      expect(page.body).not.toContain(draftTitle);
      expect(page.body).not.toContain(PREVIEW_MESSAGES.draft);
      const other = await get(
        `${PAGE_PATHS[slug]}?preview=${encodeURIComponent(sign({ d: doc.documentId, s: 'about-us', e: Date.now() + 600_000 }))}`,
      );
      expect(other.body).not.toContain(draftTitle);
      expect(other.body).toContain(PREVIEW_MESSAGES.invalid);
    },
  );

  it("answers the home, projects and press texts' own read only with a Preview link", async () => {
    for (const slug of ['home', 'projects', 'press-awards-testimonials'] as const) {
      expect((await get(PUBLIC_API.page(slug))).status, slug).toBe(404);
      expect((await apiRead(slug, 'not-a-token')).preview, slug).toBe('invalid');
    }
  });
});
