import { configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { StyleProvider } from '@ant-design/cssinjs';
import type { CurrentUser } from '@portfolio/contract';
import { routes } from '../app/routes';
import { db } from './server';

// antd and the lazy chunks take a while to load on a cold start in jsdom.
configure({ asyncUtilTimeout: 20_000 });

// jsdom's getComputedStyle walks every stylesheet on each call and does not implement the pseudo-element
// argument antd passes. Tests need no cascade: answer with the element's inline style only (fast).
window.getComputedStyle = ((elt: Element) => {
  const style = (elt as HTMLElement).style ?? document.createElement('div').style;
  return style;
}) as typeof window.getComputedStyle;

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
  const ui = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  // No request deduping between tests: each render asks the mock API afresh.
  render(
    // mock="server": antd keeps its generated CSS in memory instead of injecting thousands of rules that
    // jsdom would parse (the tests query by role and text, never by style).
    <StyleProvider mock="server">
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StyleProvider>,
  );
  return { router, ui };
};

/** Waits for the dashboard layout to finish loading the current user. */
export const findNav = () => screen.findByRole('navigation', { name: 'Dashboard' });

/** Sets a text field's value in one change event (typing key by key into antd inputs is slow in jsdom). */
export const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Opens the antd Select labelled `label` and picks the option titled `option`. */
export const choose = async (ui: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await ui.click(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  await ui.click(items[items.length - 1]);
};

export const imageFile = (name = 'photo.png', type = 'image/png', size = 3) => {
  const file = new File(['x'.repeat(size)], name, { type });
  return file;
};
