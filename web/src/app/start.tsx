import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { routes } from './routes';
import { reviveHydrationData } from './hydration';

const root = () => document.getElementById('root')!;

/** Lets the browser handle input and paint between the steps of starting up (no one long task). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A server-rendered public page: load the matched routes' lazy modules first, so the first client
 * render is the server's HTML (no fallback, no hydration mismatch), then hydrate.
 */
export const hydrate = async (state: HTMLElement) => {
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
  // start-up out of that task.
  hydrateRoot(
    root(),
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};

/** The dashboard (and dev mode): rendered in the browser. */
export const render = () => {
  createRoot(root()).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
};
