import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PageBlock, ProjectSummary } from '@portfolio/contract';
import { makeDocuments } from '../test/fixtures';
import { Blocks } from './Blocks';
import { faqJsonLd } from './FaqBlock';

/** Each block rendered from its own data, as the public read answers it (contract PageBlock). */
const photo = (alt: string | null = 'The press line') => ({
  url: '/uploads/press.jpg',
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  alt,
  formats: {
    small: { url: '/uploads/small_press.jpg', width: 500, height: 313 },
    large: { url: '/uploads/large_press.jpg', width: 1000, height: 625 },
  },
});

const show = (...blocks: PageBlock[]) =>
  render(
    <MemoryRouter>
      <h1>Page</h1>
      <Blocks blocks={blocks} />
    </MemoryRouter>,
  );

const project: ProjectSummary = {
  site: {
    _id: 's1',
    siteName: 'east wing',
    displayName: 'East Wing',
    slug: 'east-wing',
    area: 42000,
    industry: 'healthcare',
    project_scope: 'Fire doors',
    state: 'Kerala',
    locations: 'kochi',
    site_start: 2022,
    site_end: '2023',
    site_ongoing: false,
    photos: ['/uploads/e.jpg'],
    photoFormats: [photo('East Wing')],
  },
  client: {
    _id: 'c1',
    name: 'harbour view hospital',
    displayName: 'Harbour View Hospital',
    slug: 'harbour-view-hospital',
    coverPhoto: null,
    totalSites: 1,
  },
};

describe('page blocks', () => {
  it('numbers consecutive rich-text blocks as sections with h2 titles and markdown', () => {
    show(
      { id: 1, __component: 'blocks.rich-text', title: 'Who we are', body: 'We build **schools**.\n\n- one\n- two' },
      { id: 2, __component: 'blocks.rich-text', title: 'How we work', body: 'Plainly.' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('schools').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(screen.getByText('02')).toBeInTheDocument();
  });

  it('shows an image with its caption, alt text and size', () => {
    show({ id: 1, __component: 'blocks.image', image: photo(), caption: 'Our press line at Peenya' });
    const img = screen.getByRole('img', { name: 'The press line' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img.getAttribute('srcset')).toContain('/uploads/small_press.jpg 500w');
    expect(screen.getByText('Our press line at Peenya').tagName).toBe('FIGCAPTION');
  });

  it('puts an image beside a titled text', () => {
    show({
      id: 1,
      __component: 'blocks.image-text',
      title: 'The factory',
      body: 'Forty thousand square metres.',
      image: photo('The factory floor'),
      imageSide: 'right',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'The factory' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The factory floor' })).toHaveAttribute('height', '1000');
    expect(screen.getByText('Forty thousand square metres.')).toBeInTheDocument();
  });

  it('shows a gallery whose photos open the lightbox', async () => {
    show({ id: 1, __component: 'blocks.gallery', title: 'The factory', images: [photo(), photo()] });
    const list = screen.getByRole('list', { name: 'Photos of The factory' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    fireEvent.click(links[1]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows figures as a description list', () => {
    show({
      id: 1,
      __component: 'blocks.figures',
      title: 'The factory in figures',
      items: [
        { value: '1998', label: 'Founded' },
        { value: '24,000', label: 'Doors a year' },
      ],
    });
    const section = screen.getByRole('region', { name: 'The factory in figures' });
    expect(within(section).getByText('24,000').tagName).toBe('DD');
    expect(within(section).getByText('Doors a year').tagName).toBe('DT');
  });

  it('shows a spec table with column and row headers', () => {
    show({
      id: 1,
      __component: 'blocks.spec-table',
      title: 'Fire ratings',
      caption: 'Tested to IS 3614',
      columns: ['Door', 'Rating', 'Leaf size'],
      rows: [
        ['Timber', '60 min', '1200 x 2400'],
        ['Steel', '120 min'],
      ],
    });
    const table = screen.getByRole('table', { name: 'Tested to IS 3614' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Door', 'Rating', 'Leaf size']);
    expect(within(table).getByRole('rowheader', { name: 'Steel' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // One landmark, named by the block's h2; the scroller (it takes focus) is a group named by the caption.
    expect(screen.getAllByRole('region')).toEqual([screen.getByRole('region', { name: 'Fire ratings' })]);
    expect(screen.getByRole('group', { name: 'Tested to IS 3614' })).toHaveAttribute('tabindex', '0');
  });

  it('shows steps as an ordered list with h3 titles', () => {
    show({
      id: 1,
      __component: 'blocks.steps',
      title: 'From test to certificate',
      intro: null,
      items: [
        { title: 'Prototype', text: 'Built in the factory.' },
        { title: 'Furnace test', text: null },
      ],
    });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Prototype', 'Furnace test']);
  });

  it('shows cards with picture, title, text and link', () => {
    show({
      id: 1,
      __component: 'blocks.cards',
      title: 'The door range',
      intro: 'Four families.',
      items: [
        {
          title: 'Timber 60',
          text: 'Hardwood lipped.',
          image: photo('A timber fire door'),
          linkUrl: '/contact',
          linkLabel: 'Ask for a quote',
        },
        { title: 'Steel 120', text: null, image: null, linkUrl: null, linkLabel: null },
      ],
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Timber 60' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A timber fire door' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a quote: Timber 60' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows an FAQ as disclosures and publishes it as FAQPage JSON-LD', () => {
    const faq: PageBlock = {
      id: 1,
      __component: 'blocks.faq',
      title: 'Questions',
      items: [{ question: 'Are the doors certified?', answer: 'Yes, **CBRI** tested.' }],
    };
    const { container } = show(faq);
    const question = screen.getByRole('heading', { level: 3, name: 'Are the doors certified?' });
    expect(question.closest('details')).not.toHaveAttribute('open');
    expect(container.querySelector('details')!.textContent).toContain('CBRI');
    expect(faqJsonLd([faq])).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Are the doors certified?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes, **CBRI** tested.' },
          },
        ],
      },
    ]);
    expect(faqJsonLd([])).toEqual([]);
  });

  it('lists downloads with their size and type', () => {
    const report = makeDocuments().find((d) => d._id === 'doc-2')!;
    show({ id: 1, __component: 'blocks.downloads', title: 'Test reports', documents: [report] });
    expect(
      screen.getByRole('link', { name: /Download IS 3614 fire test report, 120 minutes \(PDF, 2\.3 MB\)/ }),
    ).toHaveAttribute('href', report.href);
    expect(screen.getByRole('link', { name: 'All certificates and downloads' })).toHaveAttribute(
      'href',
      '/certifications',
    );
  });

  it('shows project cards', () => {
    show({
      id: 1,
      __component: 'blocks.projects',
      title: 'Fire-door projects',
      source: 'service',
      service: 'fire-doors',
      sector: null,
      projects: [project],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Fire-door projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /East Wing/ })).toHaveAttribute(
      'href',
      '/projects/client/harbour-view-hospital/east-wing',
    );
  });

  it("links a service's projects to that service's filtered list, a sector's to its page", () => {
    const block = { __component: 'blocks.projects' as const, service: null, sector: null, projects: [project] };
    show(
      { ...block, id: 1, title: 'Fire-door projects', source: 'service', service: 'fire-doors' },
      { ...block, id: 2, title: 'Hospitals', source: 'sector', sector: 'healthcare' },
      { ...block, id: 3, title: 'Chosen', source: 'chosen' },
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('All fire doors projects')).toBe('/projects?service=fire-doors');
    expect(href('All healthcare projects')).toBe('/projects/healthcare');
    expect(href('All projects')).toBe('/projects');
  });

  it('never renders a protocol-relative or backslash path as a link of this site', () => {
    const cta = { __component: 'blocks.cta' as const, text: null };
    const card = { title: 'A card', text: null, image: null, linkUrl: '/\\evil.example', linkLabel: 'Card link' };
    show(
      { ...cta, id: 1, title: 'Away', label: 'Protocol-relative', url: '//evil.example/x' },
      { ...cta, id: 2, title: 'Away too', label: 'Backslash', url: '/\\evil.example/x' },
      { id: 3, __component: 'blocks.cards', title: 'Cards', intro: null, items: [card] },
      { id: 4, __component: 'blocks.rich-text', title: 'T', body: '[ours](/contact), [them](//a.b), [too](/\\b.c)' },
    );
    for (const name of ['Protocol-relative', 'Backslash']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /Card link/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'ours' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'them' })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: 'too' })).toHaveAttribute('href', '#');
  });

  it('shows a testimonial as a quotation with who said it', () => {
    show({
      id: 1,
      __component: 'blocks.testimonial',
      quote: 'Handed over before the new term.',
      name: 'R. Menon',
      role: 'Principal',
      photo: null,
    });
    expect(screen.getByText('Handed over before the new term.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('R. Menon').tagName).toBe('STRONG');
  });

  it('shows people with photo, name and role', () => {
    show({
      id: 1,
      __component: 'blocks.people',
      title: 'Leadership',
      intro: null,
      items: [
        { name: 'Asha Rao', role: 'Managing Director', photo: photo(null) },
        { name: 'Vikram Iyer', role: null, photo: null },
      ],
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('width', '1600');
    expect(screen.getByText('Managing Director')).toBeInTheDocument();
  });

  it('shows a timeline in order', () => {
    show({
      id: 1,
      __component: 'blocks.timeline',
      title: 'Our story',
      items: [
        { year: '1998', event: 'A joinery workshop opens.' },
        { year: '2012', event: 'First fire-door test.' },
      ],
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1998A joinery workshop opens.',
      '2012First fire-door test.',
    ]);
  });

  it('shows a call to action with its button', () => {
    show({
      id: 1,
      __component: 'blocks.cta',
      title: 'Specifying fire doors?',
      text: 'Send us the schedule.',
      label: 'Get a quote',
      url: '/contact',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Specifying fire doors?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/contact');
  });

  it('shows a YouTube video as a poster link and loads the no-cookie player only on a click', () => {
    const { container } = show({
      id: 1,
      __component: 'blocks.video',
      title: 'A factory tour',
      caption: null,
      file: null,
      youtubeId: 'dQw4w9WgXcQ',
      poster: photo(null),
    });
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('link', { name: /Play video: A factory tour/ });
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.click(play);
    expect(screen.getByTitle('A factory tour')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('plays an uploaded video in the browser player, nothing loaded before play', () => {
    const { container } = show({
      id: 1,
      __component: 'blocks.video',
      title: 'Furnace test',
      caption: 'Two hours in 30 seconds',
      file: { url: '/uploads/test.mp4', mime: 'video/mp4' },
      youtubeId: null,
      poster: null,
    });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('width', '1280');
    expect(video.querySelector('source')).toHaveAttribute('src', '/uploads/test.mp4');
  });

  it('keeps one h1: every block title is an h2', () => {
    show(
      { id: 1, __component: 'blocks.rich-text', title: 'A', body: 'a' },
      { id: 2, __component: 'blocks.timeline', title: 'B', items: [{ year: '2000', event: 'x' }] },
      { id: 3, __component: 'blocks.cta', title: 'C', text: null, label: 'Go', url: '/contact' },
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['A', 'B', 'C']);
  });
});
