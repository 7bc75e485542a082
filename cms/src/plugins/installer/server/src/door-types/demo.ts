import type { DoorLeafConfiguration, DoorMaterial } from '@portfolio/contract';
import type { RenderKind } from '../demo/renders';

/** A demo door type: each rating names the demo documents (demo/documents.ts keys) that back it. */
export interface DemoDoorType {
  name: string;
  slug: string;
  material: DoorMaterial;
  leafConfiguration: DoorLeafConfiguration;
  summary: string;
  ratings: Array<{
    minutes: number;
    maxLeafWidth: number;
    maxLeafHeight: number;
    glazing: boolean;
    documents: string[];
  }>;
  acoustic: string | null;
  leadLined: string | null;
  standards: string[];
  photo: [RenderKind, number, string];
  order: number;
}

/** The demo range: timber 30/60, steel 60/90/120, each rating backed by its own test report. */
export const DEMO_DOOR_TYPES: DemoDoorType[] = [
  {
    name: 'Timber fire door',
    slug: 'timber-fire-door',
    material: 'timber',
    leafConfiguration: 'single-or-double',
    summary: 'Hardwood lipped, laminate or veneer faces, for schools, offices and hotels.',
    ratings: [
      { minutes: 30, maxLeafWidth: 1000, maxLeafHeight: 2100, glazing: true, documents: ['fr-timber-30'] },
      { minutes: 60, maxLeafWidth: 1200, maxLeafHeight: 2400, glazing: true, documents: ['fr-timber-60'] },
    ],
    acoustic: 'Up to Rw 35 dB',
    leadLined: null,
    standards: ['IS 3614 (Part 2)'],
    photo: ['door-timber', 0, 'A timber fire door with a hardwood lipping, closed, at the end of a school corridor'],
    order: 1,
  },
  {
    name: 'Steel fire door',
    slug: 'steel-fire-door',
    material: 'steel',
    leafConfiguration: 'single-or-double',
    summary: 'Galvanised steel with a powder-coat finish, for plant rooms, stairs and hospitals.',
    ratings: [
      { minutes: 60, maxLeafWidth: 1200, maxLeafHeight: 2400, glazing: true, documents: ['fr-steel-60'] },
      { minutes: 90, maxLeafWidth: 1200, maxLeafHeight: 2400, glazing: true, documents: ['fr-steel-90'] },
      { minutes: 120, maxLeafWidth: 1100, maxLeafHeight: 2400, glazing: false, documents: ['fr-steel-120'] },
    ],
    acoustic: null,
    leadLined: 'Up to 2 mm lead, for X-ray rooms',
    standards: ['IS 3614 (Part 2)', 'BS 476 (Part 22)'],
    photo: ['door-steel', 1, 'A steel fire door in a hospital service corridor'],
    order: 2,
  },
];
