import type { DocumentCategory } from '@portfolio/contract';

/**
 * The demo's certificates, test reports and downloads, as data: the PDFs are generated from these,
 * and the demo door types (door-types/demo.ts) name the test reports that back each rating by `key`.
 */
export interface DemoDocument {
  key: string;
  title: string;
  category: DocumentCategory;
  issuer: string | null;
  /** The report's or certificate's own number. */
  number: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  /**
   * Instead of a fixed expiry: this many days after the seed runs (a certificate the register is about to remind of).
   */
  expiresInDays?: number;
  lines: string[];
  /** A test report's test (the PDF's specimen, conditions and results are made from it). */
  test?: {
    standard: string;
    minutes: number;
    material: 'timber' | 'steel';
    leaves: 1 | 2;
    /** Leaf width × height, mm. */
    size: [number, number];
    glazing: boolean;
  };
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    key: 'iso-9001',
    title: 'ISO 9001:2015 quality management certificate',
    category: 'certificate',
    issuer: 'Meridian Certification Services',
    number: 'DEMO-QMS-0001',
    issuedOn: '2025-04-01',
    expiresOn: '2028-03-31',
    lines: [
      'Scope: design, manufacture, supply and installation of interiors,',
      'fire-rated door assemblies and modular furniture.',
      'Certificate no. DEMO-QMS-0001. Valid until 31 March 2028.',
    ],
  },
  {
    key: 'fr-timber-30',
    title: 'IS 3614 fire resistance test report, 30-minute timber door',
    category: 'test report',
    issuer: 'Deccan Fire Test Laboratory',
    number: 'DEMO-FR-T30',
    issuedOn: '2019-08-12',
    expiresOn: null,
    test: {
      standard: 'IS 3614 (Part 2)',
      minutes: 30,
      material: 'timber',
      leaves: 1,
      size: [1000, 2100],
      glazing: true,
    },
    lines: [
      'Specimen: single-leaf timber fire door assembly, 1000 x 2100 mm, with vision panel.',
      'Test standard: IS 3614 (Part 2). Integrity and insulation: 30 minutes.',
      'Report no. DEMO-FR-T30.',
    ],
  },
  {
    key: 'fr-timber-60',
    title: 'IS 3614 fire resistance test report, 60-minute timber door',
    category: 'test report',
    issuer: 'Deccan Fire Test Laboratory',
    number: 'DEMO-FR-T60',
    issuedOn: '2021-02-18',
    expiresOn: null,
    test: {
      standard: 'IS 3614 (Part 2)',
      minutes: 60,
      material: 'timber',
      leaves: 1,
      size: [1200, 2400],
      glazing: true,
    },
    lines: [
      'Specimen: single-leaf timber fire door assembly, 1200 x 2400 mm, with vision panel.',
      'Test standard: IS 3614 (Part 2). Integrity and insulation: 60 minutes.',
      'Report no. DEMO-FR-T60.',
    ],
  },
  {
    key: 'fr-steel-60',
    title: 'IS 3614 fire resistance test report, 60-minute steel door',
    category: 'test report',
    issuer: 'Deccan Fire Test Laboratory',
    number: 'DEMO-FR-S60',
    issuedOn: '2020-11-05',
    expiresOn: null,
    test: {
      standard: 'IS 3614 (Part 2)',
      minutes: 60,
      material: 'steel',
      leaves: 1,
      size: [1200, 2400],
      glazing: true,
    },
    lines: [
      'Specimen: single-leaf steel fire door assembly, 1200 x 2400 mm, with vision panel.',
      'Test standard: IS 3614 (Part 2). Integrity and insulation: 60 minutes.',
      'Report no. DEMO-FR-S60.',
    ],
  },
  {
    key: 'fr-steel-90',
    title: 'IS 3614 fire resistance test report, 90-minute steel door',
    category: 'test report',
    issuer: 'Deccan Fire Test Laboratory',
    number: 'DEMO-FR-S90',
    issuedOn: '2022-06-21',
    expiresOn: null,
    test: {
      standard: 'IS 3614 (Part 2)',
      minutes: 90,
      material: 'steel',
      leaves: 1,
      size: [1200, 2400],
      glazing: true,
    },
    lines: [
      'Specimen: single-leaf steel fire door assembly, 1200 x 2400 mm, with vision panel.',
      'Test standard: IS 3614 (Part 2). Integrity and insulation: 90 minutes.',
      'Report no. DEMO-FR-S90.',
    ],
  },
  {
    key: 'fr-steel-120',
    title: 'BS 476 Part 22 test report, 120-minute steel door',
    category: 'test report',
    issuer: 'Western Fire Research Centre',
    number: 'DEMO-BS-S120',
    issuedOn: '2023-09-14',
    expiresOn: null,
    test: {
      standard: 'BS 476 (Part 22)',
      minutes: 120,
      material: 'steel',
      leaves: 2,
      size: [1100, 2400],
      glazing: false,
    },
    lines: [
      'Specimen: double-leaf steel door with panic bar, 2 x 1100 x 2400 mm.',
      'Test standard: BS 476 Part 22. Integrity and insulation: 120 minutes.',
      'Report no. DEMO-BS-S120.',
    ],
  },
  {
    key: 'fire-noc',
    title: 'Fire safety certificate, Peenya factory',
    category: 'certificate',
    issuer: 'Karnataka State Fire and Emergency Services',
    number: 'DEMO-KSFES-2024-0311',
    issuedOn: '2024-01-15',
    expiresOn: null,
    expiresInDays: 45,
    lines: [
      'Premises: door and joinery factory, Peenya Industrial Area, Bengaluru.',
      'Fire safety measures inspected and found adequate for the occupancy.',
    ],
  },
  {
    key: 'profile',
    title: 'Company profile',
    category: 'brochure',
    issuer: null,
    number: null,
    issuedOn: null,
    expiresOn: null,
    lines: [
      'Interiors, design-and-build, manufacturing and fire doors',
      'for educational, healthcare, banking, corporate and government clients.',
      'Own factory, own site teams, projects across India.',
    ],
  },
];
