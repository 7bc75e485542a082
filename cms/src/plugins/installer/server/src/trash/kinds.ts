import type { Core, UID } from '@strapi/strapi';
import {
  DOCUMENT_CATEGORY_SINGULAR,
  MESSAGES,
  titleCase,
  type DocumentCategory,
  type TrashKind,
} from '@portfolio/contract';
import type { FileRow } from '../services/files';
import { conflict } from '../utils/http-errors';
import { CLIENT_UID, SITE_UID } from '../projects/clients';
import { LOGO_UID, type LogoRow } from '../library/logos/service';
import { JOB_UID, type JobRow } from '../careers/jobs';
import { DOCUMENT_UID, type DocumentRow } from '../library/documents/service';
import { POST_UID } from '../posts/service';
import type { ClientRow, PostRow, SiteRow } from '../utils/serialize';
import { JOB_FIELDS, siteFiles, siteSnapshot, type SiteSnapshot, type TrashSnapshot } from './snapshots';

/**
 * What each kind of removed record keeps in the Trash, and how it comes back. A snapshot holds the
 * records' own fields and documentIds plus the ids of their upload files, in order; the files
 * themselves stay in the Media Library, attached to the trash item. Restoring re-creates the rows
 * with the same documentIds, so links and undo keep working, and re-attaches the same files.
 */
export interface Removal {
  kind: TrashKind;
  label: string;
  context: string | null;
  snapshot: Record<string, unknown>;
  files: Array<FileRow | null | undefined>;
  /** Deletes the live rows (inside the same transaction as the trash item's creation). */
  removeLive: () => Promise<unknown>;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = (uid: UID.ContentType) => strapi.documents(uid);
  /** Only files that still exist (a super-admin may have deleted one in the Media Library meanwhile). */
  const present = async (ids: Array<number | null>): Promise<Set<number | null>> => {
    const wanted = ids.filter((id): id is number => typeof id === 'number');
    if (!wanted.length) return new Set();
    const rows = await strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { id: { $in: wanted } }, select: ['id'] });
    return new Set(rows.map((r: { id: number }) => r.id));
  };

  /** Lists sort sites and posts by creation: a restored one goes back to its place. */
  const keepCreatedAt = (uid: string, documentId: string, createdAt: string | undefined) =>
    createdAt ? strapi.db.query(uid).update({ where: { documentId }, data: { createdAt } }) : undefined;

  const createSite = async (clientId: string, site: SiteSnapshot, files: Set<number | null>) => {
    await docs(SITE_UID).create({
      data: {
        documentId: site.documentId,
        ...site.data,
        displayName: site.data.displayName ?? titleCase(site.data.siteName ?? ''),
        photos: site.photos.filter((id: number) => files.has(id)),
        video: files.has(site.video) ? site.video : null,
        client: clientId,
      },
    });
    await keepCreatedAt(SITE_UID, site.documentId, site.createdAt);
  };

  return {
    client: (client: ClientRow): Removal => ({
      kind: 'client',
      label: client.name,
      context: null,
      snapshot: {
        documentId: client.documentId,
        name: client.name,
        displayName: client.displayName ?? null,
        logo: client.logo?.id ?? null,
        sites: (client.sites ?? []).map(siteSnapshot),
      },
      files: [client.logo, ...(client.sites ?? []).flatMap(siteFiles)],
      removeLive: async () => {
        for (const site of client.sites ?? []) await docs(SITE_UID).delete({ documentId: site.documentId });
        await docs(CLIENT_UID).delete({ documentId: client.documentId });
      },
    }),

    site: (site: SiteRow): Removal => ({
      kind: 'site',
      label: site.siteName as string,
      context: site.client?.name ?? null,
      snapshot: { clientId: site.client?.documentId, clientName: site.client?.name, site: siteSnapshot(site) },
      files: siteFiles(site),
      removeLive: () => docs(SITE_UID).delete({ documentId: site.documentId }),
    }),

    post: (post: PostRow): Removal => ({
      kind: 'post',
      label: post.title,
      context: post.kind,
      snapshot: {
        documentId: post.documentId,
        kind: post.kind,
        title: post.title,
        desc: post.desc,
        nav: post.nav ?? null,
        date: post.date ?? null,
        img: post.img?.id ?? null,
        createdAt: post.createdAt,
        ...(post.projectId ? { projectId: post.projectId } : {}),
      },
      files: [post.img],
      removeLive: () => docs(POST_UID).delete({ documentId: post.documentId }),
    }),

    logo: (logo: LogoRow): Removal => ({
      kind: 'logo',
      label: logo.file?.name ?? logo.name,
      context: null,
      snapshot: {
        documentId: logo.documentId,
        name: logo.name,
        file: logo.file?.id ?? null,
        position: logo.position ?? null,
      },
      files: [logo.file],
      removeLive: () => docs(LOGO_UID).delete({ documentId: logo.documentId }),
    }),

    job: (job: JobRow): Removal => ({
      kind: 'job',
      label: job.title,
      context: `${job.city}, ${job.state}`,
      snapshot: Object.fromEntries(JOB_FIELDS.map((f) => [f, job[f] ?? null])),
      files: [],
      removeLive: () => docs(JOB_UID).delete({ documentId: job.documentId }),
    }),

    document: (doc: DocumentRow): Removal => ({
      kind: 'document',
      label: doc.title,
      context: DOCUMENT_CATEGORY_SINGULAR[doc.category as DocumentCategory] ?? doc.category,
      snapshot: {
        documentId: doc.documentId,
        title: doc.title,
        category: doc.category,
        bytes: doc.bytes ?? null,
        file: doc.file?.id ?? null,
        createdAt: doc.createdAt,
      },
      files: [doc.file],
      removeLive: () => docs(DOCUMENT_UID).delete({ documentId: doc.documentId }),
    }),

    /** Checks that nothing took the record's place meanwhile (409 with a clear message); runs before restoring. */
    async checkRestorable(kind: TrashKind, s: TrashSnapshot) {
      if (kind === 'client') {
        const taken = await strapi.db.query(CLIENT_UID).findOne({ where: { name: s.name }, select: ['id'] });
        if (taken) throw conflict(MESSAGES.restoreNameTaken(s.name));
      }
      if (kind === 'job') {
        const taken = await strapi.db.query(JOB_UID).findOne({ where: { slug: s.slug }, select: ['id'] });
        if (taken) throw conflict(MESSAGES.restoreJobSlugTaken);
      }
      if (kind === 'site') {
        const client = await strapi.db.query(CLIENT_UID).findOne({ where: { documentId: s.clientId }, select: ['id'] });
        if (!client) throw conflict(MESSAGES.restoreClientGone(s.clientName ?? ''));
      }
    },

    /** Re-creates the live rows from a snapshot; answers the restored record's documentId. */
    async restore(kind: TrashKind, s: TrashSnapshot): Promise<string> {
      if (kind === 'client') {
        const files = await present([s.logo, ...s.sites.flatMap((site: SiteSnapshot) => [...site.photos, site.video])]);
        // The slug follows the display name again (its former slugs still redirect here).
        await docs(CLIENT_UID).create({
          data: {
            documentId: s.documentId,
            name: s.name,
            displayName: s.displayName ?? titleCase(s.name),
            logo: files.has(s.logo) ? s.logo : null,
          },
        });
        for (const site of s.sites) await createSite(s.documentId, site, files);
        return s.documentId;
      }
      if (kind === 'site') {
        await createSite(s.clientId, s.site, await present([...s.site.photos, s.site.video]));
        return s.site.documentId;
      }
      if (kind === 'post') {
        const files = await present([s.img]);
        const data = {
          documentId: s.documentId,
          kind: s.kind,
          title: s.title,
          desc: s.desc,
          nav: s.nav,
          date: s.date ?? null,
          img: files.has(s.img) ? s.img : null,
          projectId: s.projectId ?? null,
        };
        await docs(POST_UID).create({ data: data });
        await keepCreatedAt(POST_UID, s.documentId, s.createdAt);
        return s.documentId;
      }
      if (kind === 'document') {
        // A replaced file's item has no documentId: it comes back as a document of its own.
        const files = await present([s.file]);
        const { createdAt, file, ...data } = s;
        const created: { documentId: string } = await docs(DOCUMENT_UID).create({
          data: { ...data, file: files.has(file) ? file : null },
        });
        await keepCreatedAt(DOCUMENT_UID, created.documentId, createdAt);
        return created.documentId;
      }
      if (kind === 'job') {
        const { createdAt, ...data } = s;
        await docs(JOB_UID).create({ data: data });
        await keepCreatedAt(JOB_UID, s.documentId, createdAt);
        return s.documentId;
      }
      const files = await present([s.file]);
      // Back at its place in the logo wall's order (a logo trashed before there was one has none: after the placed
      // ones).
      await docs(LOGO_UID).create({
        data: {
          documentId: s.documentId,
          name: s.name,
          file: files.has(s.file) ? s.file : null,
          position: s.position ?? null,
        },
      });
      return s.documentId;
    },
  };
};
