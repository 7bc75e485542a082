import { screen, waitFor, within } from '@testing-library/react';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

describe('/projects/client/{client}/{site} (project page)', () => {
  it('shows the project: title, key facts, case study, the linked quote and related projects', async () => {
    data.clients[0].displayName = 'ACME Corp';
    data.clients[0].sites[0] = {
      ...data.clients[0].sites[0],
      displayName: 'ACME Tower',
      challenge: 'A tower on a tight plot.',
      result: 'Handed over in 14 months.',
    };
    data.posts.testimonials[0].siteId = 's1';
    renderAt('/projects/client/acme-corp/acme-tower');
    expect(await screen.findByRole('heading', { level: 1, name: 'ACME Tower' })).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Project details' });
    expect(within(details).getByRole('link', { name: 'ACME Corp' })).toHaveAttribute(
      'href',
      '/projects/client/acme-corp',
    );
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('Design and build, Interiors')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Corporate' })).toHaveAttribute('href', '/projects/corporate');
    expect(screen.getByRole('heading', { level: 2, name: 'The challenge' })).toBeInTheDocument();
    expect(screen.getByText('Handed over in 14 months.')).toBeInTheDocument();
    // No "What we did" section when it is empty.
    expect(screen.queryByRole('heading', { name: 'What we did' })).not.toBeInTheDocument();
    expect(screen.getByText('They finished before the new term.')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related projects' });
    expect(within(related).getByRole('heading', { name: 'Acme Plant' }).closest('a')).toHaveAttribute(
      'href',
      '/projects/client/acme-corp/acme-plant',
    );
    expect(screen.getByRole('link', { name: 'Discuss a similar project' }).getAttribute('href')).toMatch(
      /^\/contact\?about=A\+project\+like\+ACME\+Tower/,
    );
  });

  it('opens with the key-facts bar: the value as a band, never the figure, area in Indian grouping, the facts staff gave', async () => {
    data.clients[0].sites[0] = {
      ...data.clients[0].sites[0],
      area: 125000,
      valueBand: '₹10–25 crore',
      deliveryModel: 'epc',
      greenRating: 'IGBC Gold',
      safeManHours: 1250000,
      referenceAllowed: true,
    };
    renderAt('/projects/client/acme-corp/acme-tower');
    const facts = await screen.findByRole('region', { name: 'Key facts' });
    const pairs = within(facts)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs.map(([label]) => label)).toEqual([
      'Contract value',
      'Area',
      'Duration',
      'Delivery model',
      'Sector',
      'Services',
      'Location',
      'Green rating',
      'Safe man-hours',
    ]);
    expect(Object.fromEntries(pairs)).toMatchObject({
      'Contract value': '₹10–25 crore',
      Area: '1,25,000 sq ft',
      'Delivery model': 'EPC',
      'Green rating': 'IGBC Gold',
      'Safe man-hours': '12,50,000',
    });
    expect(
      within(screen.getByRole('complementary', { name: 'Project details' })).getByText('Available on request'),
    ).toBeInTheDocument();
  });

  it('leaves out the facts nobody gave', async () => {
    renderAt('/projects/client/acme-corp/acme-plant');
    const facts = await screen.findByRole('region', { name: 'Key facts' });
    const labels = within(facts)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).not.toContain('Contract value');
    expect(labels).not.toContain('Green rating');
    expect(labels).not.toContain('Safe man-hours');
    expect(labels).toContain('Sector');
  });

  it('follows an old URL (the names) to the project', async () => {
    const { router } = renderAt('/projects/client/acme%20corp/acme%20tower');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tower' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/client/acme-corp/acme-tower');
  });

  it('says so for an unknown project', async () => {
    renderAt('/projects/client/acme-corp/nowhere');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });
});

describe('gallery and lightbox', () => {
  it('links every photo to its full-size image and opens the lightbox with the keyboard; Escape returns focus to the photo', async () => {
    const { ui } = renderAt('/projects/client/acme-corp/acme-tower');
    const gallery = await screen.findByRole('list', { name: 'Photos of Acme Tower' });
    const links = within(gallery).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/uploads\//);

    links[1].focus();
    await ui.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Acme Tower: photo 2 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close photos' })).toHaveFocus();
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Acme Tower, photo 2 of 3')).toBeInTheDocument();

    await ui.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    // No alt text or caption: the project's name is the text alternative.
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Acme Tower');

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await ui.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(links[1]).toHaveFocus();
  });

  it('shows the captions staff wrote under the tiles and in the lightbox; alt is the alt text, else the caption, else the name', async () => {
    data.clients[0].sites[0] = {
      ...data.clients[0].sites[0],
      photoCaptions: ['Lobby at dusk', '', 'Reception desk'],
      photoAlts: ['Double-height lobby with a timber screen', '', ''],
    };
    const { ui } = renderAt('/projects/client/acme-corp/acme-tower');
    const gallery = await screen.findByRole('list', { name: 'Photos of Acme Tower' });
    const tiles = within(gallery).getAllByRole('listitem');
    expect(tiles.map((t) => t.querySelector('figcaption')?.textContent ?? null)).toEqual([
      'Lobby at dusk',
      null,
      'Reception desk',
    ]);
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Double-height lobby with a timber screen', 'Acme Tower', 'Reception desk']);

    await ui.click(within(tiles[2]).getByRole('link'));
    const dialog = await screen.findByRole('dialog', { name: 'Acme Tower: photo 3 of 3' });
    expect(within(dialog).getByText('Reception desk')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Reception desk');
    await ui.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Lobby at dusk')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Double-height lobby with a timber screen');
    // Without a caption the lightbox names the photo.
    await ui.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Acme Tower, photo 2 of 3')).toBeInTheDocument();
  });
});
