import type { Core, Modules } from '@strapi/strapi';
import { FOLDERS, type CheckedFile, type FileRow } from '../services/files';
import type { ClientRow } from '../utils/serialize';
import { asRows } from '../utils/document-rows';
import type { SiteData } from './input';
import { withUndo } from '../trash/undo';
import type { PhotoWords } from './photo-words';
import { CLIENT_UID, SITE_UID } from '../utils/content-uids';
import { getService } from '../utils/get-service';

export { CLIENT_UID, SITE_UID };

/** Everything a client response needs, loaded in one query per relation level (no N+1). */
export const CLIENT_POPULATE = {
  logo: true,
  sites: { sort: ['createdAt:asc', 'id:asc'], populate: { photos: true, video: true } },
} satisfies Modules.Documents.Params.Populate.Any<typeof CLIENT_UID>;

export interface NewSite {
  data: SiteData;
  photos: CheckedFile[];
  video?: CheckedFile;
  /** Captions and alt texts in photo order (./photo-words.ts). */
  words?: PhotoWords;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const clients = () => strapi.documents(CLIENT_UID);
  const files = () => getService('files');
  const sites = () => getService('sites');

  return {
    findAll: async () => asRows<ClientRow>(await clients().findMany({ populate: CLIENT_POPULATE, sort: ['name:asc'] })),

    /** Names are stored lowercase, so any casing finds the client. */
    findByName: (name: string) =>
      clients().findFirst({
        filters: { name: { $eq: name.trim().toLowerCase() } },
        populate: CLIENT_POPULATE,
      }) as Promise<ClientRow | null>,

    findById: (documentId: string) =>
      clients().findOne({ documentId, populate: CLIENT_POPULATE }) as Promise<ClientRow | null>,

    /**
     * Creates the client when `existing` is not given (with its logo), then the site if one is
     * described. Everything was validated before; if a write still fails, what was already
     * stored (rows and files) is removed again.
     */
    async addClientOrSite({
      existing,
      name,
      logo,
      site,
    }: {
      existing?: ClientRow | null;
      name: string;
      logo?: CheckedFile;
      site?: NewSite;
    }) {
      return withUndo(async (onUndo) => {
        let client: { documentId: string } | null | undefined = existing;
        if (!client) {
          const logoRow: FileRow = await files().store(logo!, FOLDERS.clientLogos, name);
          onUndo(() => files().remove([logoRow]));
          // The content type stores the name lowercase and keeps it as typed in displayName (its lifecycle).
          client = await clients().create({ data: { name: name.trim(), logo: logoRow.id } });
          const created = client;
          onUndo(() => clients().delete({ documentId: created.documentId }));
        }
        const added = site ? await sites().create(client.documentId, site) : undefined;
        return { client: await this.findById(client.documentId), siteId: added?.documentId as string | undefined };
      });
    },

    /** Renames and/or replaces the logo; the old logo file is deleted once the new one is saved. */
    async updateClient(client: ClientRow, { name, logo }: { name?: string; logo?: CheckedFile }) {
      const data: Record<string, unknown> = {};
      if (name !== undefined) data.name = name.trim();
      await withUndo(async (onUndo) => {
        if (logo) {
          const logoRow: FileRow = await files().store(logo, FOLDERS.clientLogos, name ?? client.name);
          onUndo(() => files().remove([logoRow]));
          data.logo = logoRow.id;
        }
        if (Object.keys(data).length) await clients().update({ documentId: client.documentId, data: data });
      });
      if (logo && client.logo) await files().remove([client.logo]);
      return this.findById(client.documentId);
    },

    count: () => clients().count({}),
  };
};
