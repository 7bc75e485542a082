import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  isCompanyPageSlug,
  pageParam,
  parseProjectFilter,
  type LogoWallItem,
  type ProjectScope,
} from '@portfolio/contract';
import { testReads } from './reads';
import { routes } from '../../app/routes';
import { makeClients, makeDocuments, makeJobs, makePages, makePosts, makeSettings } from './fixtures';

// Lazy route modules load slowly on a busy machine: wait for conditions, not a fixed second.
configure({ asyncUtilTimeout: 10000 });

/**
 * The public API as the public pages see it in the browser, backed by `data` (reset before each
 * test): the per-page reads GET /api/v1/public/* and /api/v1/clients/getClient/{name}, answered by
 * ./reads.ts as the cms's public-reads service would. `data.slow` keeps every answer pending
 * (loading states); `data.fail` answers 500.
 */
export const data = {
  clients: makeClients(),
  posts: makePosts(),
  pages: makePages(),
  settings: makeSettings() as ReturnType<typeof makeSettings> | null,
  jobs: makeJobs(),
  documents: makeDocuments(),
  /** The home page's logo wall (the logo library in staff's order); empty: the wall shows the clients. */
  logoWall: [] as LogoWallItem[],
  slow: false,
  fail: false,
};

const gate = async () => {
  if (data.slow) await delay('infinite');
  return data.fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : null;
};

const reads = () => testReads(data);
const answer = async <T,>(read: () => Promise<T | null>) => {
  const failed = await gate();
  if (failed) return failed;
  const value = await read();
  return value === null ? HttpResponse.json({ message: 'Not found.' }, { status: 404 }) : HttpResponse.json(value);
};
const query = (request: Request) => new URL(request.url).searchParams;

export const server = setupServer(
  // The layout's settings never hang or fail: the pages' own loading and error states are under test.
  http.get('*/api/v1/public/site', async () => HttpResponse.json(await reads().site())),
  http.get('*/api/v1/public/home', () => answer(() => reads().home())),
  http.get('*/api/v1/public/pages/:slug', ({ params }) => {
    const slug = String(params.slug);
    return answer(async () => (isCompanyPageSlug(slug) ? reads().page(slug) : null));
  }),
  http.get('*/api/v1/public/projects', () => answer(() => reads().projects())),
  http.get('*/api/v1/public/projects/filter', async ({ request }) => {
    const { filter, errors } = parseProjectFilter(query(request));
    if (errors.length) return HttpResponse.json({ message: errors.join(' ') }, { status: 400 });
    return answer(async () => {
      const found = await reads().projectFilter({ filter, page: pageParam(query(request).get('page')) });
      return found && found.page <= found.pageCount ? found : null;
    });
  }),
  http.get('*/api/v1/public/projects/:scope/:id', ({ params, request }) =>
    answer(() =>
      reads().projectList({
        scope: params.scope as ProjectScope,
        id: decodeURIComponent(String(params.id)),
        page: pageParam(query(request).get('page')),
      }),
    ),
  ),
  http.get('*/api/v1/public/clients', ({ request }) =>
    answer(() => reads().clients({ page: pageParam(query(request).get('page')), q: query(request).get('q') ?? '' })),
  ),
  http.get('*/api/v1/public/clients/:id', ({ params }) =>
    answer(() => reads().clientPage(decodeURIComponent(String(params.id)))),
  ),
  http.get('*/api/v1/public/project/:client/:site', ({ params }) =>
    answer(() => reads().project(decodeURIComponent(String(params.client)), decodeURIComponent(String(params.site)))),
  ),
  http.get('*/api/v1/public/states/:state', ({ params }) =>
    answer(() => reads().stateDetails(decodeURIComponent(String(params.state)))),
  ),
  http.get('*/api/v1/public/press', () => answer(() => reads().press())),
  http.get('*/api/v1/public/careers', () => answer(() => reads().careers())),
  http.get('*/api/v1/public/certifications', () => answer(() => reads().certifications())),
  http.get('*/api/v1/public/careers/:slug', ({ params }) =>
    answer(() => reads().job(decodeURIComponent(String(params.slug)))),
  ),
  http.get('*/api/v1/clients/getClient/:name', ({ params }) =>
    answer(async () => {
      const client = await reads().client(decodeURIComponent(String(params.name)));
      return client ? [client] : null;
    }),
  ),
);

/** Starts msw for the file and resets the data before each test. */
export const useMockApi = () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    data.clients = makeClients();
    data.posts = makePosts();
    data.pages = makePages();
    data.settings = makeSettings();
    data.jobs = makeJobs();
    data.documents = makeDocuments();
    data.logoWall = [];
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
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, ui };
};
