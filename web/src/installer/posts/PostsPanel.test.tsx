import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fill, renderApp } from '../../test/renderApp';
import { ADMIN } from '../../test/fixtures';
import { db, hits, lastCall, server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
warmImports(
  () => import('./AddPressPage'),
  () => import('../dashboard/DashboardLayout'),
);

const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

describe('press panel', () => {
  it('validates title, description, nav and image on create', async () => {
    const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Nav is required.')).toBeInTheDocument();
    expect(screen.getByText('Image is required.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(201) } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'y'.repeat(1001) } });
    fireEvent.change(screen.getByLabelText('Nav'), { target: { value: 'Z'.repeat(51) } });
    await ui.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at most 1000 characters.')).toBeInTheDocument();
    expect(screen.getByText('Nav must be at most 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG, GIF, WebP, max 5MB')).toBeInTheDocument();
    expect(hits('POST', '/api/v1/press')).toBe(0);
  });

  it('creates a post (trimmed, nav lowercased), shows the banner, reloads the list, and clears the banner after 3 s', async () => {
    const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'All Posts (1)' })).toBeInTheDocument();
    fill(screen.getByLabelText('Title'), '  New story  ');
    fill(screen.getByLabelText('Description'), 'Body');
    fill(screen.getByLabelText('Nav'), 'Press-Release');
    await ui.upload(screen.getByLabelText('Image'), png());
    await ui.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    // It leads on to the press section of the public page, in a new tab.
    const onSite = within(screen.getByRole('navigation', { name: 'Next steps' })).getByRole('link', {
      name: /View on website/,
    });
    expect(onSite).toHaveAttribute('href', '/press-awards-testimonials#press');
    expect(onSite).toHaveAttribute('target', '_blank');
    expect(lastCall('POST', '/api/v1/press')?.body).toMatchObject({
      title: ['New story'],
      desc: ['Body'],
      nav: ['press-release'],
      img: [expect.any(Object)],
    });
    expect(await screen.findByRole('heading', { name: 'All Posts (2)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'New story' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Post created successfully!')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it("shows each post's date, and a new post's date starts at today in the company's time zone", async () => {
    // 19:50 UTC on 4 March is 01:20 on 5 March in India (the Site settings' zone).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T19:50:00.000Z') });
    try {
      const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
      // The card shows the post's own date (not the day it was made, 1 Jan 2025).
      const card = await screen.findByRole('article', { name: 'Big launch' });
      expect(within(card).getByText('5 Nov 2024')).toBeInTheDocument();
      const date = screen.getByLabelText('Date');
      expect(date).toHaveAttribute('type', 'date');
      await waitFor(() => expect(date).toHaveValue('2026-03-05'));
      fill(screen.getByLabelText('Title'), 'Award night');
      fill(screen.getByLabelText('Description'), 'Body');
      fill(screen.getByLabelText('Nav'), 'news');
      fill(date, '2023-11-18');
      await ui.upload(screen.getByLabelText('Image'), png());
      await ui.click(screen.getByRole('button', { name: 'Create Post' }));
      expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
      expect(lastCall('POST', '/api/v1/press')?.body).toMatchObject({ title: ['Award night'], date: ['2023-11-18'] });
      expect(
        within(await screen.findByRole('article', { name: 'Award night' })).getByText('18 Nov 2023'),
      ).toBeInTheDocument();
      // Editing shows the post's date in the picker.
      await ui.click(
        within(screen.getByRole('article', { name: 'Big launch' })).getByRole('button', { name: 'Edit Big launch' }),
      );
      expect(screen.getByLabelText('Date')).toHaveValue('2024-11-05');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Edit fills the form and shows Update Post with an Editing badge; Cancel returns to add mode', async () => {
    const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
    const card = await screen.findByRole('article', { name: 'Big launch' });
    await ui.click(within(card).getByRole('button', { name: 'Edit Big launch' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Big launch');
    expect(screen.getByLabelText('Nav')).toHaveValue('press-release');
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeInTheDocument();
    expect(within(card).getByText('Editing')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(within(card).queryByText('Editing')).not.toBeInTheDocument();
  });

  it('updates without a new image, then returns to add mode and reloads', async () => {
    const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
    const card = await screen.findByRole('article', { name: 'Big launch' });
    await ui.click(within(card).getByRole('button', { name: 'Edit Big launch' }));
    fill(screen.getByLabelText('Title'), 'Bigger launch');
    await ui.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
    expect(lastCall('PUT', '/api/v1/press/p1')?.body).toEqual({
      title: ['Bigger launch'],
      desc: ['We launched.'],
      nav: ['press-release'],
      date: ['2024-11-05'],
    });
    expect(await screen.findByRole('article', { name: 'Bigger launch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    expect(hits('GET', '/api/v1/press')).toBeGreaterThan(1);
  });

  it('asks in a styled dialog naming the post: Cancel keeps it, Delete removes it', async () => {
    const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
    const card = await screen.findByRole('article', { name: 'Big launch' });
    await ui.click(within(card).getByRole('button', { name: 'Delete Big launch' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Big launch')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/press/p1')).toBe(0);
    expect(screen.getByRole('article', { name: 'Big launch' })).toBeInTheDocument();

    await ui.click(within(card).getByRole('button', { name: 'Delete Big launch' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No posts found. Create your first post!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Posts (0)' })).toBeInTheDocument();
    expect(hits('DELETE', '/api/v1/press/p1')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
  });

  it("shows the server's message on a failed save, and 'Failed to delete post' without one", async () => {
    server.use(
      http.put('*/api/v1/press/:id', () => HttpResponse.json({ message: 'Title is too long.' }, { status: 400 })),
      http.delete('*/api/v1/press/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const { ui } = renderApp('/installer/dashboard/add-press', { user: ADMIN });
    const card = await screen.findByRole('article', { name: 'Big launch' });
    await ui.click(within(card).getByRole('button', { name: 'Edit Big launch' }));
    await ui.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Title is too long.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeInTheDocument();
    await ui.click(within(card).getByRole('button', { name: 'Delete Big launch' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
  });

  it("shows 'No Image' for a press post whose image is broken", async () => {
    renderApp('/installer/dashboard/add-press', { user: ADMIN });
    const card = await screen.findByRole('article', { name: 'Big launch' });
    act(() => {
      fireEvent.error(within(card).getByRole('img', { name: 'Big launch' }));
    });
    expect(await within(card).findByText('No Image')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch posts' when the list cannot load", async () => {
    server.use(http.get('*/api/v1/press', () => new HttpResponse(null, { status: 500 })));
    renderApp('/installer/dashboard/add-press', { user: ADMIN });
    expect(await screen.findByText('Failed to fetch posts')).toBeInTheDocument();
  });
});

describe('awards and testimonials panels', () => {
  it('awards has no nav field and creates a post', async () => {
    const { ui } = renderApp('/installer/dashboard/add-awards', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'All Posts (1)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nav')).not.toBeInTheDocument();
    fill(screen.getByLabelText('Title'), 'Gold');
    fill(screen.getByLabelText('Description'), 'Won gold');
    await ui.upload(screen.getByLabelText('Image'), png());
    await ui.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/awards')?.body).not.toHaveProperty('nav');
    expect(await screen.findByRole('heading', { name: 'All Posts (2)' })).toBeInTheDocument();
  });

  it('testimonials call the title "Author", in the label and its messages', async () => {
    const { ui } = renderApp('/installer/dashboard/add-testimonials', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Author is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Author')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('a testimonial names its project from a searchable "Client — Site" list', async () => {
    db.posts.testimonials = [
      {
        _id: 't1',
        title: 'Dr Rao',
        desc: 'Every ward stayed open.',
        img: '/uploads/t1.jpg',
        createdAt: '2025-01-01',
        date: '2025-01-01',
        siteId: 's2',
      },
    ];
    const { ui } = renderApp('/installer/dashboard/add-testimonials', { user: ADMIN });
    fill(await screen.findByLabelText('Author'), 'Asha, Facilities Head');
    fill(screen.getByLabelText('Description'), 'Quiet and on time.');
    await ui.upload(screen.getByLabelText('Image'), png());
    const project = screen.getByLabelText('Project (optional)');
    await ui.click(project);
    await ui.type(project, 'hosp');
    const option = await screen.findByTitle('Acme Corp — City Hospital');
    expect(screen.queryByTitle('Acme Corp — Head Office')).not.toBeInTheDocument();
    fireEvent.click(option);
    await ui.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/testimonials')?.body).toMatchObject({
      title: ['Asha, Facilities Head'],
      siteId: ['s2'],
    });

    // Editing a linked quote shows its project, and keeps it.
    const card = await screen.findByRole('article', { name: 'Dr Rao' });
    await ui.click(within(card).getByRole('button', { name: 'Edit Dr Rao' }));
    expect(await screen.findByTitle('Acme Corp — City Hospital')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
    expect(lastCall('PUT', '/api/v1/testimonials/t1')?.body).toMatchObject({ siteId: ['s2'] });
  }, 30_000);

  it('testimonials shows the empty state', async () => {
    db.posts.testimonials = [];
    renderApp('/installer/dashboard/add-testimonials', { user: ADMIN });
    expect(await screen.findByText('No posts found. Create your first post!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Posts (0)' })).toBeInTheDocument();
  });
});
