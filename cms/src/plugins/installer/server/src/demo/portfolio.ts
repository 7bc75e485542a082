import type { Industry, KeyFacts, Service } from '@portfolio/contract';

/*
 * The demo portfolio as data (services/seed.ts seeds it): seven clients with their projects, key
 * facts, case studies and captioned photographs. The press, award and testimonial posts: ./posts.ts.
 */

/**
 * A demo photograph: one of the renders in cms/demo/photos (scripts/demo-photos renders them with
 * three.js), with its caption. Each project photo is a render of its own, used by no other
 * project (the demo test checks by content hash); only the posts reuse renders, mirrored or
 * framed tighter (`:flip`, `:crop`).
 */
export type DemoPhoto = [scene: string, caption: string];

export interface DemoSite {
  siteName: string;
  area: number;
  project_scope: string;
  site_start: number;
  /** Completion date; absent means ongoing. */
  site_end?: string;
  photos: DemoPhoto[];
  services: Service[];
  challenge?: string;
  approach?: string;
  result?: string;
  /** The title of the demo testimonial about this project. */
  quote?: string;
  /** Key facts. */
  facts?: Partial<KeyFacts>;
}

export interface DemoClient {
  name: string;
  industry: Industry;
  state: string;
  city: string;
  sites: DemoSite[];
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Greenfield International School',
    industry: 'educational',
    state: 'Karnataka',
    city: 'Bengaluru',
    sites: [
      {
        siteName: 'Greenfield Main Campus',
        area: 85000,
        project_scope: 'Design and build',
        site_start: 2019,
        site_end: '2021-06-30',
        services: ['design-and-build', 'interiors'],
        facts: {
          contractValue: 420_000_000,
          deliveryModel: 'design-and-build',
          greenRating: 'IGBC Gold',
          safeManHours: 1_150_000,
          referenceAllowed: true,
        },
        quote: 'Dr. Lakshmi Menon, Principal, Greenfield International School',
        photos: [
          ['facade-1', 'The academic block from the central court, shaded by the new planting'],
          ['classroom-1', 'A middle-school classroom: daylight from the north, acoustic ceiling, movable desks'],
          ['lab-1', 'Science lab fitted out in parallel with the structure'],
          ['lobby-1', 'The library reception, with a timber slat feature wall made in our factory'],
        ],
        challenge:
          'A 1,200-student campus had to open for the new academic year, on a sloping site with monsoon months in the middle of the schedule.',
        approach:
          'We designed the blocks around a central court, built the structure in two phases before the rains and fitted out classrooms, labs and the library in parallel.',
        result:
          'Handed over two weeks before term: 48 classrooms, six labs and an auditorium, with every room ready on day one.',
      },
      {
        siteName: 'Greenfield Junior Block',
        area: 24000,
        project_scope: 'Interiors',
        site_start: 2024,
        services: ['interiors'],
        facts: { contractValue: 38_000_000, deliveryModel: 'turnkey', safeManHours: 64_000, referenceAllowed: true },
        photos: [
          ['classroom-2', 'Junior classrooms with low, rounded furniture'],
          ['classroom-3', 'Reading corner under the high windows'],
          ['corridor-5', 'The activity corridor, with fire-rated doors to every room'],
        ],
      },
    ],
  },
  {
    name: 'Sunrise Multispeciality Hospital',
    industry: 'healthcare',
    state: 'Maharashtra',
    city: 'Pune',
    sites: [
      {
        siteName: 'Sunrise Critical Care Wing',
        area: 42000,
        project_scope: 'Construction and fire doors',
        site_start: 2023,
        services: ['design-and-build', 'fire-doors'],
        facts: {
          contractValue: 310_000_000,
          deliveryModel: 'epc',
          greenRating: 'GRIHA 4 star',
          safeManHours: 640_000,
          referenceAllowed: true,
        },
        quote: 'Sanjay Kulkarni, Head of Facilities, Sunrise Hospital',
        photos: [
          ['facade-2', 'The critical care wing beside the existing hospital'],
          ['corridor-1', 'The ICU corridor: 120-minute fire-door sets with vision panels'],
          ['corridor-2', 'Compartment doors between the old and new wards'],
          ['lobby-2', 'The family waiting hall at the wing entrance'],
        ],
        challenge:
          'A new 60-bed critical care wing next to wards that had to keep running: no dust, no noise at night, and fire separation between old and new.',
        approach:
          'Sealed hoardings and negative-pressure zones, work sequenced around ward rounds, and 120-minute fire-door sets made and tested in our own unit.',
        result:
          'The wing is being handed over floor by floor; the hospital has not lost a single bed-day to the works.',
      },
      {
        siteName: 'Sunrise OPD Fire Door Upgrade',
        area: 28000,
        project_scope: 'Fire doors',
        site_start: 2021,
        site_end: '2022-01-20',
        services: ['fire-doors', 'manufacturing'],
        facts: {
          contractValue: 46_000_000,
          deliveryModel: 'supply-and-install',
          safeManHours: 58_000,
          referenceAllowed: true,
        },
        photos: [
          ['corridor-3', 'Outpatient corridor after the upgrade: 60-minute timber door sets'],
          ['corridor-4', 'Double-leaf doors on the escape route, with hold-open devices'],
          ['factory-1', 'The leaves being finished in our factory before delivery'],
        ],
      },
    ],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    name: 'Lotus Diagnostics',
    industry: 'healthcare',
    state: 'Delhi',
    city: 'New Delhi',
    sites: [
      {
        siteName: 'Lotus Saket Lab',
        area: 9800,
        project_scope: 'Interiors and fire doors',
        site_start: 2021,
        site_end: '2022-02-28',
        services: ['interiors', 'fire-doors'],
        facts: {
          contractValue: 52_000_000,
          deliveryModel: 'turnkey',
          greenRating: 'IGBC Silver',
          referenceAllowed: true,
        },
        photos: [
          ['lobby-6', 'Patient reception and sample collection'],
          ['lab-2', 'The lab corridor with 60-minute doors'],
          ['office-8', 'Reporting room for the pathologists'],
        ],
      },
    ],
  },
  {
    name: 'Meridian Institute of Technology',
    industry: 'educational',
    state: 'Tamil Nadu',
    city: 'Coimbatore',
    sites: [
      {
        siteName: 'Meridian Academic Block',
        area: 64000,
        project_scope: 'Design and build',
        site_start: 2022,
        site_end: '2024-05-31',
        services: ['design-and-build', 'interiors', 'fire-doors'],
        facts: {
          contractValue: 380_000_000,
          deliveryModel: 'design-and-build',
          greenRating: 'GRIHA 4 star',
          safeManHours: 870_000,
          referenceAllowed: true,
        },
        photos: [
          ['facade-5', 'The academic block and its shaded approach'],
          ['classroom-5', 'Lecture room for 60 students'],
          ['lobby-7', 'The atrium that joins the two wings'],
          ['corridor-8', 'Stair lobby doors rated for 120 minutes'],
        ],
      },
      {
        siteName: 'Meridian Workshop Hall',
        area: 22000,
        project_scope: 'Construction',
        site_start: 2020,
        site_end: '2021-03-31',
        services: ['design-and-build', 'manufacturing'],
        facts: { contractValue: 120_000_000, deliveryModel: 'epc', safeManHours: 210_000 },
        photos: [
          ['factory-6', 'The engineering workshop hall with its steel portal frames'],
          ['factory-7', 'Machine bays under the north-light roof'],
          ['facade-6', 'The hall beside the academic block'],
        ],
      },
    ],
  },
];
