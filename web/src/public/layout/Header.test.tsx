import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { renderAt, useMockApi } from '../test/server';
import { Header } from './Header';

useMockApi();

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });
/** A menu group's or the phone menu's button: the <summary> a person clicks, found by its text. */
const disclosure = (scope: HTMLElement, text: string) =>
  within(scope).getByText(text, { selector: 'summary, summary *' }).closest('summary')!;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

describe('the header', () => {
  it('groups the menu into Services and Company and links every public page', async () => {
    renderAt('/test');
    const nav = await mainNav();
    const services = disclosure(nav, 'Services');
    const company = disclosure(nav, 'Company');
    expect(
      within(services.parentElement!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Design & Build', '/designandbuild'],
      ['Manufacturing', '/manufacturing'],
      ['Fire Doors', '/firedoors'],
    ]);
    expect(
      within(company.parentElement!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About', '/about-us'],
      ['Certifications', '/certifications'],
      ['Press & Awards', '/press-awards-testimonials'],
      ['Career', '/career'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/contact?from=%2Ftest');
    expect(within(nav).getByRole('link', { name: 'Call +91 80 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+918012345678',
    );
    // The whole company name is in the header, as one text.
    expect(
      within(screen.getAllByRole('banner')[0]).getByRole('link', { name: 'Test Builders Pvt Ltd – home' }),
    ).toHaveTextContent('Test Builders Pvt Ltd');
  });

  // Enter/Space on a <summary> is the browser's own behaviour (jsdom lacks it): e2e/header.e2e.ts presses them in
  // Chromium.
  it('opens a group, says so with aria-expanded, tabs into it and closes it with Escape back on its button', async () => {
    const { ui } = renderAt('/test');
    const nav = await mainNav();
    const services = disclosure(nav, 'Services');
    await waitFor(() => expect(services).toHaveAttribute('aria-expanded', 'false'));
    await ui.click(services);
    await waitFor(() => expect(services).toHaveAttribute('aria-expanded', 'true'));
    expect(isOpen(services)).toBe(true);
    await ui.tab();
    expect(within(nav).getByRole('link', { name: 'Design & Build' })).toHaveFocus();
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(services).toHaveAttribute('aria-expanded', 'false'));
    expect(isOpen(services)).toBe(false);
    expect(services).toHaveFocus();
  });

  it('keeps one group open at a time, closes it on a click elsewhere and marks the group of the current page', async () => {
    const { ui } = renderAt('/firedoors');
    const nav = await mainNav();
    const services = disclosure(nav, 'Services');
    const company = disclosure(nav, 'Company');
    await waitFor(() => expect(services).toHaveClass('active'));
    expect(company).not.toHaveClass('active');
    await ui.click(services);
    await waitFor(() => expect(services).toHaveAttribute('aria-expanded', 'true'));
    await ui.click(company);
    await waitFor(() => expect(company).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(isOpen(services)).toBe(false));
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await ui.click(screen.getByRole('main'));
    await waitFor(() => expect(company).toHaveAttribute('aria-expanded', 'false'));
    expect(isOpen(company)).toBe(false);
  });

  it('opens the phone menu with its button and closes it when a page is chosen', async () => {
    const { ui } = renderAt('/test');
    const header = (await screen.findAllByRole('banner'))[0];
    const menu = disclosure(header, 'Menu');
    expect(menu).toHaveAttribute('aria-controls', 'pub-nav');
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await ui.click(menu);
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
    expect(header).toHaveClass('is-open');
    const nav = await mainNav();
    await ui.click(disclosure(nav, 'Company'));
    // Opening a group inside the drawer keeps the drawer open.
    await waitFor(() => expect(disclosure(nav, 'Company')).toHaveAttribute('aria-expanded', 'true'));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await ui.click(within(nav).getByRole('link', { name: 'Career' }));
    await screen.findByRole('heading', { level: 1, name: 'Career' }, { timeout: 10_000 });
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    expect(isOpen(menu)).toBe(false);
    expect(header).not.toHaveClass('is-open');
  });

  it('closes the phone menu with Escape', async () => {
    const { ui } = renderAt('/test');
    const header = (await screen.findAllByRole('banner'))[0];
    const menu = disclosure(header, 'Menu');
    await ui.click(menu);
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(within(header).getByRole('link', { name: 'Projects' }), { key: 'Escape' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    expect(menu).toHaveFocus();
  });

  it('works without JavaScript: the server HTML has the menu button and groups as <details>, without a stale aria-expanded', async () => {
    const handler = createStaticHandler([
      { path: '*', element: <Header company="Test Builders Pvt Ltd" phone={null} /> },
    ]);
    const context = await handler.query(new Request('http://localhost/projects'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const summaries = [...doc.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(summaries).toEqual(['Menu', 'Services', 'Company']);
    expect(doc.querySelectorAll('summary[aria-expanded]')).toHaveLength(0);
    // The phone menu button's <details> comes just before the nav it opens (CSS: :has(details[open])).
    expect(doc.querySelector('details.pub-nav-toggle + nav#pub-nav')).not.toBeNull();
    expect(doc.querySelector('nav a[href="/projects"]')?.className).toBe('active');
  });

  it('keeps the phone menu a visitor opened before the page hydrated, and then says it is open', async () => {
    const element = <Header company="Test Builders Pvt Ltd" phone={null} />;
    const handler = createStaticHandler([{ path: '*', element }]);
    const context = await handler.query(new Request('http://localhost/projects'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    document.body.append(page);
    const button = disclosure(page, 'Menu');
    // Opened as plain HTML, before the page's JavaScript arrived.
    (button.parentElement as HTMLDetailsElement).open = true;
    const root = hydrateRoot(
      page,
      <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/projects'] })} />,
    );
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(isOpen(button)).toBe(true);
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(isOpen(button)).toBe(false);
    act(() => root.unmount());
    page.remove();
  });
});
