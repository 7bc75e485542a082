import type { SalesDeskOverview } from './sales-desk';
import type { DocumentItem } from './documents';
import type { Industry } from './industries';
import type { Powers } from './powers';
import type { DeliveryModel } from './key-facts';
import type { Service } from './projects';

/** The shapes of the /api/v1 contract (design.md, "The /api/v1 contract"). Every id is `_id`. */
export interface CurrentUser {
  _id: string;
  email: string;
  status: boolean;
  powers: Powers;
  /**
   * Present (true) while a status user must set up two-factor sign-in (the site requires it): the
   * session may then only read itself, set up two-factor and sign out.
   */
  twoFactorSetupRequired?: true;
}

export interface UserSummary {
  _id: string;
  email: string;
  powers: Powers;
  /** The admin flag (additive: getAllUsers answers it too). */
  status?: boolean;
  /** Two-factor sign-in is on (getAllUsers answers it). */
  twoFactor?: boolean;
}

/** One rendition of an uploaded image; width/height are null for SVG. */
export interface ImageVariant {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * An uploaded image with the responsive renditions Strapi generated, narrowest first: `thumbnail`
 * (fits 245x156) and the breakpoints narrower than the original (`xsmall` 64, `small` 500,
 * `medium` 750, `large` 1000, `xlarge` 1920 px wide). Small images and SVGs have fewer or none.
 */
export interface ImageDetails extends ImageVariant {
  mime: string | null;
  formats: Record<string, ImageVariant>;
  /** The image's text alternative (Media Library), when it has one. */
  alt?: string | null;
  /**
   * Its share card for link previews (og:image): SHARE_IMAGE.width x height, made from this image
   * on first request (cover crop, or a logo centred on a padded card). Not one of `formats`.
   */
  share?: ImageVariant | null;
}

export interface Site {
  _id: string;
  siteName: string;
  area: number;
  industry: Industry;
  project_scope: string;
  state: string;
  locations: string;
  description: string;
  /** Paths the browser loads; photos[0] is the cover. */
  photos: string[];
  video: string | null;
  site_start: number;
  site_ongoing: boolean;
  site_end: string | null;
  /** The photos with their responsive renditions, same order as `photos`. */
  photoFormats?: ImageDetails[];
  /**
   * Each photo's caption and alt text, same order as `photos`, '' for none (photo-words.ts; a list answer carries the
   * cover's only).
   */
  photoCaptions?: string[];
  photoAlts?: string[];
  /** The name as staff typed it ("NCB Surat Branch"); `siteName` stays lowercase. */
  displayName?: string;
  /** URL slug, unique within the client: /projects/client/{client slug}/{slug}. */
  slug?: string;
  /** The services the project involved. */
  services?: Service[];
  /** Optional case-study sections. */
  challenge?: string | null;
  approach?: string | null;
  result?: string | null;
  /**
   * Key facts. `contractValue` (rupees) is in staff answers only (addClient, updateSite,
   * the dashboard's site list), and only when one is stored; every other answer carries its public
   * band, `valueBand`.
   */
  contractValue?: number | null;
  valueBand?: string | null;
  deliveryModel?: DeliveryModel | null;
  greenRating?: string | null;
  safeManHours?: number | null;
  referenceAllowed?: boolean;
  /** Curation: shown on the home page, in staff's order (featured.ts). */
  featured?: boolean;
  /** Drafts (drafts.ts): only in staff answers; a draft is never in an anonymous one. */
  draft?: boolean;
}

export interface Client {
  _id: string;
  name: string;
  coverPhoto: string | null;
  totalSites: number;
  sites: Site[];
  /** The logo behind `coverPhoto`, with its responsive renditions. */
  coverPhotoFormats?: ImageDetails | null;
  /** The name as staff typed it ("NCB"); `name` stays lowercase. */
  displayName?: string;
  /** URL slug (unique): /projects/client/{slug}. */
  slug?: string;
}

export interface Post {
  _id: string;
  title: string;
  desc: string;
  img: string | null;
  createdAt: string;
  /**
   * The date of the award, article or quote ('YYYY-MM-DD', a calendar day): shown and sorted by,
   * newest first. Today in the company's time zone when none is given.
   */
  date: string;
  /** Press posts only. */
  nav?: string;
  /** The image behind `img`, with its responsive renditions. */
  imgFormats?: ImageDetails | null;
  /** Testimonials only: the project (site _id) the quote is about, or null. */
  siteId?: string | null;
}

export interface MessageResponse {
  message: string;
}
export interface LoginResponse extends MessageResponse {
  user: CurrentUser;
}
export interface GetClientsResponse {
  clients: Client[];
}
export interface ClientResponse extends MessageResponse {
  client: Client;
  /**
   * addClient's answer when it saved a draft: sent back with `draftOf` (the site's id), it lets the
   * add form save that draft again (this user, ADD_DRAFT_HOURS) instead of adding a second project.
   */
  draftKey?: string;
}
export interface SiteResponse extends MessageResponse {
  site: Site;
}
export interface PostResponse extends MessageResponse {
  post: Post;
}
export interface LogoUploadResponse {
  success: true;
  path: string;
}

/** POST /user/changePassword. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
/** POST /user/resetPassword. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** One page of a dashboard search: `page` counts from 1. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A client as the dashboard's cards and pickers list it: no sites. */
export interface ClientCardData {
  _id: string;
  name: string;
  displayName?: string;
  slug?: string;
  coverPhoto: string | null;
  totalSites: number;
}

/** GET /clients/searchClients?q=&page=&pageSize= */
export type SearchClientsResponse = Page<ClientCardData>;

/** GET /clients/getClientSites/:name?q=&page=&pageSize= : the client and one page of its sites. */
export interface ClientSitesResponse extends Page<Site> {
  client: ClientCardData;
}

/** One staff change from the audit log, with the dashboard screen showing its record (null when none does). */
export interface AuditEntry {
  _id: string;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** A short human label of the record: a client or site name, a post title, an email. */
  label: string | null;
  at: string;
  link: string | null;
}

/** GET /dashboard/overview: every number of the dashboard home in one request. */
export interface OverviewResponse {
  counts: {
    clients: number;
    sites: { ongoing: number; completed: number };
    logos: number;
    posts: { press: number; awards: number; testimonials: number };
    users: number;
  };
  /** Status users only: the latest staff changes, newest first. */
  audit?: AuditEntry[];
  /** The sales desk: every enquiry for a status user, their own for anyone else. */
  salesDesk: SalesDeskOverview;
  /** Status users only: documents of the certificate register expiring (or expired) within 30 days, soonest first. */
  expiringCertificates?: DocumentItem[];
}

/** What a removal answers: the usual message, plus the Trash item that Undo restores. */
export interface RemovedResponse extends MessageResponse {
  trashId: string;
}

export type TrashKind = 'client' | 'site' | 'post' | 'logo' | 'job' | 'document';

/** One row of GET /trash: what was removed, by whom, when, and until when it can be restored. */
export interface TrashItem {
  _id: string;
  kind: TrashKind;
  /** What it was: a client or site name, a post title, a logo file name. */
  label: string;
  /** Where it lived: the client of a site, the kind of a post (press, awards, testimonials). */
  context: string | null;
  removedBy: string | null;
  removedAt: string;
  purgeAt: string;
  /** Files kept with it (logo, photos, video, image). */
  fileCount: number;
}

export interface RestoreResponse extends MessageResponse {
  kind: TrashKind;
  /** The restored record's _id (a client's, site's, post's or logo's). */
  restoredId: string;
}
