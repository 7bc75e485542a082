import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { routes } from '../../app/routes';
import { makeClients, makePages, makePosts, makeSettings } from './fixtures';

/**
 * The public API as the public pages see it, backed by `data` (reset before each test):
 * GET /api/v1/clients/getClients, /getClient/{name}, /press|awards|testimonials,
 * GET /api/pages?filters[slug][$eq|$in]=..., GET /api/site-setting.
 * `data.slow` keeps every answer pending (loading states); `data.fail` answers 500.
 */
export const data = {
  clients: makeClients(),
  posts: makePosts(),
  pages: makePages(),
  settings: makeSettings() as ReturnType<typeof makeSettings> | null,
  slow: false,
  fail: false,
};

const gate = async () => {
  if (data.slow) await delay('infinite');
  return data.fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : null;
};

export const server = setupServer(
  http.get('*/api/v1/clients/getClients', async () => (await gate()) ?? HttpResponse.json({ clients: data.clients })),
  http.get('*/api/v1/clients/getClient/:name', async ({ params }) => {
    const failed = await gate();
    if (failed) return failed;
    const wanted = decodeURIComponent(String(params.name)).toLowerCase();
    const client = data.clients.find((c) => c.name === wanted);
    return client ? HttpResponse.json([client]) : HttpResponse.json({ message: 'Client not found.' }, { status: 404 });
  }),
  ...(['press', 'awards', 'testimonials'] as const).map((kind) =>
    http.get(`*/api/v1/${kind}`, async () => (await gate()) ?? HttpResponse.json(data.posts[kind])),
  ),
  http.get('*/api/pages', async ({ request }) => {
    const failed = await gate();
    if (failed) return failed;
    const url = new URL(request.url);
    const eq = url.searchParams.get('filters[slug][$eq]');
    const inList = [...url.searchParams.entries()].filter(([k]) => k.startsWith('filters[slug][$in]')).map(([, v]) => v);
    const found = data.pages.filter((p) => (eq ? p.slug === eq : inList.length ? inList.includes(p.slug) : true));
    return HttpResponse.json({ data: found, meta: {} });
  }),
  http.get('*/api/site-setting', async () => {
    // The settings never hang: the layout's header/footer are not what the loading tests look at.
    if (data.fail) return HttpResponse.json({ message: 'boom' }, { status: 500 });
    return data.settings ? HttpResponse.json({ data: data.settings, meta: {} }) : HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 });
  }),
);

/** Starts msw for the file and resets the data before each test. */
export const useMockApi = () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    data.clients = makeClients();
    data.posts = makePosts();
    data.pages = makePages();
    data.settings = makeSettings();
    data.slow = false;
    data.fail = false;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
};

/** Renders the whole app (shell, public layout, lazy page) at `path` with an empty SWR cache. */
export const renderAt = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const ui = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router, ui };
};
