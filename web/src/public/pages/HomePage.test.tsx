import { screen, waitFor, within } from '@testing-library/react';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

describe('home page', () => {
  it('shows the hero from Strapi, the company figures, services, why-us, featured projects, clients and testimonials', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spaces built right' })).toBeInTheDocument();
    expect(screen.getByText('Home title intro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore our projects' })).toHaveAttribute('href', '/projects');

    const figures = await screen.findByLabelText('Our work in numbers');
    // The company facts, here each computed from the portfolio: completed projects, their states, their area.
    expect(within(figures).getByText('Projects delivered').nextSibling).toHaveTextContent('1');
    expect(within(figures).getByText('States worked in').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Sq ft delivered').nextSibling).toBeInTheDocument();
    expect(within(figures).queryByText('Years in business')).not.toBeInTheDocument();

    const services = await screen.findByRole('region', { name: 'Services' });
    expect(within(services).getByRole('heading', { name: 'Design and Build' })).toBeInTheDocument();
    expect(within(services).getByRole('link', { name: 'More about Fire Doors' })).toHaveAttribute('href', '/firedoors');

    expect(screen.getByRole('heading', { level: 3, name: 'Home title first section' })).toBeInTheDocument();

    const featured = await screen.findByRole('region', { name: 'Featured projects' });
    expect(within(featured).getAllByRole('article')).toHaveLength(3);
    expect(within(featured).getByRole('heading', { name: 'Acme Tower' }).closest('a')).toHaveAttribute(
      'href',
      '/projects/client/acme-corp/acme-tower',
    );

    const clients = screen.getByRole('region', { name: 'Our clients' });
    expect(within(clients).getByRole('link', { name: 'City Hospital' })).toHaveAttribute(
      'href',
      '/projects/client/city-hospital',
    );

    expect(await screen.findByText('They finished before the new term.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Test Builders Pvt Ltd – Home title'));
  });

  it('uses the first project photo as the hero picture, with responsive sizes', async () => {
    renderAt('/');
    await screen.findByLabelText('Our work in numbers');
    const hero = document.querySelector('.pub-hero__bg') as HTMLImageElement;
    expect(hero).toHaveAttribute('src', '/uploads/s3-1.jpg');
    expect(hero.getAttribute('srcset')).toContain('/uploads/large_s3-1.jpg 1000w');
    expect(hero).toHaveAttribute('loading', 'eager');
  });

  it('shows the loading indicator while the data loads', async () => {
    data.slow = true;
    renderAt('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByLabelText('Our work in numbers')).not.toBeInTheDocument();
  });

  it('lays testimonials out for their number: one large quote, a row, a row that scrolls', async () => {
    const quote = (i: number) => ({
      ...data.posts.testimonials[0],
      _id: `q${i}`,
      title: `Client ${i}`,
      desc: `Quote number ${i}.`,
    });
    const section = async () =>
      (await screen.findByRole('heading', { name: 'What our clients say' })).closest('section')!;

    const one = renderAt('/');
    const single = await section();
    expect(within(single).getByText('They finished before the new term.').closest('figure')).toHaveClass(
      'pub-quote--large',
    );
    expect(within(single).queryByRole('list')).not.toBeInTheDocument();
    one.unmount();

    data.posts.testimonials = [1, 2, 3].map(quote);
    const three = renderAt('/');
    expect(within(await section()).getByRole('list')).toHaveClass('pub-quotes--row');
    expect(within(await section()).getAllByRole('listitem')).toHaveLength(3);
    three.unmount();

    data.posts.testimonials = [1, 2, 3, 4, 5, 6, 7].map(quote);
    renderAt('/');
    const row = within(await section()).getByRole('list', { name: '6 testimonials, scroll for more' });
    expect(row).toHaveClass('pub-quotes--scroll');
    expect(row).toHaveAttribute('tabindex', '0');
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    expect(within(await section()).getByRole('link', { name: 'All testimonials' })).toHaveAttribute(
      'href',
      '/press-awards-testimonials#testimonials',
    );
  }, 30_000);

  it('shows the client logos as a wall of links named by the client', async () => {
    renderAt('/');
    const clients = await screen.findByRole('region', { name: 'Our clients' });
    const acme = within(clients).getByRole('link', { name: 'Acme Corp' });
    expect(acme).toHaveAttribute('href', '/projects/client/acme-corp');
    expect(within(acme).getByRole('img', { name: 'Acme Corp' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(acme).toHaveTextContent('Acme Corp');
  });

  it('shows the logo library on the wall in the order staff set, a logo of a client linked to it', async () => {
    const acme = data.clients.find((c) => c.name === 'acme corp')!;
    const { sites, ...acmeSummary } = acme;
    data.logoWall = [
      { name: 'Zeta Works', path: '/uploads/zeta.png', image: null, client: null },
      {
        name: 'Acme Corp',
        path: '/uploads/acme-library.png',
        image: null,
        client: { ...acmeSummary, totalSites: sites.length },
      },
    ];
    renderAt('/');
    const wall = await screen.findByRole('region', { name: 'Our clients' });
    // In staff's order, not by name; the client's own logo (the coverPhoto) gives way to the library's.
    expect(
      within(wall)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['Zeta Works', '/uploads/zeta.png'],
      ['Acme Corp', '/uploads/acme-library.png'],
    ]);
    expect(within(wall).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute('href', '/projects/client/acme-corp');
    expect(within(wall).queryByRole('link', { name: 'Zeta Works' })).not.toBeInTheDocument();
    expect(within(wall).queryByRole('link', { name: 'City Hospital' })).not.toBeInTheDocument();
  });

  it('copes with an empty portfolio', async () => {
    data.clients = [];
    data.posts.testimonials = [];
    renderAt('/');
    expect(
      await screen.findByText('Our project portfolio is being updated. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our clients' })).not.toBeInTheDocument();
    expect(screen.queryByText('What our clients say')).not.toBeInTheDocument();
  });

  it('offers a retry when the projects cannot be loaded', async () => {
    data.fail = true;
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});
