import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { DocumentCategory, Industry, KeyFacts, PostKind, Service } from '@portfolio/contract';
import { SERVICE_COLUMNS } from '../utils/site-input';
import { DemoImages } from '../utils/demo-images';
import { demoPdf } from '../utils/demo-pdf';
import { checkDocument } from './documents';
import { installerConfig } from '../config';
import { getService } from '../utils/get-service';

interface DemoSite {
  siteName: string;
  area: number;
  project_scope: string;
  site_start: number;
  /** Completion date; absent means ongoing. */
  site_end?: string;
  photos: number;
  services: Service[];
  challenge?: string;
  approach?: string;
  result?: string;
  /** The title of the demo testimonial about this project. */
  quote?: string;
  /** Key facts (issue 33). */
  facts?: Partial<KeyFacts>;
}

interface DemoClient {
  name: string;
  industry: Industry;
  state: string;
  city: string;
  sites: DemoSite[];
}

const DEMO_CLIENTS: DemoClient[] = [
  { name: 'Greenfield International School', industry: 'educational', state: 'Karnataka', city: 'Bengaluru', sites: [
    { siteName: 'Greenfield Main Campus', area: 85000, project_scope: 'Design and build', site_start: 2019, site_end: '2021-06-30', photos: 3, services: ['design-and-build', 'interiors'], facts: { contractValue: 420_000_000, deliveryModel: 'design-and-build', greenRating: 'IGBC Gold', safeManHours: 1_150_000, referenceAllowed: true }, quote: 'Principal, Greenfield International School',
      challenge: 'A 1,200-student campus had to open for the new academic year, on a sloping site with monsoon months in the middle of the schedule.',
      approach: 'We designed the blocks around a central court, built the structure in two phases before the rains and fitted out classrooms, labs and the library in parallel.',
      result: 'Handed over two weeks before term: 48 classrooms, six labs and an auditorium, with every room ready on day one.' },
    { siteName: 'Greenfield Junior Block', area: 24000, project_scope: 'Interiors', site_start: 2024, photos: 2, services: ['interiors'] },
  ] },
  { name: 'Sunrise Multispeciality Hospital', industry: 'healthcare', state: 'Maharashtra', city: 'Pune', sites: [
    { siteName: 'Sunrise Critical Care Wing', area: 42000, project_scope: 'Construction and fire doors', site_start: 2023, photos: 3, services: ['design-and-build', 'fire-doors'], facts: { contractValue: 310_000_000, deliveryModel: 'epc', greenRating: 'GRIHA 4 star', safeManHours: 640_000, referenceAllowed: true }, quote: 'Facilities Head, Sunrise Hospital',
      challenge: 'A new 60-bed critical care wing next to wards that had to keep running: no dust, no noise at night, and fire separation between old and new.',
      approach: 'Sealed hoardings and negative-pressure zones, work sequenced around ward rounds, and 120-minute fire-door sets made and tested in our own unit.',
      result: 'The wing is being handed over floor by floor; the hospital has not lost a single bed-day to the works.' },
  ] },
  { name: 'National Cooperative Bank', industry: 'bank', state: 'Gujarat', city: 'Ahmedabad', sites: [
    { siteName: 'NCB Regional Office', area: 18500, project_scope: 'Interiors', site_start: 2018, site_end: '2019-03-15', photos: 2, services: ['interiors'], facts: { contractValue: 68_000_000, deliveryModel: 'turnkey', safeManHours: 92_000, referenceAllowed: true } },
    { siteName: 'NCB Surat Branch', area: 6200, project_scope: 'Interiors and furniture', site_start: 2020, site_end: '2020-11-30', photos: 2, services: ['interiors', 'manufacturing'], facts: { contractValue: 21_000_000, deliveryModel: 'turnkey' } },
    { siteName: 'NCB Vault Upgrade', area: 1500, project_scope: 'Strong-room doors and joinery', site_start: 2025, photos: 2, services: ['manufacturing'], facts: { contractValue: 7_500_000, deliveryModel: 'supply-and-install' } },
  ] },
  { name: 'Vertex Technologies', industry: 'corporate', state: 'Telangana', city: 'Hyderabad', sites: [
    { siteName: 'Vertex HITEC City Office', area: 120000, project_scope: 'Design and build', site_start: 2022, site_end: '2023-08-31', photos: 4, services: ['design-and-build', 'interiors', 'manufacturing'], facts: { contractValue: 1_450_000_000, deliveryModel: 'design-and-build', greenRating: 'LEED Platinum', safeManHours: 2_300_000, referenceAllowed: true } },
  ] },
  { name: 'Public Works Department', industry: 'government', state: 'Kerala', city: 'Kochi', sites: [
    { siteName: 'Collectorate Annex', area: 36000, project_scope: 'Construction', site_start: 2017, site_end: '2019-01-31', photos: 2, services: ['design-and-build'], facts: { contractValue: 260_000_000, deliveryModel: 'item-rate', safeManHours: 410_000 } },
    { siteName: 'District Records Centre', area: 15000, project_scope: 'Fire doors', site_start: 2024, photos: 2, services: ['fire-doors'], facts: { contractValue: 34_000_000, deliveryModel: 'supply-and-install' } },
  ] },
  { name: 'Lotus Diagnostics', industry: 'healthcare', state: 'Delhi', city: 'New Delhi', sites: [
    { siteName: 'Lotus Saket Lab', area: 9800, project_scope: 'Interiors and fire doors', site_start: 2021, site_end: '2022-02-28', photos: 2, services: ['interiors', 'fire-doors'], facts: { contractValue: 52_000_000, deliveryModel: 'turnkey', greenRating: 'IGBC Silver', referenceAllowed: true } },
  ] },
];

/** The demo's posts, each with the date of its award, article or quote ('YYYY-MM-DD'). */
const DEMO_POSTS: Record<PostKind, Array<{ title: string; desc: string; nav?: string; date: string }>> = {
  press: [
    { title: 'Opening of the new manufacturing unit', desc: 'Our new facility doubles fire-door production capacity and brings joinery, finishing and testing under one roof.', nav: 'press-release', date: '2024-06-12' },
    { title: 'Featured in Interiors Today', desc: 'The magazine looks at how design-and-build delivery shortened the schedule of a corporate campus by four months.', nav: 'press-release', date: '2025-02-03' },
    { title: 'Partnership for certified fire doors', desc: 'A new partnership brings third-party certified fire-door sets to hospitals and schools across the country.', nav: 'news', date: '2025-09-22' },
  ],
  awards: [
    { title: 'Best Interior Fit-out 2023', desc: 'Recognised for the Vertex Technologies office in Hyderabad: 120,000 sq ft delivered on time.', date: '2023-11-18' },
    { title: 'Safety Excellence Award', desc: 'Awarded for two million working hours without a lost-time incident across our sites.', date: '2024-12-05' },
  ],
  testimonials: [
    { title: 'Principal, Greenfield International School', desc: 'The team handed over the campus before the new academic year, with every classroom ready on day one.', date: '2021-07-15' },
    { title: 'Facilities Head, Sunrise Hospital', desc: 'They kept the hospital running while building the critical care wing next door. Clean, quiet and on schedule.', date: '2025-04-08' },
  ],
};

/** The demo's certificates and downloads (small generated PDFs with real text). */
const DEMO_DOCUMENTS: Array<{ title: string; category: DocumentCategory; lines: string[] }> = [
  { title: 'ISO 9001:2015 quality management certificate', category: 'certificate', lines: ['Scope: design, manufacture, supply and installation of interiors,', 'fire-rated door assemblies and modular furniture.', 'Certificate no. DEMO-QMS-0001. Valid until 31 March 2028.'] },
  { title: 'IS 3614 fire resistance test report, 120-minute timber door', category: 'test report', lines: ['Specimen: single-leaf timber fire door assembly, 1000 x 2100 mm.', 'Test standard: IS 3614 (Part 2). Integrity and insulation: 120 minutes.', 'Report no. DEMO-FR-120. Tested at an accredited laboratory.'] },
  { title: 'BS 476 Part 22 test report, steel fire exit door', category: 'test report', lines: ['Specimen: double-leaf steel door with panic bar, 1800 x 2100 mm.', 'Test standard: BS 476 Part 22. Integrity: 120 minutes.', 'Report no. DEMO-BS-476.'] },
  { title: 'Company profile', category: 'brochure', lines: ['Interiors, design-and-build, manufacturing and fire doors', 'for educational, healthcare, banking, corporate and government clients.', 'Own factory, own site teams, projects across India.'] },
];

/** SEED_DEMO=false turns the demo off; production only seeds when SEED_DEMO=true says so. */
export const demoSeedWanted = (env: { SEED_DEMO?: string; NODE_ENV?: string }) =>
  env.SEED_DEMO !== 'false' && (env.NODE_ENV !== 'production' || env.SEED_DEMO === 'true');

/** The settings demoSeedWanted reads: the plugin's `seedDemo` and Strapi's environment. */
export const demoSeedEnv = (strapi: Core.Strapi) => ({ SEED_DEMO: installerConfig(strapi).seedDemo, NODE_ENV: String(strapi.config.get('environment')) });

/**
 * First-start demo content (design.md): clients with sites and generated photos, their logos in
 * the logo library, and a few press, award and testimonial posts, so the public site is never
 * empty. Runs once: a store flag remembers it, and it never runs over existing clients.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const flag = () => strapi.store({ type: 'plugin', name: 'installer', key: 'demo-seed' });

  const seedClient = async (images: DemoImages, client: DemoClient, index: number) => {
    const [first, ...rest] = client.sites;
    const siteFor = async (site: DemoSite, siteIndex: number) => ({
      data: {
        siteName: site.siteName,
        area: site.area,
        industry: client.industry,
        project_scope: site.project_scope,
        state: client.state,
        locations: client.city.toLowerCase(),
        description: `${site.project_scope} for ${client.name} in ${client.city}.`,
        site_start: site.site_start,
        site_ongoing: !site.site_end,
        site_end: site.site_end ?? null,
        ...Object.fromEntries(site.services.map((service) => [SERVICE_COLUMNS[service], true])),
        challenge: site.challenge ?? null,
        approach: site.approach ?? null,
        result: site.result ?? null,
        ...site.facts,
      },
      photos: await Promise.all(
        Array.from({ length: site.photos }, (_, p) => images.photo(index + siteIndex + p)),
      ),
    });
    const created = await service('clients').addClientOrSite({ name: client.name, logo: await images.logo(client.name, index), site: await siteFor(first, 0) });
    for (const [i, site] of rest.entries()) await service('sites').create(created!.documentId, await siteFor(site, i + 1));
    await service('logos').add(client.name.toLowerCase().replace(/\s+/g, '-'), await images.logo(client.name, index));
  };

  /** A demo testimonial quotes the project it is about (shown on that project's page). */
  const linkQuote = async (postId: string, siteName: string) => {
    const site = await strapi.db.query('api::site.site' as any).findOne({ where: { siteName: siteName.toLowerCase() }, select: ['documentId'] });
    if (site) await strapi.db.query('api::post.post' as any).update({ where: { documentId: postId }, data: { projectId: site.documentId } });
  };

  /** Each demo PDF goes through the same checks as an upload. */
  const seedDocuments = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-documents-'));
    try {
      for (const [i, doc] of DEMO_DOCUMENTS.entries()) {
        const filepath = path.join(dir, `${i}.pdf`);
        const bytes = demoPdf(doc.title, doc.lines);
        await fs.writeFile(filepath, bytes);
        const file = await checkDocument({ filepath, originalFilename: `${i}.pdf`, mimetype: 'application/pdf', size: bytes.length });
        await service('documents').create({ title: doc.title, category: doc.category }, file);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  };

  return {
    async seedDemoContent() {
      if (!demoSeedWanted(demoSeedEnv(strapi))) return;
      if (await flag().get({})) return;
      if ((await service('clients').count()) > 0) return;

      const started = Date.now();
      const images = await DemoImages.create(os.tmpdir());
      try {
        // Clients in parallel: image resizing runs on libuv's thread pool, so this uses several cores.
        await Promise.all(DEMO_CLIENTS.map((client, i) => seedClient(images, client, i)));
        for (const [kind, posts] of Object.entries(DEMO_POSTS) as Array<[PostKind, (typeof DEMO_POSTS)[PostKind]]>) {
          // One at a time per kind, oldest first, so "newest first" lists them in a stable order.
          for (const [i, post] of posts.entries()) {
            const image = await images.photo(i + 2, 1200, 800);
            const created = await service('posts').create(kind, { title: post.title, desc: post.desc, nav: post.nav, date: post.date }, image);
            const about = DEMO_CLIENTS.flatMap((c) => c.sites).find((site) => site.quote === post.title);
            if (about) await linkQuote(created.documentId, about.siteName);
          }
        }
        await seedDocuments();
        await flag().set({ value: { seededAt: new Date().toISOString() } });
        strapi.log.info(`Demo content seeded in ${Date.now() - started} ms (SEED_DEMO=false turns this off).`);
      } catch (error) {
        strapi.log.error(`Demo content seed failed: ${(error as Error).message}`);
      } finally {
        await images.dispose();
      }
    },
  };
};
