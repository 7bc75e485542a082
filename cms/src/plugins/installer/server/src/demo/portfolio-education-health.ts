import type { DemoClient } from './portfolio';

/*
 * The demo portfolio's schools, colleges, hospital and diagnostics clients; ./portfolio.ts lists every
 * client in the seed's order.
 */

export const GREENFIELD: DemoClient = {
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
};

export const SUNRISE: DemoClient = {
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
      result: 'The wing is being handed over floor by floor; the hospital has not lost a single bed-day to the works.',
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
};

export const LOTUS: DemoClient = {
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
};

export const MERIDIAN: DemoClient = {
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
};
