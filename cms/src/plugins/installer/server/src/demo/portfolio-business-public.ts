import type { DemoClient } from './portfolio';

/*
 * The demo portfolio's bank, corporate and public-works clients; ./portfolio.ts lists every client in
 * the seed's order.
 */

export const BANK: DemoClient = {
  name: 'National Cooperative Bank',
  industry: 'bank',
  state: 'Gujarat',
  city: 'Ahmedabad',
  sites: [
    {
      siteName: 'NCB Regional Office',
      area: 18500,
      project_scope: 'Interiors',
      site_start: 2018,
      site_end: '2019-03-15',
      services: ['interiors'],
      facts: { contractValue: 68_000_000, deliveryModel: 'turnkey', safeManHours: 92_000, referenceAllowed: true },
      photos: [
        ['bank-1', 'The banking hall: stone counter, pendant lights and a timber feature wall'],
        ['office-1', 'Open-plan floor for the regional credit team'],
        ['office-2', 'Workstations along the glazed facade'],
      ],
    },
    {
      siteName: 'NCB Surat Branch',
      area: 6200,
      project_scope: 'Interiors and furniture',
      site_start: 2020,
      site_end: '2020-11-30',
      services: ['interiors', 'manufacturing'],
      facts: { contractValue: 21_000_000, deliveryModel: 'turnkey' },
      photos: [
        ['bank-2', 'Customer hall with counters made in our joinery shop'],
        ['bank-3', 'Waiting area beside the enquiry desk'],
        ['factory-2', 'Counter panels on the line at our factory'],
      ],
    },
    {
      siteName: 'NCB Vault Upgrade',
      area: 1500,
      project_scope: 'Strong-room doors and joinery',
      site_start: 2025,
      services: ['manufacturing'],
      facts: { contractValue: 7_500_000, deliveryModel: 'supply-and-install' },
      photos: [
        ['factory-3', 'Steel strong-room leaves in production'],
        ['corridor-6', 'The secure corridor to the strong room'],
        ['factory-4', 'Finishing and inspection before dispatch'],
      ],
    },
  ],
};

export const VERTEX: DemoClient = {
  name: 'Vertex Technologies',
  industry: 'corporate',
  state: 'Telangana',
  city: 'Hyderabad',
  sites: [
    {
      siteName: 'Vertex HITEC City Office',
      area: 120000,
      project_scope: 'Design and build',
      site_start: 2022,
      site_end: '2023-08-31',
      services: ['design-and-build', 'interiors', 'manufacturing'],
      facts: {
        contractValue: 1_450_000_000,
        deliveryModel: 'design-and-build',
        greenRating: 'LEED Platinum',
        safeManHours: 2_300_000,
        referenceAllowed: true,
      },
      photos: [
        ['facade-3', 'The twelve-storey office with its unitised curtain wall'],
        ['office-3', 'A typical floor: 180 workstations in daylight'],
        ['office-4', 'Team neighbourhoods with a glazed meeting room'],
        ['lobby-3', 'The double-height reception'],
        ['office-5', 'Collaboration zone by the core'],
        ['lobby-4', 'The visitor lounge with timber slat cladding'],
      ],
    },
    {
      siteName: 'Vertex Training Centre',
      area: 32000,
      project_scope: 'Interiors',
      site_start: 2025,
      services: ['interiors'],
      facts: { contractValue: 95_000_000, deliveryModel: 'turnkey', greenRating: 'IGBC Silver' },
      photos: [
        ['classroom-4', 'Training rooms with reconfigurable tables'],
        ['office-6', 'Breakout space between the training rooms'],
        ['lobby-5', 'The learning centre entrance'],
      ],
    },
  ],
};

export const PWD: DemoClient = {
  name: 'Public Works Department',
  industry: 'government',
  state: 'Kerala',
  city: 'Kochi',
  sites: [
    {
      siteName: 'Collectorate Annex',
      area: 36000,
      project_scope: 'Construction',
      site_start: 2017,
      site_end: '2019-01-31',
      services: ['design-and-build'],
      facts: { contractValue: 260_000_000, deliveryModel: 'item-rate', safeManHours: 410_000 },
      photos: [
        ['facade-4', 'The annex seen from the public forecourt'],
        ['office-7', 'Department offices on the upper floors'],
        ['corridor-7', 'Public corridor with fire-rated doors to the record rooms'],
      ],
    },
    {
      siteName: 'District Records Centre',
      area: 15000,
      project_scope: 'Fire doors',
      site_start: 2024,
      services: ['fire-doors'],
      facts: { contractValue: 34_000_000, deliveryModel: 'supply-and-install' },
      photos: [
        ['records-1', 'Steel fire doors to the record stores'],
        ['factory-5', 'Door leaves for the records centre in production'],
        ['records-2', 'Vision panels let staff check a room before opening'],
      ],
    },
  ],
};
