import { screen, within } from '@testing-library/react';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

describe('/press-awards-testimonials', () => {
  it('lists press, awards and testimonials from the API', async () => {
    renderAt('/press-awards-testimonials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Press, Awards & Testimonials' })).toBeInTheDocument();
    const press = screen.getByRole('region', { name: 'Press' });
    expect(await within(press).findByRole('heading', { name: 'New factory opens' })).toBeInTheDocument();
    expect(within(press).getByText('Press release')).toBeInTheDocument();
    expect(within(press).getByText('1 May 2025')).toBeInTheDocument();
    expect(within(press).getByRole('img', { name: 'New factory opens' })).toHaveAttribute('loading', 'lazy');

    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(await within(awards).findAllByRole('article')).toHaveLength(2);

    const testimonials = screen.getByRole('region', { name: 'Testimonials' });
    expect(await within(testimonials).findByText('They finished before the new term.')).toBeInTheDocument();
    expect(within(testimonials).getByText('Principal, Sunrise School')).toBeInTheDocument();
  });

  it('shows loading states while the posts load', async () => {
    data.slow = true;
    renderAt('/press-awards-testimonials');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('says so when a list is empty', async () => {
    data.posts = { press: [], awards: [], testimonials: [] };
    renderAt('/press-awards-testimonials');
    expect(await screen.findByText('No press coverage has been published yet.')).toBeInTheDocument();
    expect(await screen.findByText('No awards have been published yet.')).toBeInTheDocument();
    expect(await screen.findByText('No testimonials have been published yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the posts cannot be loaded', async () => {
    data.fail = true;
    renderAt('/press-awards-testimonials');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });
});
