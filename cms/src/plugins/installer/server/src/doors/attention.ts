import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { addMonths, displayNameOf } from '@portfolio/contract';
import { columnOf } from '../utils/db-metadata';
import { DOOR_SET_UID, type DoorSetRow } from './rows';
import { lookups } from './door-sets';
import type { DoorStore } from './store';

/** What needs seeing to: inspections overdue and open defects, in all and per project. */
export const attentionReads = (strapi: Core.Strapi, { sets, today, intervalMonths }: DoorStore) => ({
  /**
   * Per project, its doors whose inspection is overdue and its doors with open defects (the morning
   * digest): two grouped queries, then the projects' names; projects with neither are left out.
   */
  async attentionByProject(): Promise<{ siteId: string; project: string; overdue: number; defects: number }[]> {
    const [months, on] = await Promise.all([intervalMonths(), today()]);
    const meta = strapi.db.metadata.get(DOOR_SET_UID);
    const col = (attribute: string) => columnOf(strapi, DOOR_SET_UID, attribute);
    const grouped = (narrow: (q: Knex.QueryBuilder) => Knex.QueryBuilder) =>
      narrow(strapi.db.connection(meta.tableName))
        .whereNotNull(col('siteId'))
        .select({ siteId: col('siteId') })
        .count({ n: '*' })
        .groupBy(col('siteId')) as Promise<{ siteId: string; n: number | string }[]>;
    const [overdue, withDefects] = await Promise.all([
      grouped((q) => q.where(col('state'), 'installed').andWhere(col('dueFrom'), '<', addMonths(on, -months))),
      grouped((q) => q.where(col('openDefects'), '>', 0)),
    ]);
    const counts = new Map<string, { overdue: number; defects: number }>();
    for (const [rows, key] of [
      [overdue, 'overdue'],
      [withDefects, 'defects'],
    ] as const)
      for (const r of rows) {
        const c = counts.get(r.siteId) ?? { overdue: 0, defects: 0 };
        c[key] = Number(r.n);
        counts.set(r.siteId, c);
      }
    if (!counts.size) return [];
    const { sites } = await lookups(
      strapi,
      [...counts.keys()].map((siteId) => ({ siteId }) as DoorSetRow),
    );
    return [...counts.entries()]
      .map(([siteId, c]) => {
        const site = sites.get(siteId);
        const project = site
          ? [site.client ? displayNameOf(site.client) : '', displayNameOf(site)].filter(Boolean).join(', ')
          : siteId;
        return { siteId, project, ...c };
      })
      .sort((a, b) => a.project.localeCompare(b.project));
  },

  /** Doors whose inspection is overdue and doors with open defects (the overview's counts). */
  async attention() {
    const [months, on] = await Promise.all([intervalMonths(), today()]);
    const [overdue, withDefects] = await Promise.all([
      sets().count({ where: { state: 'installed', dueFrom: { $lt: addMonths(on, -months) } } }),
      sets().count({ where: { openDefects: { $gt: 0 } } }),
    ]);
    return { overdue, withDefects };
  },
});
