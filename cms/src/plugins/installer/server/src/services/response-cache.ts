import crypto from 'crypto';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';

const TABLE = 'installer_cache_states';
const MAX_ENTRIES = 500;

export interface CachedResponse {
  version: string;
  etag: string;
  body: Buffer;
  gzip: Buffer;
}

/**
 * The public read cache. Entries live in each process, but their validity is a content version
 * kept in the database: every successful write (dashboard API, admin panel, media library) bumps
 * it, so a write on one instance invalidates the caches of all of them. A read costs one tiny
 * query instead of the full populate.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = new Map<string, CachedResponse>();
  const table = () => strapi.db.connection(TABLE);

  return {
    async ensureRow() {
      if (!(await table().first('id'))) await strapi.db.query('plugin::installer.cache-state').create({ data: { version: 0 } });
    },

    async version(): Promise<string> {
      const row = await table().first('version');
      return String(row?.version ?? 0);
    },

    async bump() {
      await table().increment('version', 1);
    },

    get(key: string, version: string) {
      const entry = entries.get(key);
      return entry && entry.version === version ? entry : undefined;
    },

    /** A string (rendered HTML) is stored as it is; anything else as its JSON. */
    set(key: string, version: string, value: unknown): CachedResponse {
      const body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
      const entry = {
        version,
        body,
        gzip: zlib.gzipSync(body, { level: 6 }),
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      return entry;
    },
  };
};
