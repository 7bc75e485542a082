import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from './routes';
import { PLACEHOLDER_IMAGE } from '../shared/placeholder';
import { useMockApi } from '../public/test/server';

useMockApi();

const renderAt = (path: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

describe('the app shell', () => {
  it('blocks the context menu', async () => {
    renderAt('/test');
    await screen.findByRole('heading', { level: 1, name: 'Test' });
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('replaces a broken image by the placeholder', async () => {
    renderAt('/test');
    await screen.findByRole('heading', { level: 1, name: 'Test' });
    const img = document.createElement('img');
    img.alt = 'broken';
    img.src = '/uploads/missing.png';
    document.body.appendChild(img);
    fireEvent.error(img);
    expect(screen.getByAltText('broken')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    img.remove();
  });

  it('scrolls to the top on every page change, but not when the first page renders (a visitor may have scrolled before it hydrated)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    scrollTo.mockClear();
    const router = createMemoryRouter(routes, { initialEntries: ['/test'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Test' });
    expect(scrollTo).not.toHaveBeenCalled();
    await router.navigate('/career');
    await screen.findByRole('heading', { name: 'Career' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
