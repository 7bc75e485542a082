import type { Core } from '@strapi/strapi';
import { isJobOpen, jobSlug, todayInIndia, type Job, type JobValues, type JobWithCounts } from '@portfolio/contract';
import { getService } from '../utils/get-service';
import { asRow, documentInput } from '../utils/document-rows';

export const JOB_UID = 'api::job.job';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : new Date(0).toISOString());

/** A job-opening row (api::job.job). */
export interface JobRow extends Omit<JobValues, 'description' | 'closingDate'> {
  id: number;
  documentId: string;
  slug: string;
  description?: string | null;
  // A date attribute: 'YYYY-MM-DD'.
  closingDate?: string | null;
  postedAt?: string | Date | null;
  createdAt?: string | Date | null;
  updatedAt?: string | Date | null;
}

export const toJob = (row: JobRow, today = todayInIndia()): Job => ({
  _id: row.documentId,
  slug: row.slug,
  title: row.title,
  state: row.state,
  city: row.city,
  employmentType: row.employmentType,
  description: row.description ?? '',
  closingDate: row.closingDate ?? null,
  open: !!row.open,
  accepting: isJobOpen({ open: !!row.open, closingDate: row.closingDate ?? null }, today),
  postedAt: iso(row.postedAt ?? row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Where-clause of the openings that take applications today. */
const acceptingWhere = () => ({
  open: true,
  $or: [{ closingDate: { $null: true } }, { closingDate: { $gte: todayInIndia() } }],
});
const NEWEST = [{ postedAt: 'desc' }, { id: 'desc' }];

/** Job openings (api::job.job, so every write moves the public cache's content version). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(JOB_UID);
  const docs = () => strapi.documents(JOB_UID);

  /** A slug no other opening has: the title and city, then -2, -3... */
  const freeSlug = async (values: JobValues) => {
    const base = jobSlug(values.title, values.city);
    const taken = new Set(
      ((await rows().findMany({ where: { slug: { $startsWith: base } }, select: ['slug'] })) as { slug: string }[]).map(
        (r) => r.slug,
      ),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  };

  return {
    /** The openings listed at /career and by GET /api/v1/jobs: open and not past their closing date, newest first. */
    async listAccepting(): Promise<Job[]> {
      return ((await rows().findMany({ where: acceptingWhere(), orderBy: NEWEST })) as JobRow[]).map((r) => toJob(r));
    },

    /** Every opening for the dashboard, with its applications (total and new) in one grouped query. */
    async listAll(): Promise<JobWithCounts[]> {
      const all = (await rows().findMany({ orderBy: NEWEST })) as JobRow[];
      const counts = await getService('applications').countsByJob();
      return all.map((r) => ({
        ...toJob(r),
        applications: counts[r.documentId]?.total ?? 0,
        newApplications: counts[r.documentId]?.new ?? 0,
      }));
    },

    find: (documentId: string): Promise<JobRow | null> => rows().findOne({ where: { documentId } }),
    findBySlug: (slug: string): Promise<JobRow | null> => rows().findOne({ where: { slug } }),

    /** The slug is made once, from the title and city, and never changes: shared links keep working. */
    async create(values: JobValues) {
      // Two openings created at once with the same title may pick the same slug: the unique index refuses one, which
      // retries.
      for (let attempt = 0; ; attempt++) {
        try {
          return asRow<JobRow>(
            await docs().create({
              data: documentInput(JOB_UID, { ...values, slug: await freeSlug(values), postedAt: new Date() }),
            }),
          )!;
        } catch (error) {
          if (attempt >= 2) throw error;
        }
      }
    },

    /** Reopening a closed opening posts it again (a fresh datePosted). */
    update: async (row: JobRow, values: JobValues) =>
      asRow<JobRow>(
        await docs().update({
          documentId: row.documentId,
          data: documentInput(JOB_UID, { ...values, ...(values.open && !row.open ? { postedAt: new Date() } : {}) }),
        }),
      ),

    /**
     * Openings whose closing date has passed are closed (hourly, bootstrap): a write, so the cached
     * list, pages and sitemap follow on every instance. Answers how many.
     */
    async closeExpired(): Promise<number> {
      const expired = (await rows().findMany({
        where: { open: true, closingDate: { $lt: todayInIndia() } },
        select: ['id', 'documentId', 'title'],
      })) as Pick<JobRow, 'id' | 'documentId' | 'title'>[];
      for (const row of expired) {
        await docs().update({ documentId: row.documentId, data: { open: false } });
        await getService('audit').record(null, 'job.expire', 'job', row.documentId, { title: row.title });
      }
      return expired.length;
    },

    /** The sitemap's entries: the pages of the openings that take applications. */
    /** The open openings' pages for the sitemap, each dated by its last change. */
    async sitemapEntries(): Promise<Array<{ slug: string; updatedAt: string | Date | null }>> {
      return (await rows().findMany({
        where: acceptingWhere(),
        select: ['slug', 'updatedAt'],
        orderBy: NEWEST,
      })) as Array<{ slug: string; updatedAt: string | Date | null }>;
    },
  };
};
