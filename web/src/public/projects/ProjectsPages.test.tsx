import { screen, waitFor, within } from '@testing-library/react';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

describe('/projects (overview)', () => {
  it('shows the figures, every category with its count, the states and the ongoing projects', async () => {
    renderAt('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('Portfolio in numbers');
    expect(within(figures).getByText('Projects').nextSibling).toHaveTextContent('3');
    expect(within(figures).getByText('Ongoing').nextSibling).toHaveTextContent('2');

    const sectors = screen.getByRole('region', { name: 'Projects by category' });
    expect(within(sectors).getByRole('link', { name: /Healthcare.*1 project$/ })).toHaveAttribute(
      'href',
      '/projects/healthcare',
    );
    expect(within(sectors).getByRole('link', { name: /Banking.*0 projects/ })).toHaveAttribute(
      'href',
      '/projects/bank',
    );

    const states = screen.getByRole('region', { name: 'Projects by state' });
    expect(within(states).getAllByRole('link', { name: 'Tamil Nadu' })[0]).toHaveAttribute(
      'href',
      '/projects/state/tamil-nadu',
    );
    // the tile map of India loads lazily
    const map = await within(states).findByRole('list', { name: 'Projects by state on a map of India' });
    expect(within(map).getByRole('link', { name: 'Tamil Nadu: 2 projects' })).toHaveAttribute(
      'href',
      '/projects/state/tamil-nadu',
    );
    expect(within(map).getByText('Kerala: 0 projects')).toBeInTheDocument();

    const ongoing = screen.getByRole('region', { name: 'Ongoing projects' });
    expect(within(ongoing).getAllByRole('article')).toHaveLength(2);
  });

  it('shows a loading state, then an empty state without projects', async () => {
    data.slow = true;
    const first = renderAt('/projects');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Projects' })).not.toBeInTheDocument();
    first.unmount();
    data.slow = false;
    data.clients = [];
    renderAt('/projects');
    expect(await screen.findByText('No projects have been published yet.')).toBeInTheDocument();
  });
});

describe('/projects/clients', () => {
  it('shows every client with its logo and number of projects, and filters by name', async () => {
    const { ui } = renderAt('/projects/clients');
    expect(await screen.findByRole('heading', { level: 3, name: 'Acme Corp' })).toBeInTheDocument();
    const acme = screen.getByRole('link', { name: /Acme Corp/ });
    expect(acme).toHaveAttribute('href', '/projects/client/acme-corp');
    expect(within(acme).getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(within(acme).getByText('2 projects')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 clients')).toBeInTheDocument();

    // Each keystroke asks the server (GET ?q=); without JavaScript the form submits the same query.
    await ui.type(screen.getByPlaceholderText('Search clients...'), 'HOSP');
    expect(await screen.findByText('1 of 3 clients')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acme Corp' })).not.toBeInTheDocument();
    await ui.type(screen.getByPlaceholderText('Search clients...'), 'zzz');
    expect(await screen.findByText('No clients match “hospzzz”.')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    data.slow = true;
    const a = renderAt('/projects/clients');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Our Clients' })).not.toBeInTheDocument();
    a.unmount();
    data.slow = false;
    data.clients = [];
    const b = renderAt('/projects/clients');
    expect(await screen.findByText('No clients have been published yet.')).toBeInTheDocument();
    b.unmount();
    data.fail = true;
    renderAt('/projects/clients');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});

describe('/projects/client/{name}', () => {
  it("shows the client's projects with cover photos (srcset, sizes, width/height)", async () => {
    renderAt('/projects/client/acme-corp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    // ongoing first
    expect(within(cards[0]).getByRole('heading', { name: 'Acme Plant' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Ongoing')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Completed 2021')).toBeInTheDocument();
    expect(within(cards[1]).getByText('12,34,567 sq ft')).toBeInTheDocument();
    const img = within(cards[1]).getByRole('img');
    expect(img).toHaveAttribute('src', '/uploads/s1-1.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/small_s1-1.jpg 500w, /uploads/medium_s1-1.jpg 750w, /uploads/large_s1-1.jpg 1000w, /uploads/s1-1.jpg 1600w',
    );
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(screen.getByRole('link', { name: /Project details & gallery/ })).toHaveAttribute(
      'href',
      '/projects/client/details/acme-corp',
    );
    await waitFor(() => expect(document.title).toMatch(/^Acme Corp – Projects/));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /2 projects for Acme Corp in Karnataka, Tamil Nadu/,
    );
  });

  it('finds the client whatever the case of the URL', async () => {
    renderAt('/projects/client/ACME%20Corp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('shows a clear not-found page for an unknown client', async () => {
    renderAt('/projects/client/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByText(/We have no client named “nobody”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all clients' })).toHaveAttribute('href', '/projects/clients');
  });

  it('shows loading and empty states', async () => {
    data.slow = true;
    const a = renderAt('/projects/client/acme-corp');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Acme Corp' })).not.toBeInTheDocument();
    a.unmount();
    data.slow = false;
    renderAt('/projects/client/new-bank');
    expect(await screen.findByText('No projects have been published for this client yet.')).toBeInTheDocument();
  });
});

describe('/projects/client/details/{name}', () => {
  it('shows every site with its details, photo gallery and video', async () => {
    renderAt('/projects/client/details/acme-corp');
    const tower = await screen.findByRole('article', { name: 'Acme Tower' });
    expect(within(tower).getByText('Bengaluru')).toBeInTheDocument();
    expect(within(tower).getByRole('link', { name: 'Karnataka' })).toHaveAttribute('href', '/projects/state/karnataka');
    expect(within(tower).getByRole('link', { name: 'Corporate' })).toHaveAttribute('href', '/projects/corporate');
    expect(within(tower).getByText('2019 – 2021')).toBeInTheDocument();
    expect(within(tower).getAllByRole('link', { name: /Open photo/ })).toHaveLength(3);
    expect(within(tower).getByLabelText('Acme Tower video')).toHaveAttribute('src', '/uploads/acme-tower.mp4');
    const plant = screen.getByRole('article', { name: 'Acme Plant' });
    expect(within(plant).getByText('2024 – ongoing')).toBeInTheDocument();
    expect(within(plant).queryByLabelText('Acme Plant video')).not.toBeInTheDocument();
  });

  it('opens the lightbox on a photo, moves with the arrows and closes with Escape', async () => {
    const { ui } = renderAt('/projects/client/details/acme-corp');
    const tower = await screen.findByRole('article', { name: 'Acme Tower' });
    await ui.click(within(tower).getByRole('link', { name: 'Open photo 2 of 3: Acme Tower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acme Tower: photo 2 of 3' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/s1-2.jpg');
    await ui.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Acme Tower: photo 3 of 3' })).toBeInTheDocument();
    await ui.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Acme Tower: photo 1 of 3' })).toBeInTheDocument();
    await ui.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Acme Tower: photo 3 of 3' })).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a not-found page for an unknown client and an empty state for a client without sites', async () => {
    const a = renderAt('/projects/client/details/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
    a.unmount();
    renderAt('/projects/client/details/new-bank');
    expect(await screen.findByText('No projects have been published for this client yet.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    data.slow = true;
    renderAt('/projects/client/details/acme-corp');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Acme Corp' })).not.toBeInTheDocument();
  });
});

describe('/projects/state/{slug}', () => {
  it("lists the state's projects, whatever the stored casing of the state", async () => {
    renderAt('/projects/state/tamil-nadu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects in Tamil Nadu' })).toBeInTheDocument();
    expect(await screen.findByText('2 projects')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acme Plant' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'City Wing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tamil Nadu at a glance' })).toHaveAttribute(
      'href',
      '/projects/state/details/tamil-nadu',
    );
    expect(screen.getByRole('link', { name: 'Ongoing in Tamil Nadu' })).toHaveAttribute(
      'href',
      '/projects/ongoing/tamil-nadu',
    );
  });

  it('shows an empty state for a state without projects and not-found for an unknown one', async () => {
    const a = renderAt('/projects/state/goa');
    expect(await screen.findByText('We have no published projects in Goa yet.')).toBeInTheDocument();
    a.unmount();
    renderAt('/projects/state/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'State not found' })).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    data.slow = true;
    renderAt('/projects/state/tamil-nadu');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Projects in Tamil Nadu' })).not.toBeInTheDocument();
  });
});

describe('/projects/state/details/{slug}', () => {
  it('summarises the state: figures, projects by sector, cities and clients', async () => {
    // Two projects in Tamil Nadu, one of them completed: only a completed one's area is delivered.
    const [plant] = data.clients[0].sites.filter((s) => s.siteName === 'acme plant');
    Object.assign(plant, { site_ongoing: false, site_end: '2025-03-31', area: 40000 });
    renderAt('/projects/state/details/tamil-nadu');
    const figures = await screen.findByLabelText('Tamil Nadu in numbers');
    expect(within(figures).getByText('Projects').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Clients').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Sq ft delivered').nextSibling).toHaveTextContent('40,000');
    const sectors = screen.getByRole('heading', { name: 'Projects by sector' }).parentElement!;
    expect(within(sectors).getByText('Healthcare').parentElement).toHaveTextContent('1');
    expect(screen.getByText('Chennai')).toBeInTheDocument();
    expect(screen.getByText('Madurai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /City Hospital.*1 project in Tamil Nadu/ })).toHaveAttribute(
      'href',
      '/projects/client/city-hospital',
    );
  });

  it('shows empty, not-found and loading states', async () => {
    const a = renderAt('/projects/state/details/goa');
    expect(await screen.findByText('We have no published projects in Goa yet.')).toBeInTheDocument();
    a.unmount();
    const b = renderAt('/projects/state/details/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'State not found' })).toBeInTheDocument();
    b.unmount();
    data.slow = true;
    renderAt('/projects/state/details/goa');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Goa at a glance' })).not.toBeInTheDocument();
  });
});

describe('/projects/{industry}', () => {
  it('lists the projects of the category with the states they are in', async () => {
    renderAt('/projects/government');
    expect(await screen.findByRole('heading', { level: 1, name: 'Government projects' })).toBeInTheDocument();
    expect(await screen.findByText('1 project in 1 state')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Acme Plant' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'States' })).getByRole('link', { name: /Tamil Nadu/ }),
    ).toHaveAttribute('href', '/projects/state/tamil-nadu');
  });

  it('shows empty, not-found and loading states', async () => {
    const a = renderAt('/projects/bank');
    expect(await screen.findByText('No banking projects have been published yet.')).toBeInTheDocument();
    a.unmount();
    const b = renderAt('/projects/shipyards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    b.unmount();
    data.slow = true;
    renderAt('/projects/healthcare');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Healthcare projects' })).not.toBeInTheDocument();
  });
});

describe('/projects/ongoing/{id}', () => {
  it("'all' lists every ongoing project", async () => {
    renderAt('/projects/ongoing/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing projects' })).toBeInTheDocument();
    expect(await screen.findByText('2 projects underway')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acme Tower' })).not.toBeInTheDocument();
  });

  it('an industry or a state slug narrows the list', async () => {
    const a = renderAt('/projects/ongoing/healthcare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing projects – Healthcare' })).toBeInTheDocument();
    expect(await screen.findByText('1 project underway')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'City Wing' })).toBeInTheDocument();
    a.unmount();
    renderAt('/projects/ongoing/tamil-nadu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ongoing projects in Tamil Nadu' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 projects underway')).toBeInTheDocument();
  });

  it('shows empty, not-found and loading states', async () => {
    const a = renderAt('/projects/ongoing/bank');
    expect(await screen.findByText('No ongoing projects – Banking right now.')).toBeInTheDocument();
    a.unmount();
    const b = renderAt('/projects/ongoing/whatever');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all ongoing projects' })).toHaveAttribute(
      'href',
      '/projects/ongoing/all',
    );
    b.unmount();
    data.slow = true;
    renderAt('/projects/ongoing/all');
    // The data loads before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'Ongoing projects' })).not.toBeInTheDocument();
  });
});
