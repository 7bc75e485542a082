import os from 'os';
import type { Core } from '@strapi/strapi';
import { DemoImages } from '../demo/images';
import { FOLDERS } from './files';
import { demoSeedEnv, demoSeedWanted } from './seed';
import { getService } from '../utils/get-service';

const PAGE_UID = 'api::page.page';

/** The render each company page's share card shows (demo/photos); other pages take the fallbacks in turn. */
const SHARE_PHOTOS: Record<string, string> = {
  home: 'facade-3',
  'about-us': 'lobby-3',
  designandbuild: 'facade-1',
  manufacturing: 'factory-1',
  firedoors: 'corridor-1',
  career: 'office-1:crop',
  certifications: 'factory-3',
  projects: 'office-2',
  'press-awards-testimonials': 'lobby-1',
};
const SHARE_FALLBACK = ['facade-2', 'office-3', 'lobby-2', 'corridor-2'];

/**
 * With the demo content, a share image (og:image) per company page, once: a store flag remembers
 * it, so a picture a super-admin removes stays removed. Runs from the app's bootstrap, after the
 * pages exist (plugins bootstrap before the app seeds them).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const flag = () => strapi.store({ type: 'plugin', name: 'installer', key: 'demo-share-images' });

  return {
    async seedDemoShareImages() {
      if (!demoSeedWanted(demoSeedEnv(strapi)) || (await flag().get({}))) return;
      const images = await DemoImages.create(os.tmpdir(), strapi.dirs.app.root);
      try {
        // The published pages (each also has its draft): the picture goes into the draft, then is published.
        const pages: { documentId: string; slug: string; shareImage?: unknown }[] = await strapi.db
          .query(PAGE_UID)
          .findMany({
            where: { publishedAt: { $notNull: true } },
            populate: { shareImage: true },
            orderBy: { id: 'asc' },
          });
        for (const [i, page] of pages.entries()) {
          if (page.shareImage) continue;
          const photo = await images.render(
            SHARE_PHOTOS[page.slug] ?? SHARE_FALLBACK[i % SHARE_FALLBACK.length],
            1600,
            900,
          );
          const row = await getService('files').store(photo, FOLDERS.shareImages, `${page.slug}-share`);
          await strapi.documents(PAGE_UID).update({ documentId: page.documentId, data: { shareImage: row.id } });
          await strapi.documents(PAGE_UID).publish({ documentId: page.documentId });
        }
        await flag().set({ value: { seededAt: new Date().toISOString() } });
      } catch (error) {
        strapi.log.error(`Demo share images could not be made: ${(error as Error).message}`);
      } finally {
        await images.dispose();
      }
    },
  };
};
