import type { DashboardBadges, SalesDeskOverview } from '@portfolio/contract';
import {
  allPowers,
  noPowers,
  type AuditEntry,
  type Client,
  type CurrentUser,
  type Post,
  type PostKind,
  type Powers,
  type TrashItem,
  type UserSummary,
} from '@portfolio/contract';

/** Test data for the dashboard screens. `freshDb()` gives every test its own copy. */
export type UserOverrides = Omit<Partial<CurrentUser>, 'powers'> & { powers?: Partial<Powers> };

export const userWith = (overrides: UserOverrides = {}): CurrentUser => ({
  _id: 'me',
  email: 'admin@example.com',
  status: false,
  ...overrides,
  powers: { ...noPowers(), ...(overrides.powers ?? {}) },
});

export const ADMIN: CurrentUser = { _id: 'me', email: 'admin@example.com', status: true, powers: allPowers() };

export const site = (
  id: string,
  name: string,
  extra: Partial<Client['sites'][number]> = {},
): Client['sites'][number] => ({
  _id: id,
  siteName: name,
  area: 1234567,
  industry: 'corporate',
  project_scope: 'interiors',
  state: 'Karnataka',
  locations: 'bengaluru',
  description: 'a fit-out',
  photos: [`/uploads/${id}-1.jpg`, `/uploads/${id}-2.jpg`],
  video: null,
  site_start: 2019,
  site_ongoing: false,
  site_end: '2021-03-01',
  ...extra,
});

export const freshDb = () => ({
  me: ADMIN as CurrentUser | null,
  /** Site settings › Time zone, as the public site info answers it. */
  timeZone: 'Asia/Kolkata',
  /** The overview's sales-desk numbers and the menu's badges. */
  salesDesk: {
    newUnanswered: 3,
    oldestUnansweredAt: '2026-11-24T04:30:00.000Z',
    followUpsToday: 2,
    followUpsOverdue: 1,
    mine: 4,
    medianFirstResponseMs: 3 * 3600_000 + 20 * 60_000,
    firstResponses: 12,
    now: '2026-11-26T08:36:00.000Z',
  } as SalesDeskOverview,
  badges: { enquiries: 3, applications: 2 } as DashboardBadges,
  users: [
    { _id: 'me', email: 'admin@example.com', powers: allPowers(), status: true },
    { _id: 'u2', email: 'staff@example.com', powers: { ...noPowers(), 'add-client': true }, status: false },
  ] as UserSummary[],
  clients: [
    {
      _id: 'c1',
      name: 'acme corp',
      coverPhoto: '/uploads/acme.png',
      totalSites: 2,
      sites: [
        site('s1', 'head office'),
        site('s2', 'city hospital', {
          industry: 'healthcare',
          state: 'Kerala',
          locations: 'kochi',
          site_ongoing: true,
          site_end: null,
          site_start: 2023,
        }),
      ],
    },
    { _id: 'c2', name: 'beta builders', coverPhoto: '/uploads/beta.png', totalSites: 0, sites: [] },
  ] as Client[],
  logos: ['/uploads/logos2/acme.png', '/uploads/logos2/beta-builders.svg'],
  posts: {
    press: [
      {
        _id: 'p1',
        title: 'Big launch',
        desc: 'We launched.',
        nav: 'press-release',
        img: '/uploads/p1.jpg',
        createdAt: '2025-01-01T10:00:00.000Z',
        date: '2024-11-05',
      },
    ],
    awards: [
      {
        _id: 'a1',
        title: 'Best builder',
        desc: 'An award.',
        img: '/uploads/a1.jpg',
        createdAt: '2025-01-01T10:00:00.000Z',
        date: '2025-01-01',
      },
    ],
    testimonials: [] as Post[],
  } as Record<PostKind, Post[]>,
  audit: [
    {
      _id: 'log2',
      actorEmail: 'admin@example.com',
      action: 'site.update',
      targetType: 'site',
      targetId: 's2',
      label: 'city hospital',
      at: '2026-11-20T10:30:00.000Z',
      link: '/installer/dashboard/client/acme%20corp',
    },
    {
      _id: 'log3',
      actorEmail: 'asha@example.com',
      action: 'trash.restore',
      targetType: 'trash',
      targetId: 't1',
      label: 'NCB',
      at: '2026-11-19T12:00:00.000Z',
      link: null,
    },
    {
      _id: 'log1',
      actorEmail: 'admin@example.com',
      action: 'client.delete',
      targetType: 'client',
      targetId: 'c9',
      label: 'old client',
      at: '2026-11-19T09:00:00.000Z',
      link: null,
    },
  ] as AuditEntry[],
  /** The Trash: each item with what puts it back (the mock's restore). */
  trash: [
    {
      item: trashItem({
        _id: 't1',
        kind: 'client',
        label: 'gamma homes',
        removedBy: 'staff@example.com',
        fileCount: 4,
      }),
      restore: (db: Db) =>
        db.clients.push({ _id: 'c3', name: 'gamma homes', coverPhoto: '/uploads/gamma.png', totalSites: 0, sites: [] }),
    },
  ] as TrashEntry[],
});

export interface TrashEntry {
  item: TrashItem;
  restore: (db: Db) => void;
}

export const trashItem = (fields: Pick<TrashItem, '_id' | 'kind' | 'label'> & Partial<TrashItem>): TrashItem => ({
  context: null,
  removedBy: 'admin@example.com',
  removedAt: '2026-11-20T10:00:00.000Z',
  purgeAt: '2026-12-20T10:00:00.000Z',
  fileCount: 1,
  ...fields,
});

export type Db = ReturnType<typeof freshDb>;
