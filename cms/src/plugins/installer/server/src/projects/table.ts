import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  SERVICES,
  displayNameOf,
  valueBandOf,
  type ClientTableQuery,
  type ClientTableResponse,
  type ClientTableRow,
  type LastChange,
  type ProjectTableQuery,
  type ProjectTableResponse,
  type ProjectTableRow,
} from '@portfolio/contract';
import { columnOf, joinTableOf } from '../utils/db-metadata';
import { CLIENT_UID, SITE_UID } from '../utils/content-uids';

import { SERVICE_COLUMNS, servicesOf } from './input';
import {
  containing,
  iso,
  numberOrNull,
  thumbnailOf,
  type AuditLine,
  type TableClientRow,
  type TableSiteRow,
} from './table-rows';

const AUDIT_UID = 'plugin::installer.audit-log';

/**
 * The dashboard's Projects and Clients tables: one knex query finds the page's ids (search over the
 * project's and its client's names, the filters, the sort with empty values last on both databases,
 * the total), then the page's rows are read with their cover, logo and last change.
 */

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const site = (name: string) => `sites.${columnOf(strapi, SITE_UID, name)}`;
  const clientColumn = (name: string) => `clients.${columnOf(strapi, CLIENT_UID, name)}`;

  /** Sites joined to their client (sites without a client stay in). */
  const sitesWithClients = () => {
    const link = joinTableOf(strapi, SITE_UID, 'client');
    return strapi.db
      .connection('sites')
      .leftJoin(link.name, `${link.name}.${link.joinColumn.name}`, 'sites.id')
      .leftJoin('clients', 'clients.id', `${link.name}.${link.inverseJoinColumn.name}`);
  };

  const isTrue = (b: Knex.QueryBuilder, column: string) => b.where(column, true);
  const isNotTrue = (b: Knex.QueryBuilder, column: string) =>
    b.where((w) => w.where(column, false).orWhereNull(column));

  const projectWhere = (q: Knex.QueryBuilder, { q: text, filter }: ProjectTableQuery) => {
    if (text) {
      const like = containing(text);
      q.where((w) => {
        for (const column of [site('siteName'), site('displayName'), clientColumn('name'), clientColumn('displayName')])
          w.orWhereRaw(`lower(??) like ? escape '\\'`, [column, like]);
      });
    }
    if (filter.state) q.where(site('state'), filter.state);
    if (filter.industry) q.where(site('industry'), filter.industry);
    if (filter.status === 'ongoing') isTrue(q, site('site_ongoing'));
    if (filter.status === 'completed') isNotTrue(q, site('site_ongoing'));
    if (filter.service) isTrue(q, site(SERVICE_COLUMNS[filter.service]));
    if (filter.year !== undefined) q.where(site('site_start'), filter.year);
    if (filter.publishing === 'draft') isTrue(q, site('draft'));
    if (filter.publishing === 'published') isNotTrue(q, site('draft'));
    if (filter.featured === true) isTrue(q, site('featured'));
    if (filter.featured === false) isNotTrue(q, site('featured'));
    return q;
  };

  const PROJECT_SORT_COLUMNS: Record<ProjectTableQuery['sort'], string> = {
    updated: 'updatedAt',
    name: 'siteName',
    start: 'site_start',
    area: 'area',
    value: 'contractValue',
  };

  /** Orders by `column` then id, rows without a value last in either direction. */
  const ordered = (q: Knex.QueryBuilder, column: string, order: 'asc' | 'desc', id: string) =>
    q.orderByRaw('(case when ?? is null then 1 else 0 end)', [column]).orderBy(column, order).orderBy(id, order);

  /** The newest audit line per record, of the lines given (newest first). */
  const newestBy = (lines: AuditLine[], keyOf: (line: AuditLine) => string | null | undefined) => {
    const newest = new Map<string, AuditLine>();
    for (const line of lines) {
      const key = keyOf(line);
      if (key && !newest.has(key)) newest.set(key, line);
    }
    return newest;
  };

  const auditLines = (where: Record<string, unknown>): Promise<AuditLine[]> =>
    strapi.db.query(AUDIT_UID).findMany({
      where,
      select: ['actorEmail', 'action', 'targetType', 'targetId', 'summary', 'at'],
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
    });

  /** The audit log's newest line says who and when; without one, the row's own time (changed outside the dashboard). */
  const lastChangeOf = (line: AuditLine | undefined, updatedAt: string | Date): LastChange =>
    line ? { by: line.actorEmail ?? null, at: iso(line.at) } : { by: null, at: iso(updatedAt) };

  /** Each site's newest audit line: its own (site.update) or its client's line that added it (site.create). */
  const siteChanges = async (rows: TableSiteRow[]) => {
    if (!rows.length) return new Map<string, AuditLine>();
    const ids = rows.map((r) => r.documentId);
    const clientIds = [...new Set(rows.flatMap((r) => (r.client ? [r.client.documentId] : [])))];
    const [own, added] = await Promise.all([
      auditLines({ targetType: 'site', targetId: { $in: ids } }),
      clientIds.length
        ? auditLines({
            targetType: 'client',
            targetId: { $in: clientIds },
            action: { $in: ['site.create', 'client.create'] },
          })
        : [],
    ]);
    const byOwn = newestBy(own, (l) => l.targetId);
    const byAdded = new Map<string, AuditLine>();
    for (const row of rows) {
      const name = String(row.siteName ?? '').toLowerCase();
      const line = added.find(
        (l) =>
          l.targetId === row.client?.documentId &&
          (l.summary?.siteId ? l.summary.siteId === row.documentId : String(l.summary?.siteName ?? '') === name),
      );
      if (line) byAdded.set(row.documentId, line);
    }
    return new Map(ids.map((id) => [id, byOwn.get(id) ?? byAdded.get(id)] as const).filter(([, l]) => !!l)) as Map<
      string,
      AuditLine
    >;
  };

  /** Each client's newest audit line: its own (name, logo, a project added) or one of its projects' updates. */
  const clientChanges = async (rows: TableClientRow[]) => {
    if (!rows.length) return new Map<string, AuditLine>();
    const sites: { documentId: string; client?: { documentId: string } | null }[] = await strapi.db
      .query(SITE_UID)
      .findMany({
        where: { client: { id: { $in: rows.map((r) => r.id) } } },
        select: ['documentId'],
        populate: { client: { select: ['documentId'] } },
      });
    const clientOfSite = new Map(sites.map((s) => [s.documentId, s.client?.documentId]));
    const lines = await auditLines({
      $or: [
        { targetType: 'client', targetId: { $in: rows.map((r) => r.documentId) } },
        ...(sites.length ? [{ targetType: 'site', targetId: { $in: [...clientOfSite.keys()] } }] : []),
      ],
    });
    return newestBy(lines, (l) => (l.targetType === 'client' ? l.targetId : clientOfSite.get(l.targetId ?? '')));
  };

  const toProjectRow = (row: TableSiteRow, line: AuditLine | undefined): ProjectTableRow => ({
    _id: row.documentId,
    name: displayNameOf({ siteName: row.siteName ?? '', displayName: row.displayName }),
    slug: row.slug ?? '',
    client: {
      _id: row.client?.documentId ?? '',
      name: row.client?.name ?? '',
      displayName: row.client ? displayNameOf(row.client) : '',
      slug: row.client?.slug ?? '',
    },
    cover: thumbnailOf(row.photos?.[0]),
    locations: row.locations ?? '',
    state: row.state ?? '',
    industry: row.industry ?? null,
    services: servicesOf(row).filter((s) => SERVICES.includes(s)),
    ongoing: row.site_ongoing === true,
    siteStart: numberOrNull(row.site_start),
    area: numberOrNull(row.area),
    valueBand: valueBandOf(numberOrNull(row.contractValue)),
    draft: row.draft === true,
    featured: row.featured === true,
    lastChange: lastChangeOf(line, row.updatedAt),
  });

  return {
    async projects(query: ProjectTableQuery): Promise<ProjectTableResponse> {
      const { page, pageSize } = query;
      const [{ n }] = await projectWhere(sitesWithClients(), query).countDistinct({ n: 'sites.id' });
      const total = Number(n);
      const ids: number[] = (
        await ordered(
          projectWhere(sitesWithClients(), query).select('sites.id'),
          site(PROJECT_SORT_COLUMNS[query.sort]),
          query.order,
          'sites.id',
        )
          .offset((page - 1) * pageSize)
          .limit(pageSize)
      ).map((r: { id: number | string }) => Number(r.id));
      const rows: TableSiteRow[] = ids.length
        ? await strapi.db.query(SITE_UID).findMany({
            where: { id: { $in: ids } },
            populate: { photos: true, client: { select: ['id', 'documentId', 'name', 'displayName', 'slug'] } },
          })
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
      const changes = await siteChanges(inOrder);
      return { items: inOrder.map((r) => toProjectRow(r, changes.get(r.documentId))), total, page, pageSize };
    },

    async clients({ q: text, sort, order, page, pageSize }: ClientTableQuery): Promise<ClientTableResponse> {
      const link = joinTableOf(strapi, SITE_UID, 'client');
      const draft = site('draft');
      const searched = (b: Knex.QueryBuilder) =>
        text
          ? b.where((w) =>
              w
                .whereRaw(`lower(??) like ? escape '\\'`, [clientColumn('name'), containing(text)])
                .orWhereRaw(`lower(??) like ? escape '\\'`, [clientColumn('displayName'), containing(text)]),
            )
          : b;
      const [{ n }] = await searched(strapi.db.connection('clients')).count({ n: 'clients.id' });
      const counted = searched(
        strapi.db
          .connection('clients')
          .leftJoin(link.name, `${link.name}.${link.inverseJoinColumn.name}`, 'clients.id')
          .leftJoin('sites', 'sites.id', `${link.name}.${link.joinColumn.name}`)
          .groupBy('clients.id', clientColumn('name'), clientColumn('updatedAt'))
          .select('clients.id')
          .count({ projects: 'sites.id' })
          .select(
            strapi.db.connection.raw(
              'sum(case when sites.id is not null and (?? is null or ?? = ?) then 1 else 0 end) as published',
              [draft, draft, false],
            ),
          ),
      );
      const sortColumn = { name: clientColumn('name'), updated: clientColumn('updatedAt') } as Record<string, string>;
      const sorted =
        sort === 'projects' || sort === 'published'
          ? counted.orderBy(sort, order).orderBy(clientColumn('name'), 'asc').orderBy('clients.id', 'asc')
          : ordered(counted, sortColumn[sort], order, 'clients.id');
      const found: { id: number | string; projects: number | string; published: number | string | null }[] =
        await sorted.offset((page - 1) * pageSize).limit(pageSize);
      const ids = found.map((r) => Number(r.id));
      const rows: TableClientRow[] = ids.length
        ? await strapi.db.query(CLIENT_UID).findMany({ where: { id: { $in: ids } }, populate: { logo: true } })
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const lines = await clientChanges(rows);
      const items = found.flatMap((r): ClientTableRow[] => {
        const row = byId.get(Number(r.id));
        if (!row) return [];
        return [
          {
            _id: row.documentId,
            name: row.name,
            displayName: displayNameOf(row),
            slug: row.slug ?? '',
            logo: thumbnailOf(row.logo),
            projects: Number(r.projects),
            published: Number(r.published ?? 0),
            lastChange: lastChangeOf(lines.get(row.documentId), row.updatedAt),
          },
        ];
      });
      return { items, total: Number(n), page, pageSize };
    },
  };
};
