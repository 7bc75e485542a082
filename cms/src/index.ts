import type { Core } from '@strapi/strapi';
import { sitemapRouter } from './api/sitemap/public-routes';
import { shareImageRouter } from './api/share-image/public-routes';
import { capabilityRouter } from './api/capability/public-routes';
import { DEFAULT_PAGES, DEFAULT_SITE_SETTINGS, RETIRED_SECTION_BODIES } from './api/page/default-content';
import { DEMO_COMPANY_FACTS, DEMO_COMPANY_IDS, DEMO_LOOK } from './api/page/demo-settings';
import { demoSeedEnv, demoSeedWanted } from './plugins/installer/server/src/services/seed';
import { migrateLegacyAddress } from './api/site-setting/address';
import { migrateSectionsToBlocks, sectionAsBlock } from './api/page/migrate-sections';
import { asPageBlocks } from './plugins/installer/server/src/utils/document-rows';
import { getService } from './plugins/installer/server/src/utils/get-service';
import { publishedOnlyForVisitors } from './published-only';
import { refuseOffSiteBlockLinks } from './api/page/block-links';
import { configureAdminPanel } from './admin-panel/configure';
import { refuseDuplicateRatings } from './api/door-type/ratings-check';
import { refuseImpossibleFacts } from './api/site-setting/facts-check';

/**
 * The public role's reads of Strapi's REST API that earlier versions granted on every start. The
 * site never used them (it reads `/api/v1/public`), and they opened the page texts and site
 * settings to anyone; every start removes them, from databases that still have them too.
 */
const RETIRED_PUBLIC_ACTIONS = ['api::page.page.find', 'api::page.page.findOne', 'api::site-setting.site-setting.find'];

const revokeRetiredPublicReads = async (strapi: Core.Strapi) => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const where = { action: { $in: RETIRED_PUBLIC_ACTIONS }, role: role.id };
  const retired: Array<{ id: number }> = await permissions.findMany({ where, select: ['id'] });
  // One by one: delete() also removes the row's link to the role.
  for (const { id } of retired) await permissions.delete({ where: { id } });
};

/** First start: the default copy for every company page and the site settings (only what is missing). */
const seedContent = async (strapi: Core.Strapi) => {
  const pages = strapi.documents('api::page.page');
  for (const { sections, blocks, ...page } of DEFAULT_PAGES) {
    const found = await pages.findFirst({ filters: { slug: page.slug } });
    // Published at once: visitors read published pages only (Draft & Publish).
    if (!found)
      await pages.create({
        data: { ...page, blocks: asPageBlocks(blocks ?? sections.map(sectionAsBlock)) },
        status: 'published',
      });
  }
  const settings = strapi.documents('api::site-setting.site-setting');
  // Published at once, like the pages (Site settings have drafts too). The demo's footer shows
  // registered details (GSTIN, CIN); a real company types its own.
  if (!(await settings.findFirst({})))
    await settings.create({
      data: {
        ...DEFAULT_SITE_SETTINGS,
        ...(demoSeedWanted(demoSeedEnv(strapi)) ? { ...DEMO_COMPANY_IDS, ...DEMO_COMPANY_FACTS, ...DEMO_LOOK } : {}),
      },
      status: 'published',
    });
  await migrateLegacyAddress(strapi);
  // Default copy with a figure the live numbers contradict ("more than a dozen states" beside "6 States").
  // Pages keep their text in rich-text blocks now (sections only before the blocks migration).
  for (const { old, now } of RETIRED_SECTION_BODIES)
    for (const uid of ['content.section', 'blocks.rich-text'] as const)
      await strapi.db.query(uid).updateMany({ where: { body: old }, data: { body: now } });
};

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.server.routes(sitemapRouter as Core.Router);
    strapi.server.routes(shareImageRouter as Core.Router);
    strapi.server.routes(capabilityRouter as Core.Router);
    publishedOnlyForVisitors(strapi);
    refuseOffSiteBlockLinks(strapi);
    refuseDuplicateRatings(strapi);
    refuseImpossibleFacts(strapi);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await revokeRetiredPublicReads(strapi);
    await migrateSectionsToBlocks(strapi);
    await seedContent(strapi);
    // Needs the settings and pages seedContent writes (plugins bootstrap before the app).
    await getService('share-seed').seedDemoShareImages();
    await getService('page-demo').seedDemoPageBlocks();
    // The content manager's labels and list columns, and the Editor role's permissions.
    await configureAdminPanel(strapi);
  },
};
