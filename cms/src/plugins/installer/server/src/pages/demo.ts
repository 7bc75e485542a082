import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { FOLDERS } from '../services/files';
import { demoSeedEnv, demoSeedWanted } from '../services/seed';
import { renderDemoPicture } from '../demo/renders';
import type { CheckedFile } from '../services/files';
import { getService } from '../utils/get-service';
import { asPageBlocks, asRow } from '../utils/document-rows';
import { PICTURES, demoBlocks, type Picture, type PictureName, type StoredBlock } from './demo-blocks';

const PAGE_UID = 'api::page.page';

/**
 * With the demo content, the company pages get their blocks once (a store flag remembers it, so an
 * editor's changes stay): the fire-door range, ratings, tests, reports and FAQ; the about page's
 * figures, factory, story, leadership and credentials; the service pages' photos, the manufacturing
 * steps and each service page's own projects. Each page is
 * published after its own texts, which stay first.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const flag = () => strapi.store({ type: 'plugin', name: 'installer', key: 'demo-page-blocks' });

  return {
    async seedDemoPageBlocks() {
      if (!demoSeedWanted(demoSeedEnv(strapi)) || (await flag().get({}))) return;
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-pages-'));
      try {
        const ids = new Map<PictureName, number>();
        await getService('files').withFormatsAtEnd(async () => {
          for (const [name, [kind, variant, width, height, alt]] of Object.entries(PICTURES) as Array<
            [PictureName, Picture]
          >) {
            const filepath = path.join(dir, `${name}.jpg`);
            const bytes = await renderDemoPicture(kind, variant, width, height);
            await fs.writeFile(filepath, bytes);
            const file: CheckedFile = {
              source: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: bytes.length },
              sniffed: { type: 'jpeg', mime: 'image/jpeg', ext: '.jpg' },
            } as CheckedFile;
            const row = await getService('files').store(file, FOLDERS.pagePictures, `page-${name}`);
            await strapi.db
              .query('plugin::upload.file')
              .update({ where: { id: row.id }, data: { alternativeText: alt } });
            ids.set(name, row.id);
          }
        });
        const docs: { documentId: string }[] = await strapi.db
          .query('api::document.document')
          .findMany({ where: { category: 'test report' }, select: ['documentId'], orderBy: { id: 'asc' } });
        const blocks = demoBlocks(
          (name) => ids.get(name)!,
          docs.map((d) => d.documentId),
          true,
        );
        for (const [slug, extra] of Object.entries(blocks)) {
          const page = asRow<{ documentId: string; blocks?: StoredBlock[] | null }>(
            await strapi
              .documents(PAGE_UID)
              .findFirst({ filters: { slug }, status: 'draft', populate: { blocks: true } }),
          );
          if (!page || !extra.length) continue;
          const own = (page.blocks ?? [])
            .filter((b: StoredBlock) => b.__component === 'blocks.rich-text')
            .map(({ id, ...b }: StoredBlock) => (void id, b));
          await strapi
            .documents(PAGE_UID)
            .update({ documentId: page.documentId, data: { blocks: asPageBlocks([...own, ...extra]) } });
          await strapi.documents(PAGE_UID).publish({ documentId: page.documentId });
        }
        await flag().set({ value: { seededAt: new Date().toISOString() } });
      } catch (error) {
        strapi.log.error(`Demo page blocks could not be made: ${(error as Error).stack}`);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
};
