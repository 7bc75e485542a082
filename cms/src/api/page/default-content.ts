/**
 * Default copy for the public company pages and the site settings, written on first start when
 * the tables are empty. Super-admins edit all of it in the admin panel (/admin, Content Manager).
 * Section bodies are markdown: paragraphs, "- " bullet lists and **bold**.
 */
import { CAREER_LIMITS, ENQUIRY_RETENTION_SENTENCE, LEAD_SOURCE_PRIVACY_SENTENCE } from '@portfolio/contract';
export interface DefaultSection {
  title: string;
  body: string;
}
export interface DefaultPage {
  slug: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  sections: DefaultSection[];
  /** The page's blocks when it has more than its sections (rich-text blocks otherwise). */
  blocks?: Array<Record<string, unknown> & { __component: string }>;
}

/** The privacy page's Enquiries section up to how long an enquiry is kept. */
const ENQUIRIES_SECTION_START =
  'When you send the enquiry form we keep your name, company, email address, phone number, the service and kind of ' +
  'project, its place and size, your message, the page you sent it from and a reference (like ENQ-2026-0042). We use ' +
  'them only to answer your enquiry and follow it up: our sales team sees them, and we email you a confirmation and ' +
  'our replies.';

/** The fire-doors page's range in words; the ratings themselves are the Door types' (the Door range block). */
const RANGE_SECTION =
  '- Timber and steel fire doors, single and double leaf\n- Steel fire exit doors with panic bars\n- Vision panels with fire-rated glass\n- Acoustic and lead-lined variants for hospitals';

const FIRE_DOOR_SECTIONS: DefaultSection[] = [
  {
    title: 'Range',
    body: RANGE_SECTION,
  },
  {
    title: 'Tested and certified',
    body: 'Our door assemblies are tested to IS 3614 and BS 476 Part 22 at accredited laboratories. Every door carries a label identifying its rating and batch.',
  },
  {
    title: 'Installation and maintenance',
    body: 'A fire door only works if it is fitted correctly. Our trained teams install frames, seals, closers and hardware as tested, and we offer periodic inspection and maintenance contracts.',
  },
];
const richText = ({ title, body }: DefaultSection) => ({ __component: 'blocks.rich-text', title, body });

/**
 * Default copy that said something the live figures can contradict, and what replaces it: a
 * database still holding the old text unchanged gets the new one on start (an edited text is left alone).
 */
/** The privacy page's "What we do not do", before and after it said how a visit's source is kept. */
const NOT_DONE_BEFORE_SOURCES =
  '- We do not sell or share your details with anyone outside the company.\n- We send no newsletters or marketing you did not ask for.\n- The website uses no advertising or tracking cookies and loads no third-party scripts.';
const NOT_DONE = `${NOT_DONE_BEFORE_SOURCES}\n\n${LEAD_SOURCE_PRIVACY_SENTENCE}`;

export const RETIRED_SECTION_BODIES: Array<{ old: string; now: string }> = [
  // The fire-door range's ratings come from the Door types (the page's Door range block), never typed.
  {
    old: '- Timber fire doors: 30, 60 and 120 minute ratings\n- Steel fire doors and fire exit doors with panic bars\n- Vision panels with fire-rated glass\n- Double-leaf, acoustic and lead-lined variants for hospitals',
    now: RANGE_SECTION,
  },
  { old: NOT_DONE_BEFORE_SOURCES, now: NOT_DONE },
  {
    old:
      `${ENQUIRIES_SECTION_START} We keep an enquiry while we are in touch about your project and as part of our ` +
      'sales records after that. Ask us and we delete it.',
    now: `${ENQUIRIES_SECTION_START} ${ENQUIRY_RETENTION_SENTENCE} Ask us and we delete it sooner.`,
  },
  {
    old: 'Projects delivered across more than a dozen states for educational, healthcare, banking, corporate and government clients.',
    now: 'Projects delivered across India for educational, healthcare, banking, corporate and government clients, each one run by our own site teams.',
  },
];

export const DEFAULT_PAGES: DefaultPage[] = [
  {
    slug: 'home',
    title: 'Design & Build, Fire Doors',
    description:
      'Turnkey interiors, design-and-build, in-house manufacturing and certified fire doors for schools, hospitals, banks, offices and government buildings across India.',
    heading: 'Spaces built right, delivered on time',
    intro:
      'From the first sketch to the final handover, we design, manufacture and build interiors and infrastructure for institutions across India, with our own factory, our own site teams and one point of accountability.',
    sections: [
      {
        title: 'One team, start to finish',
        body: 'Design, engineering, procurement, manufacturing and site execution sit under one roof, so decisions are quick and responsibility is never passed around.',
      },
      {
        title: 'Built in our own factory',
        body: 'Modular furniture, partitions, doors and joinery come from our plant, which keeps quality consistent and schedules predictable.',
      },
      {
        title: 'Safety and compliance first',
        body: 'Fire-rated doors tested to IS 3614, NBC 2016 compliant detailing, and site safety practices audited on every project.',
      },
      {
        title: 'Pan-India execution',
        // No count here: the figures beside it ("States") come from the portfolio itself.
        body: 'Projects delivered across India for educational, healthcare, banking, corporate and government clients, each one run by our own site teams.',
      },
    ],
  },
  {
    slug: 'about-us',
    title: 'About Us',
    description:
      'Learn about Buildcraft Interiors & Infra: interiors, design-and-build, manufacturing and fire-door projects for institutions across India, from our own factory in Bengaluru.',
    heading: 'Building spaces people rely on',
    intro:
      'Buildcraft Interiors & Infra began as a small joinery workshop and has grown into a design-and-build company with its own manufacturing plant and project teams working across India.',
    sections: [
      {
        title: 'Who we are',
        body: 'We are architects, engineers, designers, craftsmen and project managers who deliver complete interior and civil works for institutions. Our clients include universities and schools, hospitals, public and private sector banks, corporate offices and government departments.\n\nEvery project is run by a dedicated project manager with a single schedule covering design, manufacture and installation.',
      },
      {
        title: 'What we believe',
        body: '- **Accountability:** one contract, one team, one point of contact.\n- **Quality:** materials we can trace and workmanship we inspect.\n- **Safety:** zero-harm sites and fire-safe buildings.\n- **Respect for time:** realistic schedules, and then keeping them.',
      },
      {
        title: 'Quality and certifications',
        body: 'Our processes follow ISO 9001 quality management, our fire doors are tested to IS 3614 and BS 476, and our sites follow documented health, safety and environment procedures.',
      },
    ],
  },
  {
    slug: 'designandbuild',
    title: 'Design and Build',
    description:
      'Turnkey design-and-build for offices, campuses, hospitals and bank branches: concept design, engineering, civil works, interiors and MEP under one contract.',
    heading: 'One contract from concept to handover',
    intro:
      'Our design-and-build service brings design, engineering and construction together, so you get a fixed scope, a clear budget and a single team answerable for the result.',
    sections: [
      {
        title: 'What we deliver',
        body: '- Space planning, concept and detailed design\n- Civil and structural works, false ceilings and flooring\n- Mechanical, electrical, plumbing and HVAC coordination\n- Furniture, joinery and fit-out from our own factory\n- Statutory approvals, testing and commissioning',
      },
      {
        title: 'How we work',
        body: '**1. Brief and survey.** We study your site, your people and how you use the space.\n\n**2. Design and estimate.** Drawings, 3D views and a transparent bill of quantities.\n\n**3. Build.** Manufacturing and site works run in parallel to shorten the schedule.\n\n**4. Handover.** Snag-free handover with as-built drawings and maintenance manuals.',
      },
      {
        title: 'Why design and build',
        body: 'A single point of responsibility removes the gaps between designer and contractor. Changes are priced and scheduled quickly, and the design is always buildable within the budget.',
      },
    ],
  },
  {
    slug: 'manufacturing',
    title: 'Manufacturing',
    description:
      'In-house manufacturing of modular furniture, partitions, wall panelling, joinery and doors, with CNC machinery and quality checks at every stage.',
    heading: 'Made in our own factory, fitted by our own teams',
    intro:
      'Our manufacturing plant produces furniture, partitions, panelling and doors for our projects and for other contractors, with CNC machinery, controlled finishing and inspection at every stage.',
    sections: [
      {
        title: 'What we make',
        body: '- Modular workstations, storage and laboratory furniture\n- Glass and board partitions, acoustic wall panelling\n- Classroom, hostel and hospital furniture\n- Timber and steel doors, including fire-rated doors\n- Custom joinery for reception areas, libraries and auditoriums',
      },
      {
        title: 'Our plant',
        body: 'CNC panel saws and routers, edge banding, a spray finishing booth and a dedicated assembly line let us produce consistent, precise work in volume, and keep delivery dates under our own control.',
      },
      {
        title: 'Quality control',
        body: 'Every batch is checked against drawings for dimensions, finish and hardware before dispatch, and traceable to its raw material lot.',
      },
    ],
  },
  {
    slug: 'firedoors',
    title: 'Fire Doors',
    description:
      'Certified fire-rated door assemblies in timber and steel, tested to IS 3614 and BS 476, supplied and installed with compliant hardware.',
    heading: 'Fire doors that hold the line when it matters',
    intro:
      'We manufacture, supply and install fire-rated door assemblies for hospitals, schools, offices and public buildings, tested and certified as complete assemblies with frames, glazing and hardware.',
    sections: FIRE_DOOR_SECTIONS,
    // The ratings from the Door types (nothing shows until a door type has a rating its test report backs).
    blocks: [
      ...FIRE_DOOR_SECTIONS.slice(0, 1).map(richText),
      { __component: 'blocks.door-range', title: 'Ratings at a glance', view: 'table' },
      ...FIRE_DOOR_SECTIONS.slice(1).map(richText),
    ],
  },
  {
    slug: 'career',
    title: 'Career',
    description:
      'Careers at Buildcraft Interiors & Infra: openings for site engineers, project managers, designers and factory staff across India.',
    heading: 'Build your career with people who build',
    intro:
      'We are always looking for engineers, designers, project managers and craftspeople who take pride in work that lasts. Grow with projects across India and a team that invests in its people.',
    sections: [
      {
        title: 'Who we hire',
        body: '- Site engineers and project managers (civil, interiors, MEP)\n- Architects, interior designers and draughtspersons\n- Quantity surveyors and procurement executives\n- Carpenters, machine operators and finishing technicians',
      },
      {
        title: 'Life at Buildcraft',
        body: 'Structured on-the-job training, safety certification, clear growth paths from site to project leadership, and the chance to see your work in hospitals, campuses and offices across the country.',
      },
      {
        title: 'How to apply',
        body: 'Open an opening above and apply on its page with your CV (PDF, DOC or DOCX). No opening that fits? Send your CV with the role you are interested in to **careers@buildcraftinfra.in**. Our HR team replies to every application within two weeks.',
      },
    ],
  },
  {
    slug: 'certifications',
    title: 'Certifications & Downloads',
    description:
      'Fire-door test reports (IS 3614, BS 476), ISO certificates and the company profile of Buildcraft Interiors & Infra, ready to download as PDF.',
    heading: 'Certificates, test reports and brochures',
    intro:
      'Everything a consultant, architect or purchase team asks for before an order: test reports for our fire-door assemblies, our quality and safety certificates, and the company profile. Download what you need; ask us for anything that is not here.',
    sections: [],
  },
  {
    // The privacy notice the enquiry form links to. A starting text that says what this
    // site does; the company edits it to its own policy in the admin panel.
    slug: 'privacy',
    title: 'Privacy notice',
    description:
      'What Buildcraft Interiors & Infra keeps when you send an enquiry or apply for a job, why, for how long, and how to have it deleted.',
    heading: 'Your details, and what we do with them',
    intro:
      'We ask only for what we need to answer you. This page says what we keep, why, for how long, and who to ask to see it or have it deleted.',
    sections: [
      {
        title: 'Enquiries',
        body: `${ENQUIRIES_SECTION_START} ${ENQUIRY_RETENTION_SENTENCE} Ask us and we delete it sooner.`,
      },
      {
        title: 'Job applications',
        body: `When you apply for a job we keep your details and your CV to consider your application; only the people hiring see them. An application and its CV are deleted automatically ${CAREER_LIMITS.retentionDays} days after they arrive.`,
      },
      {
        title: 'What we do not do',
        body: NOT_DONE,
      },
      {
        title: 'Your rights',
        body: 'You can ask us what we hold about you, to correct it, or to delete it. Write to **info@buildcraftinfra.in** or call us; quote your enquiry reference if you have one.',
      },
    ],
  },
  {
    slug: 'projects',
    title: 'Projects',
    description:
      'Browse our portfolio of interiors, design-and-build and fire-door projects across India, by client, by state and by sector.',
    heading: 'Our work across India',
    intro:
      'Schools and universities, hospitals, bank branches, corporate offices and government buildings: explore the projects we have delivered and the ones underway right now.',
    sections: [],
  },
  {
    slug: 'press-awards-testimonials',
    title: 'Press, Awards & Testimonials',
    description:
      'News coverage, industry awards and what our clients say about working with Buildcraft Interiors & Infra.',
    heading: 'In the news, on the podium, in our clients’ words',
    intro:
      'Recognition matters to us because it comes from the people we build for. Here is what the press, the industry and our clients have said.',
    sections: [],
  },
];

export const DEFAULT_SITE_SETTINGS = {
  companyName: 'Buildcraft Interiors & Infra',
  tagline: 'Interiors · Design & Build · Manufacturing · Fire Doors',
  phone: '+91 80 4123 5678',
  // Click-to-chat (wa.me) on every page; the full international number (Site settings > WhatsApp).
  whatsapp: '+91 98450 12345',
  email: 'info@buildcraftinfra.in',
  streetAddress: 'No. 42, 3rd Cross, Peenya Industrial Area, Phase II',
  addressLocality: 'Bengaluru',
  addressRegion: 'Karnataka',
  postalCode: '560058',
  addressCountry: 'IN',
  // The company's own profile URLs only (Content Manager > Site settings > Social); the demo has none.
  social: [],
  footerText:
    'Turnkey interiors, design-and-build, in-house manufacturing and certified fire doors for educational, healthcare, banking, corporate and government clients across India.',
};
