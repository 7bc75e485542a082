import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DoorRangeBlock, DoorType } from '@portfolio/contract';
import { Blocks } from './Blocks';

/** The door-range block: the fire-door range from the Door types, as cards, a rating table or a list. */
const report = (id: string, title: string) => ({
  _id: id,
  title,
  category: 'test report' as const,
  href: `/api/v1/documents/${id}/download`,
  issuer: 'Deccan Fire Test Laboratory',
  issuedOn: '2021-02-18',
  expiresOn: null,
  validity: 'no-expiry' as const,
});

const range: DoorType[] = [
  {
    _id: 't1',
    slug: 'timber-fire-door',
    name: 'Timber fire door',
    material: 'timber',
    leafConfiguration: 'single-or-double',
    summary: 'Hardwood lipped.',
    ratings: [
      { minutes: 30, maxLeafWidth: 1000, maxLeafHeight: 2100, glazing: true, documents: [report('r30', 'Report T30')] },
      {
        minutes: 60,
        maxLeafWidth: 1200,
        maxLeafHeight: 2400,
        glazing: false,
        documents: [report('r60', 'Report T60')],
      },
    ],
    acoustic: 'Up to Rw 35 dB',
    leadLined: null,
    standards: ['IS 3614 (Part 2)'],
    photo: null,
  },
  {
    _id: 's1',
    slug: 'steel-fire-door',
    name: 'Steel fire door',
    material: 'steel',
    leafConfiguration: 'single',
    summary: null,
    ratings: [
      {
        minutes: 120,
        maxLeafWidth: null,
        maxLeafHeight: null,
        glazing: false,
        documents: [report('s120', 'Report S120')],
      },
    ],
    acoustic: null,
    leadLined: 'Up to 2 mm lead',
    standards: ['BS 476 (Part 22)'],
    photo: null,
  },
];

const show = (view: DoorRangeBlock['view'], doorTypes = range) =>
  render(
    <MemoryRouter>
      <Blocks
        blocks={[{ id: 7, __component: 'blocks.door-range', title: 'The door range', intro: null, view, doorTypes }]}
      />
    </MemoryRouter>,
  );

describe('door range block', () => {
  it('shows a card per door type with its ratings, leaves, glazing, options and standards', () => {
    show('cards');
    const section = screen.getByRole('region', { name: 'The door range' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const timber = within(cards[0]);
    expect(timber.getByRole('heading', { name: 'Timber fire door' })).toBeInTheDocument();
    expect(timber.getByText('30 and 60 minutes')).toBeInTheDocument();
    expect(timber.getByText('Single or double leaf')).toBeInTheDocument();
    expect(timber.getByText('Vision panels at 30 minutes')).toBeInTheDocument();
    expect(timber.getByText('Up to Rw 35 dB')).toBeInTheDocument();
    expect(timber.getByRole('link', { name: 'Ask for a quote: Timber fire door' })).toHaveAttribute('href', '/contact');
    const steel = within(cards[1]);
    expect(steel.getByText('120 minutes')).toBeInTheDocument();
    expect(steel.getByText('Without glass')).toBeInTheDocument();
    expect(steel.getByText('Up to 2 mm lead')).toBeInTheDocument();
    expect(steel.getByText('BS 476 (Part 22)')).toBeInTheDocument();
  });

  it('shows each rating as a table row with its largest leaf, glazing and test report link', () => {
    show('table');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['30 min', '60 min', '120 min']);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Timber fire door');
    expect(within(rows[0]).getByText('1000 × 2100 mm')).toBeInTheDocument();
    expect(within(rows[2]).getByText('On request')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: /Report S120/ })).toHaveAttribute(
      'href',
      '/api/v1/documents/s120/download',
    );
    expect(screen.getByText(/tested to IS 3614 \(Part 2\) and BS 476 \(Part 22\)/)).toBeInTheDocument();
  });

  it('shows a one-line summary per door type as a list', () => {
    show('list');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Timber fire door: 30 and 60 minutes, single or double leaf, glazed to 30 minutes, acoustic (Up to Rw 35 dB).',
      'Steel fire door: 120 minutes, single leaf, lead-lined (Up to 2 mm lead).',
    ]);
  });

  it('shows nothing while no door type has a backed rating', () => {
    show('cards', []);
    expect(screen.queryByRole('region', { name: 'The door range' })).not.toBeInTheDocument();
  });
});
