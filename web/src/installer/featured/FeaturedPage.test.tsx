import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, FEATURED_MESSAGES, allPowers, type HomePreview, type ProjectSummary } from '@portfolio/contract';
import { ADMIN, site, userWith } from '../../test/fixtures';
import { findNav, renderApp } from '../../test/renderApp';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./FeaturedPage'),
  () => import('../dashboard/DashboardLayout'),
);

const project = (id: string, name: string, client: string): ProjectSummary => ({
  site: {
    ...site(id, name.toLowerCase(), { displayName: name, featured: true }),
    photos: [`/uploads/${id}.jpg`],
  } as ProjectSummary['site'],
  client: {
    _id: `c-${id}`,
    name: client.toLowerCase(),
    displayName: client,
    coverPhoto: null,
    totalSites: 1,
    slug: client.toLowerCase(),
  },
});

let stored: ProjectSummary[];
let sent: unknown[];
let newest: ProjectSummary[];

/** The server's home preview: the featured ones, then the newest filling six cards; the first cover is the hero. */
const homeOf = (): HomePreview => {
  const projects = [...stored, ...newest].slice(0, Math.max(6, stored.length));
  return {
    projects,
    featured: stored.length,
    hero: { source: stored.length ? 'featured' : 'newest', siteId: projects[0]?.site._id ?? null },
  };
};

beforeEach(() => {
  stored = [
    project('s1', 'Alpha Tower', 'Acme'),
    project('s2', 'Beta Block', 'Bolt'),
    project('s3', 'Gamma Hall', 'Civic'),
  ];
  sent = [];
  newest = ['Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta', 'Iota'].map((name, i) => ({
    ...project(`n${i}`, `${name} Works`, 'Nova'),
    site: { ...project(`n${i}`, `${name} Works`, 'Nova').site, featured: false },
  }));
  server.use(
    http.get(`*${API.featured}`, () => HttpResponse.json({ projects: stored, home: homeOf() })),
    http.put(`*${API.featured}`, async ({ request }) => {
      const body = (await request.json()) as { siteIds: string[] };
      sent.push(body);
      stored = body.siteIds.map((id) => stored.find((p) => p.site._id === id)!);
      return HttpResponse.json({ message: FEATURED_MESSAGES.orderSaved, projects: stored, home: homeOf() });
    }),
  );
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Project cards on the home page' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
const rows = () =>
  within(screen.getByRole('list', { name: 'Featured projects in order' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('Featured screen', () => {
  it('is in the sidebar under Portfolio for status users only', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(within(await findNav()).getByRole('link', { name: /Featured/ })).toHaveAttribute(
      'href',
      '/installer/dashboard/featured',
    );
  });

  it('is not offered to a user without the status flag, even with every power', async () => {
    renderApp('/installer/dashboard', { user: userWith({ status: false, powers: allPowers() }) });
    const nav = await findNav();
    expect(within(nav).getByRole('link', { name: /Add Client/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Featured/ })).not.toBeInTheDocument();
  });

  it('reorders with Move up / Move down and Save order sends the new order', async () => {
    const { ui } = renderApp('/installer/dashboard/featured', { user: ADMIN });
    await screen.findByRole('list', { name: 'Featured projects in order' });
    expect(rows()).toEqual(['Alpha Tower', 'Beta Block', 'Gamma Hall']);
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Alpha Tower up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gamma Hall down' })).toBeDisabled();

    await ui.click(screen.getByRole('button', { name: 'Move Gamma Hall up' }));
    expect(rows()).toEqual(['Alpha Tower', 'Gamma Hall', 'Beta Block']);
    await ui.click(screen.getByRole('button', { name: 'Move Alpha Tower down' }));
    expect(rows()).toEqual(['Gamma Hall', 'Alpha Tower', 'Beta Block']);
    // Keyboard: the buttons are ordinary buttons (Enter moves).
    screen.getByRole('button', { name: 'Move Beta Block up' }).focus();
    await ui.keyboard('{Enter}');
    expect(rows()).toEqual(['Gamma Hall', 'Beta Block', 'Alpha Tower']);

    await ui.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText(FEATURED_MESSAGES.orderSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ siteIds: ['s3', 's2', 's1'] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled());
  });

  it("shows the server's message when the order is refused, and keeps the order on screen", async () => {
    server.use(
      http.put(`*${API.featured}`, () =>
        HttpResponse.json({ message: FEATURED_MESSAGES.orderIncomplete(4, 3) }, { status: 400 }),
      ),
    );
    const { ui } = renderApp('/installer/dashboard/featured', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Move Beta Block up' }));
    await ui.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEATURED_MESSAGES.orderIncomplete(4, 3));
    expect(rows()).toEqual(['Beta Block', 'Alpha Tower', 'Gamma Hall']);
  });

  it('says so when nothing is featured, and that the home page shows the six newest', async () => {
    stored = [];
    renderApp('/installer/dashboard/featured', { user: ADMIN });
    expect(await screen.findByText(/No project is featured yet/)).toBeInTheDocument();
    const home = screen.getByRole('region', { name: 'On the home page' });
    expect(home).toHaveTextContent('The home page shows these 6: the 6 newest, as no project is featured.');
    expect(home).toHaveTextContent(
      'Its hero image is the cover photo of \u201cDelta Works\u201d, the newest project with a photo',
    );
    expect(cards()).toEqual([
      'Delta Works Nova Newest Hero image',
      'Epsilon Works Nova Newest',
      'Zeta Works Nova Newest',
      'Eta Works Nova Newest',
      'Theta Works Nova Newest',
      'Iota Works Nova Newest',
    ]);
  });

  it('says what the home page shows: the featured first, then the newest fill its six cards, and which cover is the hero', async () => {
    stored = [project('s1', 'Alpha Tower', 'Acme')];
    renderApp('/installer/dashboard/featured', { user: ADMIN });
    const home = await screen.findByRole('region', { name: 'On the home page' });
    expect(home).toHaveTextContent('The home page shows these 6: 1 featured, then the 5 newest projects.');
    expect(home).toHaveTextContent(
      'Its hero image is the cover photo of \u201cAlpha Tower\u201d, the first featured project with a photo.',
    );
    expect(cards()).toEqual([
      'Alpha Tower Acme Featured Hero image',
      'Delta Works Nova Newest',
      'Epsilon Works Nova Newest',
      'Zeta Works Nova Newest',
      'Eta Works Nova Newest',
      'Theta Works Nova Newest',
    ]);
  });

  it('after Save order the home preview follows the new order; before it, says the preview is the saved order', async () => {
    const { ui } = renderApp('/installer/dashboard/featured', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Move Gamma Hall up' }));
    expect(screen.getByRole('region', { name: 'On the home page' })).toHaveTextContent(
      'This is the saved order: Save order to show the new one on the home page.',
    );
    expect(cards().slice(0, 3)).toEqual([
      'Alpha Tower Acme Featured Hero image',
      'Beta Block Bolt Featured',
      'Gamma Hall Civic Featured',
    ]);
    await ui.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(cards().slice(0, 3)).toEqual([
        'Alpha Tower Acme Featured Hero image',
        'Gamma Hall Civic Featured',
        'Beta Block Bolt Featured',
      ]),
    );
    expect(screen.getByRole('region', { name: 'On the home page' })).toHaveTextContent(
      'The home page shows these 6: 3 featured, then the 3 newest projects.',
    );
    expect(screen.getByRole('region', { name: 'On the home page' })).not.toHaveTextContent('This is the saved order');
  });
});
