import { StrictMode } from 'react';
import {
  RouterProvider,
  createBrowserRouter,
  createRoot,
  hydrateRoot,
  matchRoutes,
  type HydrationState,
} from './framework';
import { routes } from './routes';
import { reviveHydrationData } from './hydration';
import { setHydrating, STATIC_ATTRIBUTE } from '../public/components/Static';
import { rememberVisit } from '../public/visit';

const root = () => document.getElementById('root')!;

/** Lets the browser handle input and paint between the steps of starting up (no one long task). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A server-rendered public page: load the matched routes' lazy modules first, so the first client
 * render is the server's HTML (no fallback, no hydration mismatch), then hydrate.
 */
export const hydrate = async (state: HTMLElement) => {
  rememberVisit();
  const hydrationData: HydrationState = reviveHydrationData(JSON.parse(state.textContent || '{}'));
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData });
  await yieldToBrowser();
  // Preact (the public pages' runtime) hydrates in one go; the yields above keep the rest of the
  // start-up out of that task. The parts in <Static> keep the server's HTML and are not run.
  setHydrating(true);
  try {
    hydrateRoot(
      root(),
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } finally {
    setHydrating(false);
  }
  followStaticLinks(router);
};

/**
 * The links inside a part kept as server HTML (<Static>) have no click handler of their own: one
 * listener does what React Router's <Link> does for them. It takes only the links <Link> rendered
 * (`data-discover`, on every in-app path it renders), and only a plain click: a new tab, a download
 * or another origin stays the browser's, as with <Link>.
 */
const followStaticLinks = (router: ReturnType<typeof createBrowserRouter>) => {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[data-discover][href]');
    if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_ATTRIBUTE}]`)) return;
    if (
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download') ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    void router.navigate(link.pathname + link.search + link.hash);
  });
};

/** The dashboard (and dev mode): rendered in the browser. */
export const render = () => {
  createRoot(root()).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
};
