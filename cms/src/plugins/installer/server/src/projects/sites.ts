import type { Core, Modules } from '@strapi/strapi';
import type { SiteRow } from '../utils/serialize';
import { asRow, documentInput } from '../utils/document-rows';
import { FOLDERS, type CheckedFile, type FileRow } from '../services/files';
import type { SiteData } from './input';
import type { NewSite } from './clients';
import { SITE_UID } from './clients';
import { withUndo } from '../trash/undo';
import { arrangePhotos, storePhotoWords, type PhotoSlot, type PhotoWords } from './photo-words';
import { getService } from '../utils/get-service';

const SITE_POPULATE = {
  photos: true,
  video: true,
  client: { fields: ['name'] },
} satisfies Modules.Documents.Params.Populate.Any<typeof SITE_UID>;

export interface SiteChanges {
  data: SiteData;
  /**
   * Existing photos to keep, in their new order (file rows of this site), numbers placing new photos among them;
   * undefined keeps all.
   */
  keep?: PhotoSlot[];
  newPhotos: CheckedFile[];
  video?: CheckedFile;
  /** Captions and alt texts of the photos in their new order. */
  words?: PhotoWords;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sites = () => strapi.documents(SITE_UID);
  const files = () => getService('files');

  return {
    /** The site, only when it belongs to the client with documentId `clientId`. */
    async findInClient(clientId: string, siteId: string) {
      const site = asRow<SiteRow>(await sites().findOne({ documentId: siteId, populate: SITE_POPULATE }));
      return site && site.client?.documentId === clientId ? site : null;
    },

    findById: async (siteId: string) =>
      asRow<SiteRow>(await sites().findOne({ documentId: siteId, populate: SITE_POPULATE })),

    /** Stores the photos (in order) and video, then the site row linked to the client. */
    async create(clientId: string, { data, photos, video, words = {} }: NewSite) {
      return withUndo(async (onUndo) => {
        const label = data.siteName || 'site';
        const photoRows: FileRow[] = await files().storeAll(photos, FOLDERS.sitePhotos, label);
        onUndo(() => files().remove(photoRows));
        await storePhotoWords(strapi, photoRows, words);
        const videoRow: FileRow | undefined = video ? await files().store(video, FOLDERS.siteVideos, label) : undefined;
        if (videoRow) onUndo(() => files().remove([videoRow]));
        return sites().create({
          data: documentInput(SITE_UID, {
            ...data,
            photos: photoRows.map((p) => p.id),
            video: videoRow?.id ?? null,
            client: clientId,
          }),
        });
      });
    },

    /**
     * Applies validated changes: kept photos in their order, then the new ones; a new video
     * replaces the old. Files no longer used are deleted after the row is saved.
     */
    async update(site: SiteRow, { data, keep, newPhotos, video, words = {} }: SiteChanges) {
      const current: FileRow[] = site.photos ?? [];
      const kept = keep ? keep.filter((p): p is FileRow => typeof p !== 'number') : current;
      const label = data.siteName || site.siteName || 'site';
      await withUndo(async (onUndo) => {
        const changes: Record<string, unknown> = { ...data };
        if (newPhotos.length || keep) {
          const added: FileRow[] = await files().storeAll(newPhotos, FOLDERS.sitePhotos, label);
          onUndo(() => files().remove(added));
          const photos = arrangePhotos(keep ?? current, added);
          changes.photos = photos.map((p) => p.id);
          await storePhotoWords(strapi, photos, words, onUndo);
        } else await storePhotoWords(strapi, current, words, onUndo);
        if (video) {
          const videoRow: FileRow = await files().store(video, FOLDERS.siteVideos, label);
          onUndo(() => files().remove([videoRow]));
          changes.video = videoRow.id;
        }
        if (Object.keys(changes).length) await sites().update({ documentId: site.documentId, data: changes });
      });
      const keptIds = new Set(kept.map((p) => p.id));
      await files().remove([...current.filter((p) => !keptIds.has(p.id)), video ? site.video : null]);
      return this.findById(site.documentId);
    },
  };
};
