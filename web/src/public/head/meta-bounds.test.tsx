import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@portfolio/contract';
import { data, renderAt, server, useMockApi } from '../test/server';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from './head';

useMockApi();

const LONG_CLIENT = 'karnataka state institute of medical sciences and research';

/** Every indexable public route of the spec, with the fixture portfolio plus a client with a long name. */
const ROUTES = [
  '/',
  '/about-us',
  '/designandbuild',
  '/manufacturing',
  '/firedoors',
  '/press-awards-testimonials',
  '/career',
  '/certifications',
  '/contact',
  '/projects',
  '/projects/clients',
  '/projects/client/acme%20corp',
  '/projects/client/details/acme%20corp',
  `/projects/client/${encodeURIComponent(LONG_CLIENT)}`,
  `/projects/client/details/${encodeURIComponent(LONG_CLIENT)}`,
  '/projects/state/karnataka',
  '/projects/state/details/karnataka',
  '/projects/state/tamil-nadu',
  '/projects/state/details/tamil-nadu',
  '/projects/healthcare',
  '/projects/corporate',
  '/projects/ongoing/all',
  '/projects/ongoing/healthcare',
  '/projects/ongoing/tamil-nadu',
];

/** The head as search engines read it, once the page's tags are in (its canonical names its path). */
const headAt = async (path: string) => {
  // The head reads the browser's address (the memory router does not change it).
  window.history.replaceState(null, '', path);
  const view = renderAt(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await waitFor(
    () =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${window.location.origin}${path}`,
      ),
    { timeout: 10_000 },
  );
  const head = {
    path,
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  };
  view.unmount();
  return head;
};

describe('titles and descriptions of every public page', () => {
  it(`keep titles to ${TITLE_MAX} characters and descriptions to ${DESCRIPTION_MIN}-${DESCRIPTION_MAX}, all different`, async () => {
    server.use(http.get(`*${API.enquiryFormToken}`, () => HttpResponse.json({ token: 'signed-token' })));
    const [acme] = data.clients;
    data.clients = [
      ...data.clients,
      {
        ...acme,
        _id: 'long',
        name: LONG_CLIENT,
        sites: acme.sites.slice(0, 1).map((s) => ({ ...s, _id: 'long-site' })),
      },
    ];
    const heads: Awaited<ReturnType<typeof headAt>>[] = [];
    for (const path of ROUTES) heads.push(await headAt(path));
    for (const { path, title, description } of heads) {
      expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(TITLE_MAX);
      expect(title.length, `${path}: "${title}"`).toBeGreaterThan(0);
      expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    const dupes = (key: 'title' | 'description') =>
      heads.filter((h, i) => heads.findIndex((o) => o[key] === h[key]) !== i).map((h) => `${h.path}: ${h[key]}`);
    expect(dupes('title')).toEqual([]);
    expect(dupes('description')).toEqual([]);
    // A long client name drops the " | company" suffix rather than going over.
    expect(heads.find((h) => h.path.startsWith('/projects/client/karnataka'))?.title).toBe(
      'Karnataka State Institute Of Medical Sciences… – Projects',
    );
    expect(heads.find((h) => h.path.startsWith('/projects/client/details/karnataka'))?.title).toBe(
      'Karnataka State Institute Of Medical… – Project Details',
    );
    expect(heads.find((h) => h.path === '/about-us')?.title).toBe('About Us | Test Builders Pvt Ltd');
  }, 240_000);
});
