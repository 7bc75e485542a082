import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { SESSION_COOKIE, dayInZone, matchPublicPath } from '@portfolio/contract';
import { companyTimeZone } from '../utils/time-zone';
import { getService } from '../utils/get-service';

/** A plain table (not a content type), as installer_format_jobs: one row per public path and day. */
export const PAGE_VIEWS_TABLE = 'installer_page_views';
/** The same totals per month ('YYYY-MM'), kept beside the daily ones, so a long range sums months instead of days. */
export const PAGE_VIEWS_MONTHLY_TABLE = 'installer_page_views_monthly';
const PATH_MAX = 300;

/** Crawlers, link previews, monitors and scripts: never counted. (Headless browsers are: tests drive them.) */
const BOT =
  /bot|crawl|spider|slurp|lighthouse|pagespeed|preview|facebookexternalhit|whatsapp|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|scrapy|feed|validator/i;

/** FLUSH every PAGE_VIEW_FLUSH_SECONDS (10): how long counts wait in memory before they are added to the table. */
const flushMs = () => {
  const n = Number(process.env.PAGE_VIEW_FLUSH_SECONDS);
  return Number.isFinite(n) && n > 0 ? n * 1000 : 10_000;
};

/**
 * Page views, first-party: each public page a person opens adds one to its path's total of the day
 * (the company's time zone). Nothing about the visitor is stored (no cookie, no address, no
 * User-Agent): only `(day, path, views)`. Bots (by User-Agent), prefetches and signed-in staff (the
 * dashboard's session cookie) are left out; only pages of the site's routes answered 200 count.
 * Counts are added up in memory and written in one upsert per flush, so rendering a page never
 * waits for the database; a stopping server writes what it holds.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  let pending = new Map<string, number>();
  let zone = 'Asia/Kolkata';
  let zoneRead = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const refreshZone = async () => {
    if (Date.now() - zoneRead < 60_000) return;
    zoneRead = Date.now();
    zone = await companyTimeZone(strapi);
  };

  /** Adds views to the daily and the monthly totals (one upsert per 200 rows of each). */
  const addViews = async (rows: { day: string; path: string; views: number }[]) => {
    const monthly = new Map<string, { month: string; path: string; views: number }>();
    for (const { day, path, views } of rows) {
      const key = `${day.slice(0, 7)} ${path}`;
      const m = monthly.get(key) ?? { month: day.slice(0, 7), path, views: 0 };
      m.views += views;
      monthly.set(key, m);
    }
    // One transaction, every statement on it (SQLite has one connection: a statement outside would wait for it).
    await knex().transaction(async (trx) => {
      const upsert = async (table: string, key: string, list: object[]) => {
        for (let i = 0; i < list.length; i += 200)
          await trx(table)
            .insert(list.slice(i, i + 200))
            .onConflict([key, 'path'])
            .merge({ views: trx.raw('??.?? + excluded.??', [table, 'views', 'views']) });
      };
      await upsert(PAGE_VIEWS_TABLE, 'day', rows);
      await upsert(PAGE_VIEWS_MONTHLY_TABLE, 'month', [...monthly.values()]);
    });
  };

  const write = async (batch: Map<string, number>) => {
    if (!batch.size) return;
    await addViews([...batch].map(([key, views]) => ({ day: key.slice(0, 10), path: key.slice(11), views })));
  };

  return {
    async ensureTable() {
      // A fresh schema builder per statement: one builder would run its earlier statements again.
      const schema = () => knex().schema;
      if (!(await schema().hasTable(PAGE_VIEWS_TABLE))) {
        try {
          await schema().createTable(PAGE_VIEWS_TABLE, (t) => {
            t.string('day', 10).notNullable();
            t.string('path', PATH_MAX).notNullable();
            t.integer('views').notNullable().defaultTo(0);
            t.primary(['day', 'path']);
            t.index(['path', 'day']);
            // Covering: a range's days are summed from the index alone.
            t.index(['day', 'path', 'views']);
          });
        } catch (error) {
          if (!(await schema().hasTable(PAGE_VIEWS_TABLE))) throw error;
        }
      }
      if (!(await schema().hasTable(PAGE_VIEWS_MONTHLY_TABLE))) {
        try {
          await schema().createTable(PAGE_VIEWS_MONTHLY_TABLE, (t) => {
            t.string('month', 7).notNullable();
            t.string('path', PATH_MAX).notNullable();
            t.integer('views').notNullable().defaultTo(0);
            t.primary(['month', 'path']);
            t.index(['month', 'path', 'views']);
          });
        } catch (error) {
          if (!(await schema().hasTable(PAGE_VIEWS_MONTHLY_TABLE))) throw error;
        }
      }
      await refreshZone().catch(() => undefined);
      timer = setInterval(() => {
        void this.flush();
        void refreshZone().catch(() => undefined);
      }, flushMs());
      timer.unref();
    },

    addViews,

    /** Should this request count as a person's view? (Its answer is checked after: 200, a page of the site.) */
    countable(ctx: Context): boolean {
      if (ctx.method !== 'GET') return false;
      const ua = ctx.get('user-agent');
      if (!ua || BOT.test(ua)) return false;
      const purpose = `${ctx.get('sec-purpose')} ${ctx.get('purpose')} ${ctx.get('x-moz')}`;
      if (/prefetch|prerender/i.test(purpose)) return false;
      return !ctx.cookies.get(SESSION_COOKIE);
    },

    /** Adds a view of this path today (in memory until the next flush). */
    record(path: string) {
      if (path.length > PATH_MAX || !matchPublicPath(path)) return;
      const key = `${dayInZone(getService('clock').now(), zone)} ${path}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },

    /** Writes the counts held in memory (one flush at a time); a failed write keeps them for the next. */
    flush(): Promise<void> {
      flushing = flushing.then(async () => {
        const batch = pending;
        pending = new Map();
        try {
          await write(batch);
        } catch (error) {
          for (const [key, n] of batch) pending.set(key, (pending.get(key) ?? 0) + n);
          strapi.log.warn(`Page views not written yet: ${(error as Error).message}`);
        }
      });
      return flushing;
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await this.flush();
    },
  };
};
