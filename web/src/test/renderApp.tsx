import { configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { CurrentUser } from '@portfolio/contract';
import { routes } from '../app/routes';
import { db } from './server';

// antd and the lazy chunks take a while to load on a cold start in jsdom.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20000 });

// jsdom does not implement getComputedStyle's pseudo-element argument, which antd passes.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => computed(elt)) as typeof window.getComputedStyle;

/** Makes matchMedia answer like a window of `width` pixels (antd's Grid.useBreakpoint reads it). */
export const setViewportWidth = (width: number) => {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
};

/**
 * Renders the whole app (real route table, guards and layout) at `path`, signed in as `user`
 * (null: not signed in). Returns the router to read the location, and a user-event instance.
 */
export const renderApp = (path: string, { user, width = 1280 }: { user?: CurrentUser | null; width?: number } = {}) => {
  setViewportWidth(width);
  if (user !== undefined) db.me = user;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const ui = userEvent.setup({ delay: null });
  // No request deduping between tests: each render asks the mock API afresh.
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, ui };
};

/** Waits for the dashboard layout to finish loading the current user. */
export const findNav = () => screen.findByRole('navigation', { name: 'Dashboard' });

/** Sets a text field's value in one change event (typing key by key into antd inputs is slow in jsdom). */
export const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
