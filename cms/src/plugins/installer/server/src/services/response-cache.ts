import { AsyncLocalStorage } from 'async_hooks';
import crypto from 'crypto';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';
import { installerConfig } from '../config';

const TABLE = 'installer_cache_states';
const MB = 1024 * 1024;

/** The request state flag set when a request changed content; middlewares/cache-invalidation reads it. */
export const CONTENT_CHANGED = 'installerContentChanged';

/**
 * What the public site shows: every content type of the app (`api::`) and the media library's files.
 * Sessions, login counters, the audit log, users and the admin's own tables are not content.
 */
export const isContentModel = (uid: string) => uid.startsWith('api::') || uid.startsWith('plugin::upload.');

/**
 * Writes of data derived from content that visitors already see (an image's share card stored as
 * its `share` format): they change no answer, so they leave every cache valid. Run through
 * `derivedWrite`; any other write in the same request still counts.
 */
const derivedWrites = new AsyncLocalStorage<true>();
export const derivedWrite = <T>(write: () => Promise<T>): Promise<T> => derivedWrites.run(true, write);

const WRITE_EVENTS = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

export interface CachedResponse {
  version: string;
  etag: string;
  body: Buffer;
  gzip: Buffer;
}

/** Keys of server-rendered pages start with this (cms/src/web-app/pages.ts's pageCacheKey). */
export const PAGE_KEY_PREFIX = 'html:';

/**
 * The most bytes (plain + gzip) cached answers hold per process, in two separate budgets so a flood
 * of one kind never evicts the other: RESPONSE_CACHE_MB for API answers, PAGE_CACHE_MB for rendered
 * pages (32 each by default).
 */
export const cacheBudgetBytes = (strapi: Core.Strapi, name: 'responseCacheMb' | 'pageCacheMb') =>
  installerConfig(strapi)[name] * MB;

/** A least-recently-used store bounded in bytes. */
const lruPool = (budget: number) => {
  const entries = new Map<string, CachedResponse>(); // Map order = least recently used first
  let bytes = 0;
  const sizeOf = (key: string, entry: CachedResponse) => key.length + entry.body.length + entry.gzip.length;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(key, entry);
  };
  return {
    get(key: string, version: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.version !== version) return undefined;
      entries.set(key, entry);
      bytes += sizeOf(key, entry);
      return entry;
    },
    set(key: string, entry: CachedResponse) {
      drop(key);
      const size = sizeOf(key, entry);
      if (size > budget) return;
      while (bytes + size > budget) drop(entries.keys().next().value as string);
      entries.set(key, entry);
      bytes += size;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
};

/**
 * The public read cache, reusable by any cached answer (API JSON, server-rendered pages): a key,
 * the content version it was made under, and its bytes. Entries live in each process, bounded in
 * bytes (least recently used go first); their validity is a content version kept in the database,
 * which moves only when content changed (see watchContentChanges), so a write on one instance
 * invalidates the caches of all of them and a read costs one tiny query instead of the populate.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const api = lruPool(cacheBudgetBytes(strapi, 'responseCacheMb'));
  const pages = lruPool(cacheBudgetBytes(strapi, 'pageCacheMb'));
  const poolOf = (key: string) => (key.startsWith(PAGE_KEY_PREFIX) ? pages : api);
  const table = () => strapi.db.connection(TABLE);

  return {
    async ensureRow() {
      if (!(await table().first('id')))
        await strapi.db.query('plugin::installer.cache-state').create({ data: { version: 0 } });
    },

    async version(): Promise<string> {
      const row = await table().first('version');
      return String(row?.version ?? 0);
    },

    async bump() {
      await table().increment('version', 1);
    },

    /**
     * Moves the version whenever content is written, wherever from (the dashboard, the admin
     * panel's content manager and media library, a script). During a request the write only marks
     * the request; the cache-invalidation middleware bumps once, after the response is settled and
     * every transaction committed, so no reader caches old content under the new version. Other
     * writes bump after their transaction commits. A logout, a sign-in or a refused write bumps nothing.
     */
    watchContentChanges() {
      const changed = async (event: { model: { uid: string } }) => {
        if (!isContentModel(event.model.uid) || derivedWrites.getStore()) return;
        const ctx = strapi.requestContext.get() as { state: Record<string, unknown> } | undefined;
        if (ctx) {
          ctx.state[CONTENT_CHANGED] = true;
          return;
        }
        const bumpNow = () =>
          this.bump().catch((error) => strapi.log.error(`Could not bump the content version: ${error}`));
        if (strapi.db.inTransaction())
          await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void bumpNow()));
        else await bumpNow();
      };
      strapi.db.lifecycles.subscribe(Object.fromEntries(WRITE_EVENTS.map((name) => [name, changed])));
    },

    get: (key: string, version: string): CachedResponse | undefined => poolOf(key).get(key, version),

    /**
     * Stores an answer's bytes (with their gzip and ETag) and returns the entry; one too big for its budget is served
     * but not kept.
     */
    set(key: string, version: string, body: Buffer): CachedResponse {
      const entry = {
        version,
        body,
        gzip: zlib.gzipSync(body, { level: 6 }),
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      };
      poolOf(key).set(key, entry);
      return entry;
    },

    /** How much the cache holds in this process: API answers, and separately rendered pages. */
    size: () => api.size(),
    pageSize: () => pages.size(),
  };
};
