import type { Core } from '@strapi/strapi';
import { RESERVED_SLUGS, displayNameOf, slugify } from '@portfolio/contract';
import { CLIENT_UID, SITE_UID } from '../projects/clients';

const HISTORY_UID = 'plugin::installer.slug-history';

type Kind = 'client' | 'site';

/** A slug still fits its name when it is the name's slug or that slug with a "-n" suffix. */
const fits = (slug: string | null | undefined, base: string) =>
  !!slug && (slug === base || new RegExp(`^${base}-\\d+$`).test(slug));

/** The first of base, base-2, base-3... that is not taken (nor reserved). */
const firstFree = (base: string, taken: Set<string>) => {
  if (!taken.has(base) && !RESERVED_SLUGS.includes(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
};

/**
 * Display names and URL slugs of clients and sites. A client's slug is unique, a site's
 * unique within its client; a rename gives a new slug and keeps the old one in the slug history,
 * so its URLs answer 301 to the new ones. Called from the content types' lifecycles (any write:
 * dashboard, admin panel, Trash restore) and once at start for rows stored before slugs existed.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = (uid: string) => strapi.db.query(uid);
  const history = () => db(HISTORY_UID);

  /** Keeps `slug` as a former slug of `target` (and stops it pointing anywhere else). */
  const remember = async (kind: Kind, scope: string, slug: string, target: string) => {
    await history().deleteMany({ where: { kind, scope, slug } });
    await history().create({ data: { kind, scope, slug, target } });
  };

  /** The slug `row` should have, given the slugs its siblings use; plus whether the display name needs filling. */
  const plan = (
    row: { name?: string; siteName?: string; displayName?: string | null; slug?: string | null },
    siblings: string[],
    fallback: string,
  ) => {
    const displayName = displayNameOf(row);
    const base = slugify(displayName) || fallback;
    const taken = new Set(siblings);
    const current = row.slug;
    const slug =
      current && fits(current, base) && !taken.has(current) && !RESERVED_SLUGS.includes(current)
        ? current
        : firstFree(base, taken);
    return { displayName, slug };
  };

  const syncClient = async (id: number) => {
    const row = await db(CLIENT_UID).findOne({
      where: { id },
      select: ['id', 'documentId', 'name', 'displayName', 'slug'],
    });
    if (!row) return;
    const base = slugify(displayNameOf(row)) || 'client';
    const others = await db(CLIENT_UID).findMany({
      where: { slug: { $startsWith: base }, id: { $ne: id } },
      select: ['slug'],
    });
    const { displayName, slug } = plan(
      row,
      others.map((o: { slug: string }) => o.slug),
      'client',
    );
    if (slug === row.slug && displayName === row.displayName) return;
    if (row.slug && slug !== row.slug) await remember('client', '', row.slug, row.documentId);
    await history().deleteMany({ where: { kind: 'client', scope: '', slug } });
    await db(CLIENT_UID).update({ where: { id }, data: { displayName, slug } });
  };

  const syncSite = async (id: number) => {
    const row = await db(SITE_UID).findOne({
      where: { id },
      select: ['id', 'documentId', 'siteName', 'displayName', 'slug'],
      populate: { client: { select: ['documentId'] } },
    });
    if (!row) return;
    const scope = row.client?.documentId ?? '';
    const siblings = row.client
      ? await db(SITE_UID).findMany({ where: { client: { documentId: scope }, id: { $ne: id } }, select: ['slug'] })
      : [];
    const { displayName, slug } = plan(
      row,
      siblings.map((s: { slug: string | null }) => s.slug).filter((s: string | null): s is string => !!s),
      'project',
    );
    if (slug === row.slug && displayName === row.displayName) return;
    if (row.slug && slug !== row.slug) await remember('site', scope, row.slug, row.documentId);
    await history().deleteMany({ where: { kind: 'site', scope, slug } });
    await db(SITE_UID).update({ where: { id }, data: { displayName, slug } });
  };

  return {
    syncClient,
    syncSite,

    /** At start: rows stored before display names and slugs existed get them (names title-cased once). */
    async migrate() {
      const missing = { $or: [{ slug: { $null: true } }, { slug: '' }, { displayName: { $null: true } }] };
      const clients = await db(CLIENT_UID).findMany({ where: missing, select: ['id'], orderBy: { id: 'asc' } });
      for (const c of clients) await syncClient(c.id);
      const sites = await db(SITE_UID).findMany({ where: missing, select: ['id'], orderBy: { id: 'asc' } });
      for (const s of sites) await syncSite(s.id);
      if (clients.length || sites.length)
        strapi.log.info(`Display names and URL slugs given to ${clients.length} clients and ${sites.length} sites.`);
    },

    /** The client a URL id names: its slug, a former slug, or (old URLs) its name. */
    async findClient(id: string, populate: object) {
      const key = id.trim();
      if (!key) return null;
      const bySlug = await db(CLIENT_UID).findOne({ where: { slug: key.toLowerCase() }, populate });
      if (bySlug) return bySlug;
      const former = await history().findOne({ where: { kind: 'client', scope: '', slug: key.toLowerCase() } });
      if (former) {
        const row = await db(CLIENT_UID).findOne({ where: { documentId: former.target }, populate });
        if (row) return row;
      }
      return db(CLIENT_UID).findOne({ where: { name: key.toLowerCase() }, populate });
    },

    /** A site of the client (documentId) by slug, former slug or lowercase name. */
    async findSite(clientDocumentId: string, id: string, populate: object) {
      const key = id.trim().toLowerCase();
      if (!key) return null;
      const inClient = { client: { documentId: clientDocumentId } };
      const bySlug = await db(SITE_UID).findOne({ where: { ...inClient, slug: key }, populate });
      if (bySlug) return bySlug;
      const former = await history().findOne({ where: { kind: 'site', scope: clientDocumentId, slug: key } });
      if (former) {
        const row = await db(SITE_UID).findOne({ where: { ...inClient, documentId: former.target }, populate });
        if (row) return row;
      }
      return db(SITE_UID).findOne({ where: { ...inClient, siteName: key }, populate });
    },
  };
};
