import type { Industry } from './industries';
import type { Powers } from './powers';

/** The shapes of the /api/v1 contract (design.md, "The /api/v1 contract"). Every id is `_id`. */
export interface CurrentUser {
  _id: string;
  email: string;
  status: boolean;
  powers: Powers;
}

export interface UserSummary {
  _id: string;
  email: string;
  powers: Powers;
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
}

export interface Client {
  _id: string;
  name: string;
  coverPhoto: string | null;
  totalSites: number;
  sites: Site[];
}

export interface Post {
  _id: string;
  title: string;
  desc: string;
  img: string | null;
  createdAt: string;
  /** Press posts only. */
  nav?: string;
}

export interface MessageResponse {
  message: string;
}
export interface ErrorResponse {
  message: string;
}
export interface LoginResponse extends MessageResponse {
  user: CurrentUser;
}
export interface GetUserResponse {
  user: CurrentUser;
}
export interface GetClientsResponse {
  clients: Client[];
}
export interface ClientResponse extends MessageResponse {
  client: Client;
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
