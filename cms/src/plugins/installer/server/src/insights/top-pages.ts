import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { REPORT_LIMITS, addDays, percent, type PageRow, type ReportRange } from '@portfolio/contract';
import { getService } from '../utils/get-service';
import { PAGE_VIEWS_MONTHLY_TABLE, PAGE_VIEWS_TABLE } from './page-views';

type Row = Record<string, string | number | null>;
const num = (v: unknown) => Number(v ?? 0);

/** 'YYYY-MM' of the month after / before a day's month, and whether a day is its month's last. */
const monthShift = (day: string, by: number) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};
const monthAfter = (day: string) => monthShift(day, 1);
const monthBefore = (day: string) => monthShift(day, -1);
const isMonthEnd = (day: string) => addDays(day, 1).endsWith('-01');

/**
 * The top pages: views per path over the range's days (installer_page_views, status users only)
 * beside the enquiries sent from each (their `page`), the top 20 by views and by enquiries.
 */
export const topPages = async (
  strapi: Core.Strapi,
  base: () => Knex.QueryBuilder,
  c: Record<string, string>,
  range: ReportRange,
  viewer: { all: boolean },
) => {
  const knex = () => strapi.db.connection;
  await getService('page-views').flush();
  const limit = REPORT_LIMITS.topPages;
  // The range as whole months (the monthly totals) and the days before and after them (the daily ones).
  const firstWhole = range.from.endsWith('-01') ? range.from.slice(0, 7) : monthAfter(range.from);
  const lastWhole = isMonthEnd(range.to) ? range.to.slice(0, 7) : monthBefore(range.to);
  const viewsOf = (paths?: string[]) => {
    const narrow = (q: Knex.QueryBuilder) => (paths ? q.whereIn('path', paths) : q);
    const parts: Knex.QueryBuilder[] = [];
    if (firstWhole <= lastWhole) {
      parts.push(
        narrow(knex()(PAGE_VIEWS_MONTHLY_TABLE).select('path', 'views').whereBetween('month', [firstWhole, lastWhole])),
      );
      if (range.from < `${firstWhole}-01`)
        parts.push(
          narrow(
            knex()(PAGE_VIEWS_TABLE)
              .select('path', 'views')
              .where('day', '>=', range.from)
              .andWhere('day', '<', `${firstWhole}-01`),
          ),
        );
      if (range.to > `${lastWhole}-31`)
        parts.push(
          narrow(
            knex()(PAGE_VIEWS_TABLE)
              .select('path', 'views')
              .where('day', '>', `${lastWhole}-31`)
              .andWhere('day', '<=', range.to),
          ),
        );
    } else
      parts.push(narrow(knex()(PAGE_VIEWS_TABLE).select('path', 'views').whereBetween('day', [range.from, range.to])));
    const [first, ...rest] = parts;
    const q = knex()
      .from((rest.length ? first.unionAll(rest) : first).as('v'))
      .select('path')
      .sum({ views: 'views' })
      .groupBy('path');
    return (paths ? q : q.orderBy([{ column: 'views', order: 'desc' }, 'path']).limit(limit)) as Promise<Row[]>;
  };
  const enquiriesOf = (paths?: string[]) => {
    const q = base().whereNotNull(c.page).select({ path: c.page }).count({ n: '*' }).groupBy(c.page);
    return (
      paths ? q.whereIn(c.page, paths) : q.orderBy([{ column: 'n', order: 'desc' }, { column: 'path' }]).limit(limit)
    ) as Promise<Row[]>;
  };
  const [topViews, topEnquiries] = await Promise.all([viewer.all ? viewsOf() : Promise.resolve([]), enquiriesOf()]);
  const [enquiriesOfTop, viewsOfTop] = await Promise.all([
    topViews.length ? enquiriesOf(topViews.map((r) => String(r.path))) : Promise.resolve([]),
    viewer.all && topEnquiries.length ? viewsOf(topEnquiries.map((r) => String(r.path))) : Promise.resolve([]),
  ]);
  const lookup = (rows: Row[], key: string) => new Map(rows.map((r) => [String(r.path), num(r[key])]));
  const row = (path: string, views: number, enquiries: number): PageRow => ({
    path,
    views,
    enquiries,
    conversion: percent(enquiries, views, 2),
  });
  const enquiriesByPath = lookup(enquiriesOfTop, 'n');
  const viewsByPath = lookup(viewsOfTop, 'views');
  return {
    topByViews: topViews.map((r) => row(String(r.path), num(r.views), enquiriesByPath.get(String(r.path)) ?? 0)),
    topByEnquiries: topEnquiries.map((r) => row(String(r.path), viewsByPath.get(String(r.path)) ?? 0, num(r.n))),
  };
};
