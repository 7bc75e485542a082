import { render, screen } from '@testing-library/react';
import { ResponsiveImage, pickVariant, srcSetOf } from './ResponsiveImage';
import { Markdown } from './Markdown';
import { PLACEHOLDER_IMAGE } from '../../shared/placeholder';

const image = {
  url: '/uploads/a.jpg',
  width: 1600,
  height: 1000,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_a.jpg', width: 245, height: 153 },
    xsmall: { url: '/uploads/xsmall_a.jpg', width: 64, height: 40 },
    large: { url: '/uploads/large_a.jpg', width: 1000, height: 625 },
    small: { url: '/uploads/small_a.jpg', width: 500, height: 313 },
  },
};

describe('ResponsiveImage', () => {
  it('builds srcset from the generated formats, narrowest first, without thumbnails', () => {
    expect(srcSetOf(image)).toBe('/uploads/small_a.jpg 500w, /uploads/large_a.jpg 1000w, /uploads/a.jpg 1600w');
    expect(pickVariant(image, 600)?.url).toBe('/uploads/large_a.jpg');
  });

  it('sets width/height, sizes and lazy loading below the fold', () => {
    render(<ResponsiveImage image={image} alt="A site" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A site' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly above the fold and falls back to the plain path without formats', () => {
    render(<ResponsiveImage src="/uploads/logo.svg" alt="Logo" priority fallbackWidth={200} fallbackHeight={100} />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', '/uploads/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '100');
  });

  it('uses the sizes of SVGs without dimensions from the fallback', () => {
    render(
      <ResponsiveImage
        image={{ url: '/uploads/x.svg', width: null, height: null, formats: {} }}
        alt="X"
        fallbackWidth={120}
        fallbackHeight={60}
      />,
    );
    expect(screen.getByRole('img', { name: 'X' })).toHaveAttribute('width', '120');
  });

  it("shows the placeholder, not the multi-MB original, while a photo's formats are being made; the photo once they exist", () => {
    const photo = { url: '/uploads/phone_ab12cd34ef.jpg', width: 4000, height: 3000, mime: 'image/jpeg' };
    const { rerender } = render(<ResponsiveImage image={{ ...photo, formats: {} }} alt="Lobby" sizes="50vw" />);
    const pending = screen.getByRole('img', { name: 'Lobby' });
    expect(pending).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(pending).not.toHaveAttribute('srcset');
    expect(pending).toHaveAttribute('width', '4000');
    expect(pending).toHaveAttribute('height', '3000');
    const formats = {
      thumbnail: { url: '/uploads/thumbnail_phone.webp', width: 208, height: 156 },
      small: { url: '/uploads/small_phone.webp', width: 500, height: 375 },
    };
    rerender(<ResponsiveImage image={{ ...photo, formats }} alt="Lobby" sizes="50vw" />);
    const ready = screen.getByRole('img', { name: 'Lobby' });
    expect(ready).toHaveAttribute('src', photo.url);
    expect(ready).toHaveAttribute('srcset', '/uploads/small_phone.webp 500w, /uploads/phone_ab12cd34ef.jpg 4000w');
    // A small picture (no formats needed) and an SVG show as they are.
    rerender(
      <ResponsiveImage
        image={{ url: '/uploads/tiny.png', width: 200, height: 100, mime: 'image/png', formats: {} }}
        alt="Lobby"
      />,
    );
    expect(screen.getByRole('img', { name: 'Lobby' })).toHaveAttribute('src', '/uploads/tiny.png');
  });
});

describe('Markdown', () => {
  it('renders paragraphs, lists, bold and safe links, never raw HTML', () => {
    const { container } = render(
      <Markdown
        text={'Hello **world** <script>x</script>\n\n- one\n- [two](https://example.com)\n\n[bad](javascript:alert(1))'}
      />,
    );
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'two' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('link', { name: 'bad' })).toHaveAttribute('href', '#');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('Static', () => {
  it('renders its children, on the server and in a page the browser draws, inside a box-less wrapper', async () => {
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter, Link } = await import('react-router');
    const { Static } = await import('./Static');
    const part = (
      <MemoryRouter>
        <Static>
          <h2>Featured projects</h2>
          <Link to="/projects">All projects</Link>
        </Static>
      </MemoryRouter>
    );
    // The server's HTML: the children in a data-static div (kept as is when the page hydrates).
    expect(renderToString(part)).toMatch(/^<div data-static="">.*Featured projects.*href="\/projects".*<\/div>$/);
    render(part);
    expect(screen.getByRole('heading', { name: 'Featured projects' }).parentElement).toHaveAttribute('data-static');
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
  });
});
