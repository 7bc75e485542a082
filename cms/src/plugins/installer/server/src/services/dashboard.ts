import type { Core } from '@strapi/strapi';
import {
  DASHBOARD_PATH,
  displayNameOf,
  type AuditEntry,
  type ClientCardData,
  type OverviewResponse,
} from '@portfolio/contract';
import { CLIENT_UID, SITE_UID } from '../projects/clients';
import { LOGO_UID } from '../library/logos/service';
import { toSite, type ClientRow, type SiteRow } from '../utils/serialize';
import { USER_UID } from '../accounts/users';
import { getService } from '../utils/get-service';
import { asRow } from '../utils/document-rows';

const AUDIT_UID = 'plugin::installer.audit-log';
const POST_UID = 'api::post.post';
const AUDIT_ENTRIES = 20;

export interface PageQuery {
  q: string;
  page: number;
  pageSize: number;
}

const POST_SCREENS: Record<string, string> = {
  press: 'add-press',
  awards: 'add-awards',
  testimonials: 'add-testimonials',
};
/** What an audit entry's summary may name (services/audit records it per action). */
interface AuditSummary {
  client?: string;
  siteName?: string;
  title?: string;
  email?: string;
  name?: string;
}

/** An audit-log row as the overview reads it. */
interface AuditRow {
  documentId: string;
  actorEmail?: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary?: AuditSummary | null;
  at: string | Date;
}

/** A client row as a card reads it (with its logo). */
type CardClientRow = ClientRow & { id: number };

const clientScreen = (name: string) => `${DASHBOARD_PATH}/client/${encodeURIComponent(name)}`;

/** The dashboard home's numbers and the dashboard's paginated searches: counts and pages, never whole tables. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const count = (uid: string, where: Record<string, unknown> = {}) => strapi.db.query(uid).count({ where });

  /** The audit entries' records, linked to the screen that shows them (when it still exists). */
  const withLinks = async (rows: AuditRow[]): Promise<AuditEntry[]> => {
    const clientIdOf = (row: AuditRow): string | null =>
      row.targetType === 'client' ? row.targetId : row.targetType === 'site' ? (row.summary?.client ?? null) : null;
    const clientIds = [...new Set(rows.map(clientIdOf).filter((id): id is string => typeof id === 'string'))];
    const clients = clientIds.length
      ? await strapi.db
          .query(CLIENT_UID)
          .findMany({ where: { documentId: { $in: clientIds } }, select: ['documentId', 'name'] })
      : [];
    const nameOf = new Map(clients.map((c: { documentId: string; name: string }) => [c.documentId, c.name as string]));
    const linkOf = (row: AuditRow): string | null => {
      if (row.targetType === 'user') return `${DASHBOARD_PATH}/users`;
      if (row.targetType === 'logo') return `${DASHBOARD_PATH}/addclient-logo`;
      if (POST_SCREENS[row.targetType]) return `${DASHBOARD_PATH}/${POST_SCREENS[row.targetType]}`;
      const name = nameOf.get(clientIdOf(row) ?? '');
      return name ? clientScreen(name) : null;
    };
    // Site changes name the site (they are filed under the client or the site); the rest their own record.
    const labelOf = (row: AuditRow): string | null => {
      const s: AuditSummary = row.summary ?? {};
      return (String(row.action).startsWith('site.') ? s.siteName : (s.title ?? s.email ?? s.name)) ?? null;
    };
    return rows.map((row) => ({
      _id: row.documentId,
      actorEmail: row.actorEmail ?? null,
      action: row.action,
      targetType: row.targetType ?? null,
      targetId: row.targetId ?? null,
      label: labelOf(row),
      at: new Date(row.at).toISOString(),
      link: linkOf(row),
    }));
  };

  /** Each client's number of sites, for one page of clients: one query over the sites' ids. */
  const siteCounts = async (clientIds: number[]) => {
    const sites = clientIds.length
      ? await strapi.db.query(SITE_UID).findMany({
          where: { client: { id: { $in: clientIds } } },
          select: ['id'],
          populate: { client: { select: ['id'] } },
        })
      : [];
    const counts = new Map<number, number>();
    for (const site of sites) if (site.client) counts.set(site.client.id, (counts.get(site.client.id) ?? 0) + 1);
    return counts;
  };

  const toCard = (row: ClientRow, totalSites: number): ClientCardData => ({
    _id: row.documentId,
    name: row.name,
    displayName: displayNameOf(row),
    slug: row.slug ?? '',
    coverPhoto: row.logo?.url ?? null,
    totalSites,
  });

  return {
    async overview(withAudit: boolean): Promise<Omit<OverviewResponse, 'salesDesk'>> {
      const [clients, ongoing, completed, logos, press, awards, testimonials, users, audit] = await Promise.all([
        count(CLIENT_UID),
        count(SITE_UID, { site_ongoing: true }),
        count(SITE_UID, { $or: [{ site_ongoing: false }, { site_ongoing: { $null: true } }] }),
        count(LOGO_UID),
        count(POST_UID, { kind: 'press' }),
        count(POST_UID, { kind: 'award' }),
        count(POST_UID, { kind: 'testimonial' }),
        count(USER_UID),
        withAudit
          ? strapi.db.query(AUDIT_UID).findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: AUDIT_ENTRIES })
          : null,
      ]);
      const expiringCertificates = withAudit ? await getService('certificate-register').expiring() : null;
      return {
        counts: { clients, sites: { ongoing, completed }, logos, posts: { press, awards, testimonials }, users },
        ...(audit && { audit: await withLinks(audit) }),
        ...(expiringCertificates && { expiringCertificates }),
      };
    },

    /** One page of clients by name (contains, any casing), A to Z, with their logo and number of sites. */
    async searchClients({ q, page, pageSize }: PageQuery) {
      const where = q ? { name: { $containsi: q } } : {};
      const [rows, total] = await Promise.all([
        strapi.db.query(CLIENT_UID).findMany({
          where,
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
          populate: { logo: true },
        }),
        count(CLIENT_UID, where),
      ]);
      const counts = await siteCounts(rows.map((r: CardClientRow) => r.id));
      return { items: rows.map((row: CardClientRow) => toCard(row, counts.get(row.id) ?? 0)), total, page, pageSize };
    },

    /** A client (by name, any casing) and one page of its sites matching the search; null for an unknown client. */
    async clientSites(name: string, { q, page, pageSize }: PageQuery) {
      const client = await strapi.db
        .query(CLIENT_UID)
        .findOne({ where: { name: name.trim().toLowerCase() }, populate: { logo: true } });
      if (!client) return null;
      const ofClient = { client: { documentId: client.documentId } };
      const matching = q
        ? {
            ...ofClient,
            $or: ['siteName', 'industry', 'locations', 'state'].map((field) => ({ [field]: { $containsi: q } })),
          }
        : ofClient;
      const sites = strapi.documents(SITE_UID);
      const [rows, total, all] = await Promise.all([
        sites.findMany({
          filters: matching,
          sort: ['id:asc'],
          start: (page - 1) * pageSize,
          limit: pageSize,
          populate: { photos: true, video: true },
        }),
        sites.count({ filters: matching }),
        q ? sites.count({ filters: ofClient }) : null,
      ]);
      return {
        client: toCard(client, all ?? total),
        items: rows.map((row) => toSite(asRow<SiteRow>(row)!, { staff: true })),
        total,
        page,
        pageSize,
      };
    },
  };
};
