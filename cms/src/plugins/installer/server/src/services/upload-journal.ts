import type { Core } from '@strapi/strapi';
import { getService } from '../utils/get-service';

/** A plain table (not a content type), like installer_format_jobs: Strapi's schema sync leaves it alone. */
export const UPLOAD_JOURNAL_TABLE = 'installer_upload_journal';

/** What the upload provider is given: the file (or a format) it stores as `${hash}${ext}`. */
interface ProviderFile {
  hash?: string;
  ext?: string;
}
type ProviderMethod = (file: ProviderFile, ...rest: unknown[]) => Promise<unknown>;

/** The provider methods that store a file under its name (a replace stores the new one). */
const WRITES = ['upload', 'uploadStream', 'replace', 'replaceStream', 'uploadIfMatch'];

const nameOf = (file: ProviderFile | null | undefined) => (file?.hash ? `${file.hash}${file.ext ?? ''}` : null);

/**
 * The upload journal: every name this installation asks the upload provider to store is written to
 * its own database first, and struck out when the provider deletes it. The orphan sweep deletes only
 * stored files this journal holds (services/orphan-sweep.ts): a file another installation wrote into
 * the same upload folder or bucket is never in it, so it is never this installation's to delete.
 * The entry is committed before the bytes are stored, so a process killed in between leaves an entry
 * the sweep can act on.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The journal's table, inside the caller's transaction when there is one: SQLite has one
   * connection, and a query beside an open transaction would wait for it.
   */
  const inTable = async <T>(
    work: (table: () => ReturnType<Core.Strapi['db']['connection']>) => Promise<T>,
  ): Promise<T> =>
    strapi.db.inTransaction()
      ? strapi.db.transaction(({ trx }) => work(() => trx(UPLOAD_JOURNAL_TABLE)))
      : work(() => strapi.db.connection(UPLOAD_JOURNAL_TABLE));

  const record = async (file: ProviderFile) => {
    const name = nameOf(file);
    if (!name) return;
    const at = getService('clock').now().getTime();
    await inTable((table) => table().insert({ name, written_at: at }).onConflict('name').ignore());
  };

  const forget = async (names: string[]) => {
    for (let i = 0; i < names.length; i += 500) {
      const chunk = names.slice(i, i + 500);
      await inTable((table) => table().whereIn('name', chunk).del());
    }
  };

  const ensureTable = async () => {
    const schema = strapi.db.connection.schema;
    if (await schema.hasTable(UPLOAD_JOURNAL_TABLE)) return;
    try {
      await schema.createTable(UPLOAD_JOURNAL_TABLE, (t) => {
        t.string('name', 255).primary();
        t.bigInteger('written_at').notNullable();
      });
    } catch (error) {
      // Another instance on this database starting at the same moment made it.
      if (!(await schema.hasTable(UPLOAD_JOURNAL_TABLE))) throw error;
    }
  };

  return {
    /** Makes the table and puts the journal between Strapi (and this plugin) and the upload provider. */
    async start() {
      await ensureTable();
      const provider = strapi.plugin('upload').provider as Record<string, ProviderMethod | undefined>;
      for (const method of WRITES) {
        const write = provider[method];
        if (typeof write !== 'function') continue;
        provider[method] = async (file, ...rest) => {
          await record(file);
          return write.call(provider, file, ...rest);
        };
      }
      const remove = provider.delete;
      if (typeof remove === 'function') {
        provider.delete = async (file, ...rest) => {
          const result = await remove.call(provider, file, ...rest);
          const name = nameOf(file);
          if (name) await forget([name]);
          return result;
        };
      }
    },

    /** Every journalled name with when it was written (ms). */
    async entries(): Promise<Map<string, number>> {
      const rows: Array<{ name: string; written_at: number | string }> = await strapi.db
        .connection(UPLOAD_JOURNAL_TABLE)
        .select('name', 'written_at');
      return new Map(rows.map((row) => [row.name, Number(row.written_at)]));
    },

    forget,
  };
};
