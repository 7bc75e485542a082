import type { Post } from '@portfolio/contract';
import type { PageContent } from '@portfolio/contract';
import type { Job } from '@portfolio/contract';
import type { DocumentItem } from '@portfolio/contract';
import type { PublicTestData } from './reads';
import type { PortfolioClient, PortfolioSite } from '../portfolio/data';

/** Public-site test data: clients across states and sectors, posts, company pages, site settings. */
const formats = (name: string) => ({
  url: `/uploads/${name}.jpg`,
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: {
    thumbnail: { url: `/uploads/thumbnail_${name}.jpg`, width: 245, height: 153 },
    small: { url: `/uploads/small_${name}.jpg`, width: 500, height: 313 },
    medium: { url: `/uploads/medium_${name}.jpg`, width: 750, height: 469 },
    large: { url: `/uploads/large_${name}.jpg`, width: 1000, height: 625 },
  },
});

const site = (id: string, siteName: string, extra: Partial<PortfolioSite> = {}): PortfolioSite => {
  const photos = extra.photos ?? [`/uploads/${id}-1.jpg`, `/uploads/${id}-2.jpg`, `/uploads/${id}-3.jpg`];
  return {
    _id: id,
    siteName,
    area: 1234567,
    industry: 'corporate',
    project_scope: 'Interiors',
    state: 'Karnataka',
    locations: 'bengaluru',
    description: `About ${siteName}.`,
    video: null,
    site_start: 2019,
    site_ongoing: false,
    site_end: '2021-03-01',
    ...extra,
    photos,
    photoFormats: photos.map((p) => formats(p.replace('/uploads/', '').replace('.jpg', ''))),
  };
};

export const makeClients = (): PortfolioClient[] => [
  {
    _id: 'c1',
    name: 'acme corp',
    coverPhoto: '/uploads/acme.png',
    coverPhotoFormats: null,
    totalSites: 2,
    sites: [
      site('s1', 'acme tower', { video: '/uploads/acme-tower.mp4', services: ['design-and-build', 'interiors'] }),
      site('s2', 'acme plant', {
        state: 'Tamil Nadu',
        locations: 'chennai',
        industry: 'government',
        site_ongoing: true,
        site_end: null,
        site_start: 2024,
        services: ['manufacturing'],
      }),
    ],
  },
  {
    _id: 'c2',
    name: 'city hospital',
    coverPhoto: '/uploads/city.png',
    coverPhotoFormats: null,
    totalSites: 1,
    sites: [
      site('s3', 'city wing', {
        industry: 'healthcare',
        state: 'tamil nadu',
        locations: 'madurai',
        site_ongoing: true,
        site_end: null,
        site_start: 2025,
        services: ['fire-doors'],
      }),
    ],
  },
  { _id: 'c3', name: 'new bank', coverPhoto: '/uploads/bank.png', coverPhotoFormats: null, totalSites: 0, sites: [] },
];

const post = (id: string, title: string, extra: Partial<Post> = {}): Post => ({
  _id: id,
  title,
  desc: `${title} description`,
  img: `/uploads/${id}.jpg`,
  createdAt: '2025-05-01T10:00:00.000Z',
  date: '2025-05-01',
  ...extra,
});

export const makePosts = (): Record<'press' | 'awards' | 'testimonials', Post[]> => ({
  press: [post('p1', 'New factory opens', { nav: 'press-release' })],
  awards: [post('a1', 'Best Interiors Firm 2024'), post('a2', 'Safety Excellence Award')],
  testimonials: [post('t1', 'Principal, Sunrise School', { desc: 'They finished before the new term.' })],
});

const page = (slug: string, title: string, extra: Partial<PageContent> = {}): PageContent => {
  const sections = extra.sections ?? [
    { id: 1, title: `${title} first section`, body: 'First paragraph with **bold** text.\n\n- point one\n- point two' },
    { id: 2, title: `${title} second section`, body: 'Second section body.' },
  ];
  return {
    slug,
    title,
    description: `${title} description for search engines.`,
    heading: `${title} heading`,
    intro: `${title} intro.`,
    sections,
    // As the server answers: the sections are the page's rich-text blocks.
    blocks: sections.map((s, i) => ({
      id: s.id ?? i + 1,
      __component: 'blocks.rich-text' as const,
      title: s.title ?? null,
      body: s.body ?? null,
    })),
    hero: null,
    ...extra,
  };
};

export const makePages = (): PageContent[] => [
  page('home', 'Home title', { heading: 'Spaces built right' }),
  page('about-us', 'About Us'),
  page('designandbuild', 'Design and Build'),
  page('manufacturing', 'Manufacturing'),
  page('firedoors', 'Fire Doors'),
  page('career', 'Career'),
  page('certifications', 'Certifications & Downloads', { sections: [] }),
  page('projects', 'Projects', { sections: [] }),
  page('press-awards-testimonials', 'Press, Awards & Testimonials', { sections: [] }),
];

export const makeSettings = (): NonNullable<PublicTestData['settings']> => ({
  companyName: 'Test Builders Pvt Ltd',
  tagline: 'Interiors and more',
  phone: '+91 80 1234 5678',
  email: 'hello@test-builders.example',
  address: {
    streetAddress: '1 Test Road\nPeenya',
    addressLocality: 'Bengaluru',
    addressRegion: 'Karnataka',
    postalCode: '560058',
    addressCountry: 'IN',
  },
  addressCountryName: 'India',
  social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/test' }],
  footerText: 'Default description from the site settings.',
  timeZone: 'Asia/Kolkata',
});

/** Two test reports, a certificate and a brochure (certifications). */
export const makeDocuments = (): DocumentItem[] => {
  const doc = (
    id: string,
    title: string,
    category: DocumentItem['category'],
    size: number,
    register: Partial<DocumentItem> = {},
  ): DocumentItem => ({
    _id: id,
    title,
    category,
    fileName: `${title}.pdf`,
    mime: 'application/pdf',
    size,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    href: `/api/v1/documents/${id}/download`,
    issuer: null,
    issuedOn: null,
    expiresOn: null,
    validity: 'no-expiry',
    ...register,
  });
  return [
    doc('doc-1', 'ISO 9001:2015 certificate', 'certificate', 412_000, {
      issuer: 'TÜV SÜD',
      issuedOn: '2024-03-01',
      expiresOn: '2027-02-28',
      validity: 'valid',
    }),
    doc('doc-5', 'BIS licence', 'certificate', 220_000, {
      issuer: 'Bureau of Indian Standards',
      expiresOn: '2025-06-30',
      validity: 'expired',
    }),
    doc('doc-2', 'IS 3614 fire test report, 120 minutes', 'test report', 2_400_000),
    doc('doc-3', 'BS 476 Part 22 test report', 'test report', 1_100_000),
    doc('doc-4', 'Company profile', 'brochure', 6_300_000),
  ];
};

/** Two open openings and a closed one (careers). */
export const makeJobs = (): Job[] => {
  const base = {
    postedAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    open: true,
    accepting: true,
    closingDate: null,
  };
  return [
    {
      ...base,
      _id: 'job-1',
      slug: 'site-engineer-pune',
      title: 'Site Engineer',
      state: 'Maharashtra',
      city: 'Pune',
      employmentType: 'FULL_TIME',
      description:
        'Run day-to-day work on a hospital fit-out site.\n\nYou will coordinate subcontractors and keep the daily log.',
    },
    {
      ...base,
      _id: 'job-2',
      slug: 'interior-designer-bengaluru',
      title: 'Interior Designer',
      state: 'Karnataka',
      city: 'Bengaluru',
      employmentType: 'CONTRACT',
      closingDate: '2099-12-31',
      description: 'Design corporate interiors from concept to working drawings for our Bengaluru studio.',
    },
    {
      ...base,
      _id: 'job-3',
      slug: 'carpenter-surat',
      title: 'Carpenter',
      state: 'Gujarat',
      city: 'Surat',
      employmentType: 'FULL_TIME',
      open: false,
      accepting: false,
      description: 'Factory carpentry for fire-door frames and shutters in our Surat plant.',
    },
  ];
};
