import fs from 'fs/promises';
import { seedDemoInsights } from '../insights/demo';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { PostKind } from '@portfolio/contract';
import { SERVICE_COLUMNS } from '../projects/input';
import { DemoImages } from '../demo/images';
import { DEMO_CLIENTS, type DemoClient, type DemoSite } from '../demo/portfolio';
import { DEMO_POSTS, POST_PHOTOS } from '../demo/posts';
import { demoDocumentPdf } from '../demo/document-pdf';
import { completionDocuments } from '../demo/project-documents';
import { checkDocument } from '../library/documents/service';
import { DEMO_DOCUMENTS } from '../demo/documents';
import { renderDemoPicture } from '../demo/renders';
import { DEMO_DOOR_TYPES } from '../door-types/demo';
import { seedDemoEnquiries } from '../inbox/enquiries/demo';
import { seedDemoCareers } from '../careers/demo';
import { seedDemoDoors } from '../doors/demo';
import { FOLDERS, type CheckedFile } from './files';
import { installerConfig } from '../config';
import { getService } from '../utils/get-service';

/** SEED_DEMO=false turns the demo off; production only seeds when SEED_DEMO=true says so. */
export const demoSeedWanted = (env: { SEED_DEMO?: string; NODE_ENV?: string }) =>
  env.SEED_DEMO !== 'false' && (env.NODE_ENV !== 'production' || env.SEED_DEMO === 'true');

/** The settings demoSeedWanted reads: the plugin's `seedDemo` and Strapi's environment. */
export const demoSeedEnv = (strapi: Core.Strapi) => ({
  SEED_DEMO: installerConfig(strapi).seedDemo,
  NODE_ENV: String(strapi.config.get('environment')),
});

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
    const siteFor = async (site: DemoSite) => ({
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
      photos: await Promise.all(site.photos.map(([scene]) => images.render(scene))),
      words: { photoCaptions: site.photos.map(([, caption]) => caption) },
    });
    const logo = await images.logo(client.name, index);
    const { client: created } = await service('clients').addClientOrSite({
      name: client.name,
      logo,
      site: await siteFor(first),
    });
    for (const site of rest) await service('sites').create(created!.documentId, await siteFor(site));
    await service('logos').add(client.name.toLowerCase().replace(/\s+/g, '-'), await images.logo(client.name, index));
  };

  /** A demo testimonial quotes the project it is about (shown on that project's page). */
  const linkQuote = async (postId: string, siteName: string) => {
    const site = await strapi.db
      .query('api::site.site')
      .findOne({ where: { siteName: siteName.toLowerCase() }, select: ['documentId'] });
    if (site)
      await strapi.db
        .query('api::post.post')
        .update({ where: { documentId: postId }, data: { projectId: site.documentId } });
  };

  /** Each demo PDF goes through the same checks as an upload; answers each document's documentId by its key. */
  const seedDocuments = async () => {
    const ids = new Map<string, string>();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-documents-'));
    try {
      for (const [i, doc] of DEMO_DOCUMENTS.entries()) {
        const filepath = path.join(dir, `${i}.pdf`);
        const expiresOn = doc.expiresInDays
          ? new Date(Date.now() + doc.expiresInDays * 86_400_000).toISOString().slice(0, 10)
          : doc.expiresOn;
        const bytes = await demoDocumentPdf({ ...doc, expiresOn });
        await fs.writeFile(filepath, bytes);
        const file = await checkDocument({
          filepath,
          originalFilename: `${i}.pdf`,
          mimetype: 'application/pdf',
          size: bytes.length,
        });
        const { title, category, issuer, number, issuedOn } = doc;
        const row = await service('documents').create({ title, category, issuer, number, issuedOn, expiresOn }, file);
        ids.set(doc.key, row.documentId);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    return ids;
  };

  /**
   * Each completed project's completion certificate and work order (demo/project-documents.ts), as its
   * private documents: the tender finder counts a work only with its certificate, and the pack holds both.
   */
  const seedCompletionDocuments = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-project-documents-'));
    try {
      const completed = DEMO_CLIENTS.flatMap((client) =>
        client.sites.filter((site) => site.site_end).map((site) => ({ client, site })),
      );
      for (const [index, { client, site }] of completed.entries()) {
        const row = await strapi.db
          .query('api::site.site')
          .findOne({ where: { siteName: site.siteName.toLowerCase() }, select: ['documentId'] });
        if (!row) continue;
        const made = await completionDocuments(
          {
            client: client.name,
            city: client.city,
            state: client.state,
            siteName: site.siteName,
            scope: site.project_scope,
            startYear: site.site_start,
            completedOn: site.site_end!,
            areaSqFt: site.area,
            contractValue: site.facts?.contractValue ?? null,
            safeManHours: site.facts?.safeManHours ?? null,
            services: site.services,
          },
          index,
        );
        for (const [kind, bytes, number] of [
          ['completion-certificate', made.certificate, made.certificateNo],
          ['work-order', made.workOrder, made.workOrderNo],
        ] as const) {
          const originalFilename = `${number.replace(/\//g, '-')}.pdf`;
          const filepath = path.join(dir, originalFilename);
          await fs.writeFile(filepath, bytes);
          const file = await checkDocument({
            filepath,
            originalFilename,
            mimetype: 'application/pdf',
            size: bytes.length,
          });
          await service('site-documents').create(row.documentId, kind, file);
        }
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  };

  /** The demo fire-door range (door-types/demo.ts): each rating linked to the test reports that back it. */
  const seedDoorTypes = async (documentIds: Map<string, string>) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-door-types-'));
    try {
      for (const type of DEMO_DOOR_TYPES) {
        const [kind, variant, alt] = type.photo;
        const filepath = path.join(dir, `${type.slug}.jpg`);
        const bytes = await renderDemoPicture(kind, variant, 1200, 900);
        await fs.writeFile(filepath, bytes);
        const file = {
          source: { filepath, originalFilename: `${type.slug}.jpg`, mimetype: 'image/jpeg', size: bytes.length },
          sniffed: { type: 'jpeg', mime: 'image/jpeg', ext: '.jpg' },
        } as CheckedFile;
        const photo = await service('files').store(file, FOLDERS.pagePictures, `door-${type.slug}`);
        await strapi.db
          .query('plugin::upload.file')
          .update({ where: { id: photo.id }, data: { alternativeText: alt } });
        await service('door-types').create({
          name: type.name,
          slug: type.slug,
          material: type.material,
          leafConfiguration: type.leafConfiguration,
          summary: type.summary,
          acoustic: type.acoustic,
          leadLined: type.leadLined,
          standards: type.standards.join('\n'),
          order: type.order,
          photo: photo.id,
          ratings: type.ratings.map(({ documents, ...rating }) => ({
            ...rating,
            documents: documents.map((key) => documentIds.get(key)!).filter(Boolean),
          })),
        });
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
      const images = await DemoImages.create(os.tmpdir(), strapi.dirs.app.root);
      try {
        // Clients in parallel: image resizing runs on libuv's thread pool, so this uses several cores.
        await service('files').withFormatsAtEnd(() =>
          Promise.all(DEMO_CLIENTS.map((client, i) => seedClient(images, client, i))),
        );
        for (const [kind, posts] of Object.entries(DEMO_POSTS) as Array<[PostKind, (typeof DEMO_POSTS)[PostKind]]>) {
          // One at a time per kind, oldest first, so "newest first" lists them in a stable order.
          for (const [i, post] of posts.entries()) {
            const image = await images.render(POST_PHOTOS[kind][i % POST_PHOTOS[kind].length], 1200, 800);
            const created = await service('posts').create(
              kind,
              { title: post.title, desc: post.desc, nav: post.nav, date: post.date },
              image,
            );
            const about = DEMO_CLIENTS.flatMap((c) => c.sites).find((site) => site.quote === post.title);
            if (about) await linkQuote(created.documentId, about.siteName);
          }
        }
        await seedDoorTypes(await seedDocuments());
        await seedCompletionDocuments();
        await seedDemoEnquiries(strapi);
        await seedDemoCareers(strapi);
        await seedDemoDoors(strapi);
        await seedDemoInsights(strapi);
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
