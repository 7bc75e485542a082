import type { RenderKind } from '../demo/renders';

/** The demo company pages' blocks, as data: which pictures they show and what each page says. */
/** A picture of the demo pages: kind, variant, size and its text alternative. */
export type Picture = [RenderKind, number, number, number, string];

export const PICTURES = {
  timber: [
    'door-timber',
    0,
    1200,
    900,
    'A timber fire door with a hardwood lipping, closed, at the end of a school corridor',
  ],
  factory: ['factory', 0, 1600, 1000, 'The door line of our factory: presses and finishing booths along a lit aisle'],
  line: ['factory-line', 1, 1600, 1000, 'The joinery hall of the factory seen from the loading bay'],
  facade: ['facade', 0, 1600, 1000, 'A glazed office block we delivered as design and build, at dusk'],
  facade2: ['facade', 1, 1600, 1000, 'The street front of a bank branch we fitted out'],
  facade3: ['facade', 2, 1600, 1000, 'A hospital block we designed and built, from approvals to handover'],
  press: [
    'factory',
    2,
    1600,
    1000,
    'The door press line, where leaves are glued and pressed to their tested construction',
  ],
  finishing: [
    'factory',
    3,
    1600,
    1000,
    'The finishing hall: spray booths and drying racks for laminate and veneer panels',
  ],
  cnc: ['factory', 4, 1600, 1000, 'CNC panel saws and edge banders cutting partitions and furniture to the drawings'],
  interior: ['interior', 0, 1600, 1000, 'A finished corridor with fire-rated glazed doors'],
} satisfies Record<string, Picture>;
export type PictureName = keyof typeof PICTURES;

/** A stored block of a page's dynamic zone, as the Document Service answers it. */
export type StoredBlock = { id?: number; __component: string } & Record<string, unknown>;

/** The demo blocks of each page (after its own rich-text blocks); `pic` names a picture, `docs` the test reports. */
export const demoBlocks = (
  pic: (name: PictureName) => number,
  docs: string[],
  about: boolean,
): Record<string, Record<string, unknown>[]> => ({
  firedoors: [
    // The range and its ratings come from the Door types (door-types/demo.ts): nothing here types a rating.
    {
      __component: 'blocks.door-range',
      title: 'The door range',
      intro: 'Every door leaves the factory as a tested set: leaf, frame, hardware, seals and label.',
      view: 'cards',
    },
    { __component: 'blocks.door-range', title: 'Ratings at a glance', view: 'table' },
    {
      __component: 'blocks.steps',
      title: 'From furnace test to certificate',
      intro: 'How a door design earns its rating, and how every door made to it keeps it.',
      items: [
        { title: 'Prototype', text: 'A full-size door set is built on the production line, not in a workshop.' },
        {
          title: 'Furnace test',
          text: 'An accredited laboratory burns it to IS 3614 and BS 476 Part 22 for the rated time.',
        },
        {
          title: 'Test report',
          text: 'The report fixes the construction: core, lipping, glazing, seals and hardware.',
        },
        { title: 'Factory control', text: 'Every batch is checked against the tested construction and recorded.' },
        {
          title: 'Labelled on site',
          text: 'Each door is fitted by our crews and carries a label traceable to its test.',
        },
      ],
    },
    ...(docs.length ? [{ __component: 'blocks.downloads', title: 'Test reports', documents: docs }] : []),
    {
      __component: 'blocks.faq',
      title: 'Questions specifiers ask',
      items: [
        { question: 'Which fire ratings do you make?', answerFrom: 'fire-ratings' },
        { question: 'Which standards are the doors tested to?', answerFrom: 'standards' },
        { question: 'Can a fire door have glass?', answerFrom: 'glazing' },
        { question: 'How large can a fire door leaf be?', answerFrom: 'largest-leaf' },
        {
          question: 'Do you install and maintain the doors?',
          answer: 'Our own crews install every door, and we offer yearly inspections with a written report.',
        },
        {
          question: 'How long does an order take?',
          answer: 'Standard sizes ship in **3–4 weeks**; special sizes and finishes in 5–6 weeks.',
        },
      ],
    },
    { __component: 'blocks.projects', title: 'Fire-door projects', source: 'service', service: 'fire-doors', limit: 3 },
  ],
  'about-us': about
    ? [
        {
          __component: 'blocks.figures',
          title: 'The factory in figures',
          items: [
            // The company's own figures come from Site settings › Company facts; the factory's area is the page's own.
            { fact: 'founding-year', label: 'Founded in Bengaluru' },
            { value: '12,000', label: 'Square metres of factory in Peenya' },
            { fact: 'doors-per-year' },
            { fact: 'projects-delivered' },
          ],
        },
        {
          __component: 'blocks.image-text',
          title: 'Our factory',
          body: 'Doors, partitions, joinery and furniture are made in our own plant in Peenya, on lines we set up for institutional work.\n\n- CNC panel processing and edge banding\n- Door press line with its own test records\n- Powder coating and finishing booths',
          image: pic('factory'),
          imageSide: 'left',
        },
        {
          __component: 'blocks.gallery',
          title: 'Inside the factory',
          images: [pic('line'), pic('factory'), pic('timber'), pic('interior')],
        },
        {
          __component: 'blocks.timeline',
          title: 'Our story',
          items: [
            { year: '1998', event: 'A joinery workshop opens in Bengaluru, making furniture for schools.' },
            { year: '2004', event: 'First turnkey interiors contract: a university library.' },
            { year: '2009', event: 'The Peenya factory opens with a door and partition line.' },
            { year: '2017', event: 'The design-and-build division starts taking whole buildings.' },
            { year: '2019', event: 'First timber fire door tested to IS 3614 (Part 2).' },
            { year: '2020', event: 'Steel fire doors join the range, tested to IS 3614 (Part 2).' },
            { year: '2025', event: 'A second door press line opens in Peenya.' },
          ],
        },
        {
          __component: 'blocks.people',
          title: 'Leadership',
          items: [
            { name: 'Ravi Shankar', role: 'Founder and Managing Director' },
            { name: 'Meera Nair', role: 'Director, Design and Build' },
            { name: 'Arjun Patil', role: 'Head of Manufacturing' },
            { name: 'Farah Siddiqui', role: 'Head of Quality and Certification' },
          ],
        },
        {
          __component: 'blocks.cards',
          title: 'Credentials',
          items: [
            {
              title: 'ISO 9001:2015',
              text: 'Quality management for design, manufacture and installation.',
              linkUrl: '/certifications',
              linkLabel: 'See the certificate',
            },
            {
              title: 'IS 3614 tested',
              text: 'Timber and steel fire doors, each rating backed by its own fire test report.',
              linkUrl: '/certifications',
              linkLabel: 'See the test reports',
            },
            {
              title: 'NBC 2016',
              text: 'Escape routes and compartments detailed to the National Building Code.',
              linkUrl: '/firedoors',
              linkLabel: 'About our fire doors',
            },
          ],
        },
      ]
    : [],
  designandbuild: [
    {
      __component: 'blocks.image-text',
      title: 'One contract, one team',
      body: 'Design, approvals, structure, services and interiors run on one schedule with one project manager, so a change in one trade is planned in all of them.',
      image: pic('facade'),
      imageSide: 'right',
    },
    // Each service page has photos of its own (none repeats the page's other blocks or another page).
    { __component: 'blocks.gallery', title: 'Recent work', images: [pic('facade2'), pic('facade3')] },
    // Each service page lists its own projects, newest first: a new one appears without editing the page.
    {
      __component: 'blocks.projects',
      title: 'Design-and-build projects',
      source: 'service',
      service: 'design-and-build',
      limit: 3,
    },
  ],
  manufacturing: [
    {
      __component: 'blocks.image-text',
      title: 'Made in our own plant',
      body: 'Panels, doors, partitions and furniture come off our own lines, checked against the drawings before they leave for site.',
      image: pic('press'),
      imageSide: 'left',
    },
    {
      __component: 'blocks.steps',
      title: 'From drawing to dispatch',
      intro: 'Every order runs through the same five stations, each with its own check and record.',
      items: [
        {
          title: 'Cutting list',
          text: 'Shop drawings become CNC programs and a cutting list, checked against the site dimensions before a board is cut.',
        },
        {
          title: 'Panels and edges',
          text: 'Panel saws and routers cut laminate, veneer and acoustic boards; edge banders seal every edge against moisture.',
        },
        {
          title: 'Press line',
          text: 'Door leaves and partition panels are glued and pressed to their tested construction, batch by batch, with the press log kept.',
        },
        {
          title: 'Joinery and finishing',
          text: 'Counters, reception desks and library shelving are assembled by hand, then sprayed and dried in dust-free booths.',
        },
        {
          title: 'Inspection and dispatch',
          text: 'QA checks size, squareness, finish and hardware against the drawing; every pack is labelled by floor and room.',
        },
      ],
    },
    { __component: 'blocks.gallery', title: 'The factory', images: [pic('cnc'), pic('finishing')] },
    {
      __component: 'blocks.projects',
      title: 'Manufacturing projects',
      source: 'service',
      service: 'manufacturing',
      limit: 3,
    },
  ],
});
